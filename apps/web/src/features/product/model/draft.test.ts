import { indexCatalog, ZExtra, ZExtraGroup, ZProduct } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { draftBounds, draftTotals, groupViews, initialDraft } from './draft.ts';

const pizza = ZProduct.parse({
  ip: 'p',
  np: 'Pizza',
  pm: 8900,
  refpr: 9900,
  jp: ['001'],
  sort: '1',
  jb: ['tam', 'ag'],
});
const trufa = ZProduct.parse({ ip: 't', np: 'Trufa', pm: 14900, jp: ['001'], sort: '2', stock: 5 });
const index = indexCatalog(
  [pizza, trufa],
  [
    ZExtraGroup.parse({
      codJextras: 'tam',
      nomCatExtra: 'Tamaño',
      min: 1,
      max: 1,
      multi: false,
      extras: ['m', 'f'],
    }),
    ZExtraGroup.parse({
      codJextras: 'ag',
      nomCatExtra: 'Agregados',
      min: 0,
      max: 4,
      multi: true,
      extras: ['q', 'x'],
    }),
  ],
  [
    ZExtra.parse({ pl: 'm', codJextras: 'tam', np: 'Mediana', pm: 3000 }),
    ZExtra.parse({ pl: 'f', codJextras: 'tam', np: 'Familiar', pm: 6000, nombreTrad: { en: 'Family' } }),
    ZExtra.parse({ pl: 'q', codJextras: 'ag', np: 'Queso', pm: 1500, maxex: 2 }),
    ZExtra.parse({ pl: 'x', codJextras: 'ag', np: 'Anchoas', pm: 1500, agot: true }),
  ],
);

describe('product draft (spec/1 §5 Products and extras)', () => {
  it('totals the line live: product plus extras times quantity, with the reference', () => {
    const draft = { ...initialDraft(), cant: 2, extras: { tam: [['m', 1]], ag: [['q', 2]] } } as const;
    expect(draftTotals(index, 'p', { ...draft, extras: { tam: [['m', 1]], ag: [['q', 2]] } })).toEqual({
      total: (8900 + 3000 + 3000) * 2,
      reference: (9900 + 3000 + 3000) * 2,
    });
  });

  it('bounds the stepper by stock; a new line starts at 1, an edited one may reach 0', () => {
    expect(draftBounds(trufa, null)).toEqual({ min: 1, max: 5 });
    expect(draftBounds({ ...trufa, stock: 0 }, null)).toEqual({ min: 0, max: 0 });
    expect(draftBounds({ ...trufa, stock: 0 }, { cant: 3 })).toEqual({ min: 0, max: 3 });
    expect(draftBounds(pizza, null).max).toBe(1000);
  });

  it('lists groups with translated names, sold-out extras and the per-extra limit', () => {
    const views = groupViews(pizza, index, { ag: [['q', 2]] }, { lang: 'en', seosort: 0 });
    expect(views.map((v) => v.title)).toEqual(['Tamaño', 'Agregados']);
    expect(views[0]?.choices.map((c) => c.name)).toEqual(['Mediana', 'Family']);
    expect(views[1]?.choices).toMatchObject([
      { id: 'q', quantity: 2, canIncrease: false },
      { id: 'x', soldOut: true, canIncrease: false },
    ]);
  });
});
