import { describe, expect, it } from 'vitest';
import { describeResult } from './describe-result.ts';

const t = (key: string, params?: Record<string, unknown>) => `${key}${params ? JSON.stringify(params) : ''}`;
const nameOf = (id: string) => (id === 'fz-trufa' ? 'Pizza Trufa' : id);

describe('describeResult', () => {
  it('translates the refusals a diner meets', () => {
    expect(describeResult({ ok: true }, t, nameOf)).toBeNull();
    expect(describeResult({ ok: false, code: 'other-venue', message: 'x' }, t, nameOf)).toBe(
      'm1_cart_other_venue',
    );
    expect(
      describeResult({ ok: false, code: 'quantity-limit', message: 'como máximo 5 de' }, t, nameOf),
    ).toBe('p1_cart_quantity_limit{"n":"5"}');
  });

  it('names the product that ran short, or says it is sold out', () => {
    const short = (available: number) => ({
      ok: false as const,
      code: 'stock' as const,
      message: 'x',
      shortages: [{ line: 0, kind: 'product' as const, id: 'fz-trufa', wanted: 6, available }],
    });
    expect(describeResult(short(2), t, nameOf)).toBe('p1_cart_stock{"count":2,"name":"Pizza Trufa"}');
    expect(describeResult(short(0), t, nameOf)).toBe('p1_cart_sold_out{"name":"Pizza Trufa"}');
    // No line named: still the diner's language, never the store's Spanish message.
    expect(describeResult({ ...short(0), shortages: [] }, t, nameOf)).toBe('m1_cart_stock_short');
  });

  it('falls back to the server message', () => {
    expect(describeResult({ ok: false, code: 'network', message: 'Sin conexión' }, t, nameOf)).toBe(
      'Sin conexión',
    );
  });
});
