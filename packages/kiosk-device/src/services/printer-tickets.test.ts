import { describe, expect, it } from 'vitest';
import type { PrinterSettings } from './printer-settings.ts';
import { jobTickets } from './printer-tickets.ts';

const settings = (address: string): PrinterSettings => ({
  address,
  columns: 42,
  customPrinterMessage: '',
  discoMode: false,
  title: 'Kiosco',
  timeZone: 'UTC',
  currency: null,
});
const message = { kind: 'message', message: { h: ['Señal'], c: ['Café 1,50 €'] } };
const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('tickets in the printer profile its address names', () => {
  it('encodes EPSON ESC/POS by default: code page PC858 is ESC t 19', () => {
    const [ticket] = jobTickets(message, settings('tcp://127.0.0.1:9100'));
    expect(hex(ticket!)).toContain('1b7413');
    expect(hex(ticket!)).not.toContain('1b1d7404');
  });
  it('encodes Star Line mode for ?profile=star: code page PC858 is ESC GS t 4', () => {
    const [ticket] = jobTickets(message, settings('tcp://127.0.0.1:9100?profile=star'));
    expect(hex(ticket!)).toContain('1b1d7404');
    expect(hex(ticket!)).not.toContain('1b7413');
  });
});
