import { PrinterError, type PrinterTransport } from '@comanda/printing';
import { createPrinterSettings, type PrinterSettings } from './printer-settings.ts';

/** Printer settings without a platform: fixed values, as a paired kiosk would read them. */
export function fixedSettings(overrides: Partial<PrinterSettings> = {}) {
  const settings = createPrinterSettings({
    platform: { restaurant: () => Promise.reject(new Error('offline')) },
    ...(overrides.address ? { addressOverride: overrides.address } : {}),
  });
  const current = { ...settings.current(), ...overrides };
  return { current: () => current, refresh: async () => current };
}

/** A transport that takes tickets unless switched off; `printed` holds what it took. */
export function switchablePrinter(): PrinterTransport & { printed: Uint8Array[]; on: boolean } {
  const printer = {
    target: 'fake://printer',
    printed: [] as Uint8Array[],
    on: true,
    async send(bytes: Uint8Array) {
      if (!printer.on) throw new PrinterError('connect', 'fake://printer: cannot connect (ECONNREFUSED)');
      printer.printed.push(bytes);
    },
    async status() {
      return printer.on
        ? { connected: true, paper: 'ok' as const, lastError: null }
        : { connected: false, paper: 'unknown' as const, lastError: 'ECONNREFUSED' };
    },
  };
  return printer;
}

/** An order ticket input as the server's orderTicketArgs builds it (money in minor units, CLP). */
export const TEST_ORDER_TICKET = {
  order: {
    id: 'A1B2C3D4',
    number: 87,
    createdAt: '2025-03-01T15:30:00Z',
    orderType: 5,
    locator: '14',
    lines: [{ name: 'Piña colada', quantity: 2, unitPrice: 4500, extras: [{ name: 'Sin hielo' }] }],
    totals: { subtotal: 9000, total: 9000 },
    paymentMethod: 'Tarjeta',
  },
  restaurant: {
    name: 'Café Ñandú',
    country: 'cl',
    simpleId: 1042,
    host: 'https://comanda.app',
    currency: {
      code: 'CLP',
      symbol: '$',
      symbolPosition: 'before' as const,
      decimalSeparator: ',',
      decimals: 0,
      thousandsSeparator: '.',
    },
  },
};
