/**
 * The development surfaces and their switches (README 'Production checklist'). Each is on by default in
 * development (`npm start`, tests) and off in production, where only its own variable turns it back on:
 * a server open to the internet must not show mail, take sandbox payments or run totems for a browser.
 */
export type DevSurfaces = {
  /** COMANDA_DEV_OUTBOX: the mail outbox page /dev/outbox and its JSON /srv/dev/outbox. */
  outbox: boolean;
  /** COMANDA_SANDBOX_PAYMENTS: the sandbox provider's approval page /pay/mw/payments/paypayment. */
  sandboxPayments: boolean;
  /** COMANDA_BROWSER_KIOSK: browser-mode totems — the renderer at /kiosk/ and /kiosk-host/invoke. */
  browserKiosk: boolean;
  /** COMANDA_KIOSK_DEV_CHANNELS: the totems' dev.* channels (time scale, the sandbox card terminal's mode). */
  kioskDevChannels: boolean;
  /** COMANDA_VIRTUAL_PRINTER: the embedded virtual printer (host:port) and its tickets at /printer. */
  virtualPrinter: { host: string; port: number } | null;
  /** COMANDA_DEMO_DATA: the demo restaurants of resources/demo, loaded into an empty database. */
  demoData: boolean;
  /** COMANDA_API_DOCS: Swagger UI at /docs and the OpenAPI document at /docs/json (issue 10 item 3). */
  apiDocs: boolean;
  /**
   * COMANDA_SANDBOX_GEOCODER: the sandbox geocoder (a table of streets, geo/sandbox.ts) where no
   * COMANDA_GEOCODER_URL names a real one (issue 16 item 3).
   */
  sandboxGeocoder: boolean;
  /**
   * COMANDA_SANDBOX_RATES: the sandbox exchange rates (fixed, currency/sandbox-rates.ts) where no
   * COMANDA_CURRENCY_RATES_URL names a real source (issue 18 item 7).
   */
  sandboxRates: boolean;
  /**
   * COMANDA_SANDBOX_IDP: the local OpenID Connect provider, 'Proveedor de identidad de prueba' (dev/local-idp.ts,
   * demo entry), on its own host:port, standing in for every social provider not configured (issue 16 item 1).
   */
  sandboxIdentity: { host: string; port: number } | null;
};

/** Where the virtual printer listens when nothing says otherwise: where a network printer would. */
export const DEFAULT_VIRTUAL_PRINTER = '127.0.0.1:9100';
/** Where the local identity provider listens in development when nothing says otherwise. */
export const DEFAULT_SANDBOX_IDP = '127.0.0.1:9400';

function onOff(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const value = env[name]?.trim().toLowerCase();
  if (!value) return fallback;
  if (value !== 'on' && value !== 'off') throw new Error(`${name} debe ser on u off: ${env[name]}`);
  return value === 'on';
}

/**
 * COMANDA_VIRTUAL_PRINTER: `host:port` (port 0 picks a free one, for tests), `off`, or unset for the
 * default of the mode (127.0.0.1:9100 in development, off in production).
 */
export function readVirtualPrinterSetting(
  value: string | undefined,
  fallback: string = DEFAULT_VIRTUAL_PRINTER,
): DevSurfaces['virtualPrinter'] {
  return readListenSetting('COMANDA_VIRTUAL_PRINTER', value, fallback);
}

/** A `host:port` (port 0: a free one) or `off` setting; unset takes the fallback. */
function readListenSetting(name: string, value: string | undefined, fallback: string) {
  const text = value?.trim() || fallback;
  if (text.toLowerCase() === 'off') return null;
  const match = /^([^:\s]+):(\d{1,5})$/.exec(text);
  const port = Number(match?.[2]);
  if (!match || port > 65535) throw new Error(`${name} debe ser host:puerto u 'off': ${value}`);
  return { host: match[1]!, port };
}

export function readDevSurfaces(
  env: NodeJS.ProcessEnv,
  mode: { production: boolean; smtp: boolean },
): DevSurfaces {
  const development = !mode.production;
  return {
    // In development the outbox is the delivery only while no SMTP server is configured.
    outbox: onOff(env, 'COMANDA_DEV_OUTBOX', development && !mode.smtp),
    sandboxPayments: onOff(env, 'COMANDA_SANDBOX_PAYMENTS', development),
    browserKiosk: onOff(env, 'COMANDA_BROWSER_KIOSK', development),
    kioskDevChannels: onOff(env, 'COMANDA_KIOSK_DEV_CHANNELS', development),
    virtualPrinter: readVirtualPrinterSetting(
      env.COMANDA_VIRTUAL_PRINTER,
      development ? DEFAULT_VIRTUAL_PRINTER : 'off',
    ),
    demoData: onOff(env, 'COMANDA_DEMO_DATA', development),
    apiDocs: onOff(env, 'COMANDA_API_DOCS', development),
    sandboxGeocoder: onOff(env, 'COMANDA_SANDBOX_GEOCODER', development),
    sandboxRates: onOff(env, 'COMANDA_SANDBOX_RATES', development),
    sandboxIdentity: readListenSetting(
      'COMANDA_SANDBOX_IDP',
      env.COMANDA_SANDBOX_IDP,
      development ? DEFAULT_SANDBOX_IDP : 'off',
    ),
  };
}
