import { describe, expect, it } from 'vitest';
import type { PrinterSettings } from './printer-settings.ts';
import { TEST_ORDER_TICKET } from './printer-test-doubles.ts';
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

describe("the kitchen's cancellation slip (issue 13 item 1)", () => {
  const slip = {
    kind: 'cancel',
    cancellation: {
      id: 'o1',
      number: 7,
      cancelledAt: '2025-03-01T15:40:00Z',
      dispatchType: 4,
      locator: '12',
      wholeOrder: true,
      lines: [{ name: 'Pizza Margarita', quantity: 1, unitPrice: 9900 }],
    },
    restaurant: TEST_ORDER_TICKET.restaurant,
  };
  const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
  it('prints as one ticket that says not to make the order', () => {
    const tickets = jobTickets(slip, settings('tcp://127.0.0.1:9100'));
    expect(tickets).toHaveLength(1);
    expect(text(tickets[0]!)).toContain('PEDIDO ANULADO: NO PREPARAR');
    expect(text(tickets[0]!)).toContain('Pizza Margarita');
  });
  it('refuses a slip it cannot print, readably', () => {
    expect(() =>
      jobTickets({ ...slip, cancellation: { ...slip.cancellation, lines: [] } }, settings('')),
    ).toThrow(/lines/);
  });
});
