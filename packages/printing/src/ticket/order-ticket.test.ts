import { formatMoney } from '@comanda/domain';
import { TICKET_TEXTS } from '@comanda/i18n/ticket';
import { describe, expect, it } from 'vitest';
import { discoTickets } from './disco-tickets.ts';
import { ENGLISH_LABELS, receiptLabels, SPANISH_LABELS } from './labels.ts';
import { blockLines, layoutTicket } from './layout.ts';
import { orderBarcodePayload, parseOrderBarcode } from './order-barcode.ts';
import { type TTicketOrderInput, ZTicketOrder, ZTicketRestaurant } from './order-input.ts';
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

describe("the diner's receipt in the order's language (issue 11)", () => {
  const english: TTicketOrderInput = {
    ...DEMO_ORDER,
    table: '7',
    orderType: 4,
    lines: [
      {
        name: 'Double cheeseburger',
        quantity: 2,
        unitPrice: 6990,
        extras: [{ name: 'Cheddar', quantity: 2, unitPrice: 500 }],
        comment: 'well done',
      },
    ],
    totals: { subtotal: 15_980, discounts: 2000, tip: 1000, delivery: 1500, total: 16_480 },
    paymentMethod: 'Card',
  };
  const printed = (order: TTicketOrderInput, language: 'es' | 'en') => {
    const labels = receiptLabels(language);
    const receipt = orderTicket(order, DEMO_RESTAURANT, { labels, pdf417: false });
    const vouchers = discoTickets(order, DEMO_RESTAURANT, { labels });
    return [receipt, ...vouchers].flatMap((ticket) => blockLines(layoutTicket(ticket))).join('\n');
  };
  // The receipt's words that differ between the languages ('Subtotal' and 'TOTAL' are both).
  const spanishOnly = Object.entries(TICKET_TEXTS.es)
    .filter(([key, text]) => text !== TICKET_TEXTS.en[key as keyof typeof TICKET_TEXTS.en])
    .filter(([key]) => !key.startsWith('m2000_ticket_method_') && !key.startsWith('p2000_'))
    .map(([, text]) => text);

  it('prints every fixed word in English and no Spanish one, paid or still to pay', () => {
    const paid = printed({ ...english, paid: true }, 'en');
    const toPay = printed({ ...english, paid: false }, 'en');
    for (const word of ['Order #87', 'Table 7', 'Take away', 'Subtotal', 'Discounts', 'Tip', 'Delivery'])
      expect(paid).toContain(word);
    for (const word of ['TOTAL', 'Payment: Card', 'Note: well done', 'Follow your order', 'Paid', '1 of 2'])
      expect(paid).toContain(word);
    expect(toPay).toContain('To pay');
    for (const text of [paid, toPay]) {
      const left = spanishOnly.filter((word) => text.includes(word));
      expect(left).toEqual([]);
      expect(text).not.toMatch(/ de \d/);
    }
  });

  it('prints the same order in Spanish by the same texts', () => {
    const text = printed({ ...english, paid: false }, 'es');
    for (const word of [
      'Pedido #87',
      'Mesa 7',
      'Para llevar',
      'Propina',
      'Despacho',
      'Nota: well done',
      'Por pagar',
    ])
      expect(text).toContain(word);
    expect(text).toContain('1 de 2');
  });

  it("keeps the kitchen's words in Spanish, the kitchen's language", () => {
    expect(receiptLabels('en').kitchen).toEqual(SPANISH_LABELS.kitchen);
  });
});
