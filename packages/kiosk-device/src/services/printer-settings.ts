import type { TCurrency } from '@comanda/domain';
import { DEFAULT_COLUMNS } from '@comanda/printing';
import type { Platform } from './platform.ts';

/** What the printer service needs of cfgKiosk (spec/3 §3): where, how wide, and what to add. */
export type PrinterSettings = {
  /** tcp://host:port | serial:/dev/…?baud=… | imin:command; `?profile=star` for a Star printer in its native mode */
  address: string;
  columns: number;
  customPrinterMessage: string;
  discoMode: boolean;
  /** The kiosk's name, printed on the test ticket. */
  title: string;
  /** The restaurant's zone and currency: a test ticket prints the restaurant's time and money. */
  timeZone: string;
  currency: TCurrency | null;
};

/** cfgKiosk.printerConfig's own default (domain ZKioskConfig): a network printer on this machine. */
export const DEFAULT_PRINTER_ADDRESS = 'tcp://127.0.0.1:9100';
/** How long a read configuration is trusted before asking the platform again. */
const FRESH_MS = 60_000;

/**
 * The printer settings from the restaurant's kiosk configuration, read through the platform and kept:
 * printing must go on while the platform is unreachable, so a failed read answers the last known
 * settings (or the defaults before the first). `addressOverride` replaces printerConfig.tbpip: browser
 * mode prints to the server's virtual printer, and a technician can point a totem elsewhere
 * (COMANDA_PRINTER) without touching the restaurant's configuration.
 */
export function createPrinterSettings(opts: {
  platform: Pick<Platform, 'restaurant'>;
  addressOverride?: string;
  now?: () => number;
}) {
  const now = opts.now ?? Date.now;
  let known: PrinterSettings = {
    address: opts.addressOverride ?? DEFAULT_PRINTER_ADDRESS,
    columns: DEFAULT_COLUMNS,
    customPrinterMessage: '',
    discoMode: false,
    title: 'Comanda',
    timeZone: 'UTC',
    currency: null,
  };
  let readAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<PrinterSettings> | null = null;

  async function read(): Promise<PrinterSettings> {
    try {
      const info = await opts.platform.restaurant();
      const kiosk = info.cfg.kiosk;
      known = {
        address: opts.addressOverride ?? kiosk?.printerConfig.tbpip ?? DEFAULT_PRINTER_ADDRESS,
        columns: kiosk?.printerConfig.ancho ?? DEFAULT_COLUMNS,
        customPrinterMessage: kiosk?.customPrinterMessage ?? '',
        discoMode: kiosk?.discoMode ?? false,
        title: kiosk?.nombre || info.nombre,
        timeZone: info.tz,
        currency: info.cfg.app.cur,
      };
      readAt = now();
    } catch {
      // Not paired or offline: keep what we had.
    }
    return known;
  }

  return {
    /** The last known settings, without waiting (the transport asks on every send). */
    current: (): PrinterSettings => known,
    /** Fresh settings when the last read is old; one read at a time. */
    async refresh(force = false): Promise<PrinterSettings> {
      if (!force && now() - readAt < FRESH_MS) return known;
      reading ??= read().finally(() => {
        reading = null;
      });
      return reading;
    },
  };
}

export type PrinterSettingsSource = ReturnType<typeof createPrinterSettings>;
