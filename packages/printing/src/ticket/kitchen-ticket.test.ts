import { describe, expect, it } from 'vitest';
import { dispatchLine, kitchenTicket } from './kitchen-ticket.ts';
import { ENGLISH_LABELS, SPANISH_LABELS } from './labels.ts';
import { blockLines, layoutTicket } from './layout.ts';
import type { TKitchenOrderInput } from './order-input.ts';
import { orderTicket } from './order-ticket.ts';
import { DEMO_ORDER, DEMO_RESTAURANT } from './test-fixtures.ts';

const WEB_ORDER: TKitchenOrderInput = {
  id: 'W9X8Y7',
  number: 31,
  createdAt: '2025-03-01T15:30:00Z',
  dispatchType: 3,
  table: 'Terraza 4',
  customer: 'Ana Pérez',
  phone: '+56911112222',
  requestedDate: '2025-03-01',
  requestedTime: '13:15',
  lines: [
    {
      name: 'Pizza Margarita',
      quantity: 2,
      unitPrice: 9900,
      extras: [{ name: 'Mediana' }, { name: 'Aceitunas', quantity: 2, unitPrice: 500 }],
      comment: 'sin albahaca',
    },
  ],
  paid: true,
  paymentMethod: 'Pago en línea',
};
const lines = (order: TKitchenOrderInput, labels = {}) =>
  blockLines(layoutTicket(kitchenTicket(order, DEMO_RESTAURANT, { columns: 38, ...labels })));

describe('kitchenTicket (issue 12 item 2)', () => {
  it('names the dispatch type with the table, the customer and the time asked for', () => {
    const text = lines(WEB_ORDER);
    expect(text.slice(0, 4)).toEqual([
      'COCINA · Café Ñandú',
      '#31',
      'En la mesa · Terraza 4',
      '01/03/2025 12:30',
    ]);
    expect(text).toEqual(
      expect.arrayContaining(['Cliente: Ana Pérez', 'Teléfono: +56911112222', 'Para: 2025-03-01 13:15']),
    );
  });

  it('lists what to make, with extras and the comment, and no price at all', () => {
    const text = lines(WEB_ORDER);
    expect(text).toEqual(
      expect.arrayContaining([
        '2 x Pizza Margarita',
        '    + Mediana',
        '    + Aceitunas x2',
        '    Nota: sin albahaca',
      ]),
    );
    expect(text.join('\n')).not.toMatch(/\$|TOTAL/);
  });

  it('says whether the money is in, and a kiosk order its locator and type', () => {
    const kiosk = {
      ...WEB_ORDER,
      dispatchType: 5,
      table: '',
      locator: '12',
      paid: false,
      requestedDate: '',
      requestedTime: '',
    };
    const text = lines(kiosk);
    expect(text).toContain('Para comer aquí · Localizador 12');
    expect(text).toContain('Para: Lo antes posible');
    expect(text).toContain('POR COBRAR · Pago en línea');
    expect(lines(WEB_ORDER)).toContain('PAGADO · Pago en línea');
  });

  it('names a kiosk diner by what they gave on /UserData: name, phone and e-mail', () => {
    const kiosk = { ...WEB_ORDER, dispatchType: 4, table: '', locator: '7', email: 'ana@example.com' };
    expect(lines(kiosk)).toEqual(
      expect.arrayContaining([
        'Para llevar · Localizador 7',
        'Cliente: Ana Pérez',
        'Teléfono: +56911112222',
        'E-mail: ana@example.com',
      ]),
    );
    expect(lines(WEB_ORDER).some((l) => l.startsWith('E-mail'))).toBe(false);
  });

  it("has no QR or barcode, which are the diner's", () => {
    const ticket = kitchenTicket(WEB_ORDER, DEMO_RESTAURANT);
    expect(ticket.elements.some((e) => e.kind === 'qr' || e.kind === 'pdf417')).toBe(false);
  });

  it('speaks English when given English labels', () => {
    expect(
      lines(
        { ...WEB_ORDER, dispatchType: 2, table: '', address: 'Av. Siempre Viva 742' },
        { labels: ENGLISH_LABELS },
      ),
    ).toEqual(
      expect.arrayContaining([
        'KITCHEN · Café Ñandú',
        'Delivery',
        'Customer: Ana Pérez',
        'Address: Av. Siempre Viva 742',
      ]),
    );
  });
});

describe('a guest at a table on the kitchen ticket (issue 14: staff tell guests apart)', () => {
  const GUEST_ORDER: TKitchenOrderInput = {
    ...WEB_ORDER,
    table: 'Mesa 9',
    seat: 3,
    customer: '',
    guest: true,
    phone: '',
  };
  it('prints the seat with the table, and the guest in the kitchen’s words', () => {
    const text = lines(GUEST_ORDER);
    expect(text[2]).toBe('En la mesa · Mesa 9 · Asiento 3');
    expect(text).toContain('Cliente: Invitado');
    expect(text.join('\n')).not.toContain('Guest');
    const english = lines(GUEST_ORDER, { labels: ENGLISH_LABELS });
    expect(english[2]).toBe('At the table · Mesa 9 · Seat 3');
    expect(english).toContain('Customer: Guest');
  });
  it('no seat, no seat word; a named diner keeps their name', () => {
    expect(lines({ ...GUEST_ORDER, seat: null })[2]).toBe('En la mesa · Mesa 9');
    expect(lines({ ...WEB_ORDER, seat: 2 })).toEqual(expect.arrayContaining(['Cliente: Ana Pérez']));
  });
});

describe("the diner's receipt says what was paid and how (issue 12 item 2)", () => {
  const receipt = (paid: boolean | undefined) =>
    blockLines(layoutTicket(orderTicket({ ...DEMO_ORDER, paid }, DEMO_RESTAURANT, { columns: 38 })));

  it('paid: the amount paid, then the method', () => {
    const text = receipt(true);
    const at = text.findIndex((l) => l.startsWith('Pagado'));
    expect(text[at]).toMatch(/^Pagado\s+\$34\.470$/);
    expect(text[at + 1]).toBe('Pago: Tarjeta');
  });

  it('not yet paid (cash at the desk): what is left to pay', () => {
    expect(receipt(false).some((l) => /^Por pagar\s+\$34\.470$/.test(l))).toBe(true);
    expect(receipt(false).some((l) => l.startsWith('Pagado'))).toBe(false);
  });

  it('unsaid: the method alone, as before', () => {
    const text = receipt(undefined);
    expect(text).toContain('Pago: Tarjeta');
    expect(text.some((l) => l.startsWith('Pagado') || l.startsWith('Por pagar'))).toBe(false);
  });

  it("writes a table named 'Mesa 4' once, and a bare number with the word (issue 15 item 7)", () => {
    const line = (table: string) => dispatchLine({ dispatchType: 3, table, locator: '' }, SPANISH_LABELS);
    expect(line('Mesa 4')).toBe('En la mesa · Mesa 4');
    expect(line('4')).toBe('En la mesa · Mesa 4');
  });
});
