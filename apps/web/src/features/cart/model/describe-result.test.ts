import { describe, expect, it } from 'vitest';
import { describeResult } from './describe-result.ts';

const nameOf = (id: string) => (id === 'fz-trufa' ? 'Pizza Trufa' : id);

// Refusals are text keys, said where they are shown: a language switch while one shows re-says it (issue 11).
describe('describeResult', () => {
  it('names the refusals a diner meets by their keys', () => {
    expect(describeResult({ ok: true }, nameOf)).toBeNull();
    expect(describeResult({ ok: false, code: 'other-venue', message: 'x' }, nameOf)).toEqual({
      key: 'm1_cart_other_venue',
    });
    expect(
      describeResult({ ok: false, code: 'quantity-limit', message: 'como máximo 5 de' }, nameOf),
    ).toEqual({ key: 'p1_cart_quantity_limit', params: { n: '5' }, message: 'como máximo 5 de' });
  });

  it('names the product that ran short, or says it is sold out', () => {
    const short = (available: number) => ({
      ok: false as const,
      code: 'stock' as const,
      message: 'x',
      shortages: [{ line: 0, kind: 'product' as const, id: 'fz-trufa', wanted: 6, available }],
    });
    expect(describeResult(short(2), nameOf)).toEqual({
      key: 'p1_cart_stock',
      params: { count: 2, name: 'Pizza Trufa' },
    });
    expect(describeResult(short(0), nameOf)).toEqual({
      key: 'p1_cart_sold_out',
      params: { name: 'Pizza Trufa' },
    });
    // No line named: still the diner's language, never the store's Spanish message.
    expect(describeResult({ ...short(0), shortages: [] }, nameOf)).toEqual({ key: 'm1_cart_stock_short' });
  });

  it('falls back to the server message', () => {
    expect(describeResult({ ok: false, code: 'network', message: 'Sin conexión' }, nameOf)).toBe(
      'Sin conexión',
    );
  });
});
