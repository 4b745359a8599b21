import { describe, expect, it } from 'vitest';
import { readConfig } from './config.ts';

/** What production needs (README 'Production checklist'); each test leaves one out. */
const PRODUCTION = {
  COMANDA_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  COMANDA_PUBLIC_URL: 'https://pedidos.example.cl',
  COMANDA_DATA_DIR: '/var/lib/comanda',
};

describe('server configuration (README "Configuration")', () => {
  it('is development unless told production, and refuses any other mode by name', () => {
    expect(readConfig({}).env).toBe('development');
    expect(readConfig(PRODUCTION).env).toBe('production');
    expect(() => readConfig({ COMANDA_ENV: 'prod' })).toThrow(
      'COMANDA_ENV debe ser development o production: prod',
    );
  });

  it.each([
    ['SMTP_URL', 'necesita SMTP_URL'],
    ['COMANDA_PUBLIC_URL', 'necesita COMANDA_PUBLIC_URL'],
    ['COMANDA_DATA_DIR', 'necesita DATABASE_URL o COMANDA_DATA_DIR'],
  ])('production refuses to start without %s, naming it', (name, message) => {
    const { [name as keyof typeof PRODUCTION]: _left, ...rest } = PRODUCTION;
    expect(() => readConfig(rest)).toThrow(message);
  });

  it('production takes DATABASE_URL instead of COMANDA_DATA_DIR', () => {
    const { COMANDA_DATA_DIR: _dir, ...rest } = PRODUCTION;
    expect(readConfig({ ...rest, DATABASE_URL: 'postgres://db/comanda' }).databaseUrl).toBe(
      'postgres://db/comanda',
    );
  });

  it('serves every development surface in development and none in production', () => {
    expect(readConfig({}).surfaces).toEqual({
      outbox: true,
      sandboxPayments: true,
      browserKiosk: true,
      kioskDevChannels: true,
      virtualPrinter: { host: '127.0.0.1', port: 9100 },
      demoData: true,
      apiDocs: true,
      sandboxGeocoder: true,
      sandboxIdentity: { host: '127.0.0.1', port: 9400 },
      sandboxRates: true,
    });
    expect(readConfig(PRODUCTION).surfaces).toEqual({
      outbox: false,
      sandboxPayments: false,
      browserKiosk: false,
      kioskDevChannels: false,
      virtualPrinter: null,
      demoData: false,
      apiDocs: false,
      sandboxGeocoder: false,
      sandboxIdentity: null,
      sandboxRates: false,
    });
  });

  it('turns each surface back on in production by its own variable only', () => {
    const on = (env: Record<string, string>) => readConfig({ ...PRODUCTION, ...env }).surfaces;
    expect(on({ COMANDA_DEV_OUTBOX: 'on' })).toMatchObject({ outbox: true, sandboxPayments: false });
    expect(on({ COMANDA_API_DOCS: 'on' })).toMatchObject({ apiDocs: true, outbox: false });
    expect(on({ COMANDA_SANDBOX_PAYMENTS: 'on' })).toMatchObject({ sandboxPayments: true, outbox: false });
    expect(on({ COMANDA_BROWSER_KIOSK: 'on' })).toMatchObject({
      browserKiosk: true,
      kioskDevChannels: false,
    });
    expect(on({ COMANDA_KIOSK_DEV_CHANNELS: 'on' })).toMatchObject({
      kioskDevChannels: true,
      browserKiosk: false,
    });
    expect(on({ COMANDA_VIRTUAL_PRINTER: '127.0.0.1:9100' }).virtualPrinter).toEqual({
      host: '127.0.0.1',
      port: 9100,
    });
    expect(on({ COMANDA_DEMO_DATA: 'on' })).toMatchObject({ demoData: true, browserKiosk: false });
    expect(on({ COMANDA_SANDBOX_IDP: '127.0.0.1:0' })).toMatchObject({
      sandboxIdentity: { host: '127.0.0.1', port: 0 },
      demoData: false,
    });
    expect(on({ COMANDA_SANDBOX_RATES: 'on' })).toMatchObject({ sandboxRates: true, sandboxGeocoder: false });
  });

  it('takes a rates source URL, refusing one that is not http(s) by name', () => {
    expect(readConfig({}).currencyRatesUrl).toBeUndefined();
    expect(
      readConfig({ COMANDA_CURRENCY_RATES_URL: ' https://rates.example/v6/latest/USD ' }).currencyRatesUrl,
    ).toBe('https://rates.example/v6/latest/USD');
    expect(() => readConfig({ COMANDA_CURRENCY_RATES_URL: 'rates.example' })).toThrow(
      'COMANDA_CURRENCY_RATES_URL debe ser una URL http(s): rates.example',
    );
  });

  it('keeps the outbox off in development once SMTP_URL is set, unless told on', () => {
    expect(readConfig({ SMTP_URL: 'smtp://h:25' }).surfaces.outbox).toBe(false);
    expect(readConfig({ SMTP_URL: 'smtp://h:25', COMANDA_DEV_OUTBOX: 'on' }).surfaces.outbox).toBe(true);
  });

  it('refuses a bad switch, port, log level, database, mail or public URL by name', () => {
    expect(() => readConfig({ COMANDA_BROWSER_KIOSK: 'no' })).toThrow(
      'COMANDA_BROWSER_KIOSK debe ser on u off: no',
    );
    expect(() => readConfig({ COMANDA_VIRTUAL_PRINTER: '9100' })).toThrow('COMANDA_VIRTUAL_PRINTER');
    expect(() => readConfig({ PORT: 'x' })).toThrow('PORT no es un puerto válido: x');
    expect(() => readConfig({ COMANDA_LOG: 'loud' })).toThrow('COMANDA_LOG');
    expect(() => readConfig({ DATABASE_URL: 'mysql://x' })).toThrow('DATABASE_URL');
    expect(() => readConfig({ SMTP_URL: 'mail.example.cl' })).toThrow('SMTP_URL');
    expect(() => readConfig({ COMANDA_PUBLIC_URL: 'pedidos.cl' })).toThrow('COMANDA_PUBLIC_URL');
  });

  it('takes the public URL without its trailing slash, localhost by default', () => {
    expect(readConfig({ PORT: '9000' }).publicUrl).toBe('http://localhost:9000');
    expect(readConfig({ COMANDA_PUBLIC_URL: 'https://pedidos.cl/' }).publicUrl).toBe('https://pedidos.cl');
  });

  it('offers a social provider once its variables are set (issue 16 item 1; config-social.test.ts)', () => {
    expect(readConfig({}).socialProviders).toEqual([]);
    const google = {
      COMANDA_OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
      COMANDA_OIDC_GOOGLE_CLIENT_ID: 'id-1',
      COMANDA_OIDC_GOOGLE_CLIENT_SECRET: 'secret-1',
    };
    expect(readConfig({ ...PRODUCTION, ...google }).socialProviders).toEqual([
      {
        id: 'google',
        kind: 'oidc',
        issuer: 'https://accounts.google.com',
        clientId: 'id-1',
        clientSecret: 'secret-1',
      },
    ]);
    expect(() => readConfig({ COMANDA_OIDC_GOOGLE_ISSUER: 'https://accounts.google.com' })).toThrow(
      'COMANDA_OIDC_GOOGLE_* incompleto, falta COMANDA_OIDC_GOOGLE_CLIENT_ID y COMANDA_OIDC_GOOGLE_CLIENT_SECRET',
    );
    const local = { ...google, COMANDA_OIDC_GOOGLE_ISSUER: 'http://127.0.0.1:9400' };
    expect(readConfig(local).socialProviders[0]).toMatchObject({ issuer: 'http://127.0.0.1:9400' });
    expect(() => readConfig({ ...PRODUCTION, ...local })).toThrow(
      'COMANDA_OIDC_GOOGLE_ISSUER debe ser una URL https://',
    );
    expect(() => readConfig({ ...google, COMANDA_OIDC_GOOGLE_ISSUER: 'http://idp.example' })).toThrow(
      'COMANDA_OIDC_GOOGLE_ISSUER',
    );
  });
});
