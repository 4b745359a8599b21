import { describe, expect, it } from 'vitest';
import { cancellationSlip } from './cancellation-slip.ts';
import { ENGLISH_LABELS } from './labels.ts';
import { blockLines, layoutTicket } from './layout.ts';
import type { TKitchenCancellationInput } from './order-input.ts';
import { DEMO_RESTAURANT } from './test-fixtures.ts';

const PIZZA = {
  name: 'Pizza Margarita',
  quantity: 2,
  unitPrice: 9900,
  extras: [{ name: 'Aceitunas', quantity: 2, unitPrice: 500 }],
};
const SLIP: TKitchenCancellationInput = {
  id: 'W9X8Y7',
  number: 31,
  cancelledAt: '2025-03-01T15:40:00Z',
  dispatchType: 3,
  table: 'Terraza 4',
  customer: 'Ana Pérez',
  wholeOrder: true,
  lines: [PIZZA, { name: 'Limonada', quantity: 1, unitPrice: 2500 }],
};
const lines = (slip: TKitchenCancellationInput, options = {}) =>
  blockLines(layoutTicket(cancellationSlip(slip, DEMO_RESTAURANT, { columns: 38, ...options })));

describe('cancellationSlip (issue 13 item 1)', () => {
  it('names the order as its kitchen ticket did, and says in large type not to make it', () => {
    const text = lines(SLIP);
    expect(text.slice(0, 4)).toEqual([
      'ANULACIÓN · Café Ñandú',
      '#31',
      'En la mesa · Terraza 4',
      '01/03/2025 12:40',
    ]);
    expect(text).toEqual(
      expect.arrayContaining([
        'Cliente: Ana Pérez',
        'PEDIDO ANULADO: NO PREPARAR',
        '2 x Pizza Margarita',
        '    + Aceitunas x2',
        '1 x Limonada',
      ]),
    );
    expect(text.join('\n')).not.toMatch(/\$|TOTAL/);
  });

  it('a cancelled line: only that line, under its own heading', () => {
    const text = lines({
      ...SLIP,
      wholeOrder: false,
      lines: [PIZZA],
      dispatchType: 5,
      table: '',
      locator: '12',
    });
    expect(text).toContain('Para comer aquí · Localizador 12');
    expect(text).toContain('PRODUCTOS ANULADOS: NO PREPARAR');
    expect(text).not.toContain('1 x Limonada');
  });

  it('speaks English when given English labels', () => {
    expect(lines(SLIP, { labels: ENGLISH_LABELS })).toEqual(
      expect.arrayContaining(['CANCELLATION · Café Ñandú', 'ORDER CANCELLED: DO NOT MAKE']),
    );
  });

  it('refuses a slip with nothing on it', () => {
    expect(() => cancellationSlip({ ...SLIP, lines: [] }, DEMO_RESTAURANT)).toThrow();
  });
});
