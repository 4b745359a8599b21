import { formatMoney } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { ENGLISH_LABELS } from './labels.ts';
import { blockLines, layoutTicket } from './layout.ts';
import { orderBarcodePayload, parseOrderBarcode } from './order-barcode.ts';
import { ZTicketOrder, ZTicketRestaurant } from './order-input.ts';
import { orderLink } from './order-link.ts';
import { orderTicket } from './order-ticket.ts';
import { DEMO_ORDER, DEMO_RESTAURANT } from './test-fixtures.ts';

const lines = (columns: number, options = {}) =>
  blockLines(layoutTicket(orderTicket(DEMO_ORDER, DEMO_RESTAURANT, { columns, ...options })));

describe('orderTicket', () => {
  it('prints who, which order and where, in the restaurant zone', () => {
    const text = lines(38);
    expect(text.slice(0, 5)).toEqual([
      'Café Ñandú',
      'Pedido #87',
      'APP-12',
      'Localizador 14 · Para comer aquí',
      '01/03/2025 12:30',
    ]);
  });

  it('prints lines with quantity, price, indented extras and the comment', () => {
    expect(lines(38)).toEqual(
      expect.arrayContaining([
        '2 x Hamburguesa doble con      $13.980',
        '    queso y tocino ahumado',
        '    + Queso cheddar x2          $2.000',
        '    + Sin cebolla',
        '    Nota: bien cocida',
        '1 x Café cortado                $1.990',
        '3 x Piña colada                $13.500',
      ]),
    );
  });

  it('prints the totals in the restaurant currency and the payment method', () => {
    const cur = ZTicketRestaurant.parse(DEMO_RESTAURANT).currency;
    const text = lines(38);
    const row = (label: string, minor: number) => {
      const amount = formatMoney(minor, cur);
      return `${label}${' '.repeat(38 - label.length - amount.length)}${amount}`;
    };
    expect(text).toEqual(
      expect.arrayContaining([
        row('Subtotal', 33_470),
        row('Descuentos', -2000),
        row('Propina', 3000),
        row('TOTAL', 34_470),
        'Pago: Tarjeta',
      ]),
    );
    expect(text.some((line) => line.startsWith('Despacho'))).toBe(false); // zero delivery is not printed
  });

  it('ends with the order QR, the PDF417 and the custom messages, then a cut', () => {
    const ticket = orderTicket(DEMO_ORDER, DEMO_RESTAURANT, {
      customPrinterMessage: '¡Gracias!',
      customPaymentReceivedMessage: 'Pago recibido',
    });
    const kinds = ticket.elements.map((e) => (e.kind === 'text' ? e.text : e.kind));
    expect(kinds.slice(-10)).toEqual([
      'separator',
      '¡Gracias!',
      'feed',
      'Sigue tu pedido',
      'qr',
      'feed',
      'pdf417',
      'feed',
      'Pago recibido',
      'cut',
    ]);
    const qr = ticket.elements.find((e) => e.kind === 'qr');
    const pdf = ticket.elements.find((e) => e.kind === 'pdf417');
    expect(qr?.kind === 'qr' && qr.payload).toBe('https://comanda.app/r/cl/cafe-nandu/1042/pedido/A1B2C3D4');
    expect(pdf?.kind === 'pdf417' && pdf.payload).toBe('A1B2C3D4|34470|2025-03-01T15:30:00.000Z');
  });

  it("leaves the 'payment received' message off a ticket still to be paid at the desk", () => {
    const options = { customPaymentReceivedMessage: 'Pago recibido' };
    const texts = (paid: boolean) =>
      orderTicket({ ...DEMO_ORDER, paid }, DEMO_RESTAURANT, options).elements.map((e) =>
        e.kind === 'text' ? e.text : e.kind,
      );
    expect(texts(true)).toContain('Pago recibido');
    expect(texts(false)).not.toContain('Pago recibido');
  });

  it('can leave the symbols out and print in English', () => {
    const ticket = orderTicket(DEMO_ORDER, DEMO_RESTAURANT, {
      qr: false,
      pdf417: false,
      labels: ENGLISH_LABELS,
    });
    expect(ticket.elements.some((e) => e.kind === 'qr' || e.kind === 'pdf417')).toBe(false);
    expect(blockLines(layoutTicket(ticket))).toContain('Order #87');
  });

  it.each([32, 42, 48])('never prints a line wider than %i columns', (columns) => {
    const blocks = layoutTicket(orderTicket(DEMO_ORDER, DEMO_RESTAURANT, { columns }));
    for (const block of blocks) {
      if (block.kind !== 'line') continue;
      expect(Array.from(block.text).length * block.style.width).toBeLessThanOrEqual(columns);
    }
  });

  it.each([32, 42, 48])('wraps long names at %i columns without cutting words', (columns) => {
    const text = lines(columns);
    const words = 'Hamburguesa doble con queso y tocino ahumado'.split(' ');
    const printed = text.join(' ').split(/\s+/);
    for (const word of words) expect(printed).toContain(word);
  });

  it('wraps differently at 32, 42 and 48 columns', () => {
    expect(lines(32)).toEqual(
      expect.arrayContaining(['2 x Hamburguesa doble    $13.980', '    con queso y tocino ahumado']),
    );
    expect(lines(42)).toEqual(
      expect.arrayContaining(['2 x Hamburguesa doble con queso y  $13.980', '    tocino ahumado']),
    );
    expect(lines(48)).toEqual(
      expect.arrayContaining(['2 x Hamburguesa doble con queso y tocino $13.980', '    ahumado']),
    );
  });

  it('rejects an order without lines with a readable zod error', () => {
    expect(() => orderTicket({ ...DEMO_ORDER, lines: [] }, DEMO_RESTAURANT)).toThrow(/lines/);
  });
});

describe('orderLink (spec/3 §7)', () => {
  const restaurant = ZTicketRestaurant.parse(DEMO_RESTAURANT);

  it('uses /r/ in production and /rd/ elsewhere', () => {
    expect(orderLink(restaurant, 'X9')).toBe('https://comanda.app/r/cl/cafe-nandu/1042/pedido/X9');
    expect(orderLink({ ...restaurant, environment: 'DEV' }, 'X9')).toBe(
      'https://comanda.app/rd/cl/cafe-nandu/1042/pedido/X9',
    );
    expect(orderLink({ ...restaurant, environment: 'TEST' }, 'X9')).toContain('/rd/');
  });

  it('adds the dark-kitchen suffix to the simple id', () => {
    expect(orderLink({ ...restaurant, dk: 'dk2', host: 'https://a.test/' }, 'X9')).toBe(
      'https://a.test/r/cl/cafe-nandu/1042-dk2/pedido/X9',
    );
  });
});

describe('order PDF417 payload', () => {
  it('is id|total|ISO date and parses back', () => {
    const order = ZTicketOrder.parse(DEMO_ORDER);
    const payload = orderBarcodePayload(order);
    expect(payload).toBe('A1B2C3D4|34470|2025-03-01T15:30:00.000Z');
    expect(parseOrderBarcode(payload)).toEqual({
      orderId: 'A1B2C3D4',
      total: 34_470,
      createdAt: order.createdAt,
    });
    expect(parseOrderBarcode('nonsense')).toBeNull();
  });
});
