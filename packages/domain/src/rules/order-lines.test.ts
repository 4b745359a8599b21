import { formatServerText } from '@comanda/i18n/server-text';
import { describe, expect, it } from 'vitest';
import { ZExtra, ZExtraGroup, ZProduct } from '../contracts/menu.ts';
import { ZOrderLineRequest } from '../contracts/order.ts';
import { indexCatalog } from './catalog-index.ts';
import { priceOrderLines } from './order-lines.ts';

const index = indexCatalog(
  [
    ZProduct.parse({ ip: 'pizza', np: 'Pizza', pm: 8000, refpr: 9000, jp: ['001'], jb: ['size'], sort: '1' }),
    ZProduct.parse({ ip: 'promo', np: 'Promo dúo', pm: 5000, jp: ['001'], promo: true, sort: '2' }),
    ZProduct.parse({ ip: 'gone', np: 'Agotada', pm: 1000, jp: ['001'], agot: true, sort: '3' }),
    ZProduct.parse({ ip: 'ice', np: 'Helado', pm: 2000, jp: ['001'], tipos: [1, 3, 5], sort: '4' }),
  ],
  [
    ZExtraGroup.parse({
      codJextras: 'size',
      nomCatExtra: 'Tamaño',
      min: 1,
      max: 1,
      multi: false,
      extras: ['m', 'l'],
    }),
  ],
  [
    ZExtra.parse({ pl: 'm', codJextras: 'size', np: 'Mediana', pm: 0 }),
    ZExtra.parse({ pl: 'l', codJextras: 'size', np: 'Grande', pm: 2500 }),
  ],
);
const line = (over: object) =>
  ZOrderLineRequest.parse({ ip: 'pizza', cant: 1, extras: { size: [['m', 1]] }, ...over });
const message = (outcome: ReturnType<typeof priceOrderLines>) =>
  outcome.ok ? '' : formatServerText(outcome.refusal.key, outcome.refusal.params);

describe('order lines priced by the server (spec/1 §5, §8, §9)', () => {
  it('prices each line from the menu, extras included, ignoring anything the client says', () => {
    const outcome = priceOrderLines(index, [line({ cant: 2, extras: { size: [['l', 1]] }, pm: 1 })], 1);
    expect(outcome.ok && outcome.value[0]).toMatchObject({
      unit: 10500,
      reference: 11500,
      total: 21000,
      cant: 2,
    });
  });
  it('refuses quantities outside 1..1000 and unknown or sold-out products, naming the line', () => {
    expect(message(priceOrderLines(index, [line({ cant: 0 })], 1))).toContain(
      "Línea 1 ('Pizza'): la cantidad debe estar entre 1 y 1000",
    );
    expect(message(priceOrderLines(index, [line({ cant: 1001 })], 1))).toContain('entre 1 y 1000');
    expect(message(priceOrderLines(index, [line({ ip: 'ghost' })], 1))).toContain(
      "el producto 'ghost' no existe",
    );
    expect(message(priceOrderLines(index, [line({ ip: 'gone', extras: {} })], 1))).toContain('está agotado');
    expect(message(priceOrderLines(index, [line({ cant: 1 })], 1)).length).toBe(0);
  });
  it('refuses a required extra left out', () => {
    expect(message(priceOrderLines(index, [line({ extras: {} })], 1))).toMatch(/^Datos invalidos en orden/);
  });
  it('allows one promotion per order, counting every line of it (spec/1 §9 promotion limit 1)', () => {
    expect(priceOrderLines(index, [line({ ip: 'promo', extras: {} })], 1).ok).toBe(true);
    expect(message(priceOrderLines(index, [line({ ip: 'promo', cant: 2, extras: {} })], 1))).toContain(
      'admite como máximo 1',
    );
    const twoLines = priceOrderLines(
      index,
      [line({ ip: 'promo', extras: {} }), line({ ip: 'promo', extras: {}, ct: 'sin hielo' })],
      1,
    );
    expect(message(twoLines)).toContain("Línea 2 ('Promo dúo'): admite como máximo 1");
  });
  it('refuses a product not offered for the order type, naming the type (issue 13 item 3)', () => {
    const ice = line({ ip: 'ice', extras: {} });
    expect(priceOrderLines(index, [ice], 1).ok).toBe(true);
    expect(priceOrderLines(index, [ice], 5).ok).toBe(true);
    expect(message(priceOrderLines(index, [ice], 2))).toBe(
      "Datos invalidos en orden: Línea 1 ('Helado'): no se ofrece para delivery",
    );
    expect(message(priceOrderLines(index, [ice], 4))).toContain('no se ofrece para llevar (tótem)');
  });
});
