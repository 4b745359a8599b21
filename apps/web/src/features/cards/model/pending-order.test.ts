import type { TSaveOrderRequestInput } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { paidWithToken, storePendingOrder, takePendingOrder } from './pending-order.ts';

const request: TSaveOrderRequestInput = {
  cartId: 'cart-000001',
  irl: 'x-y',
  tipo: 1,
  lines: [{ ip: 'fz-margarita', cant: 1 }],
  prepago: 5011,
  idempotencyKey: 'key-00000001',
};

describe('the order waiting for a new card (spec/1 §4 "Order saving" 6)', () => {
  const memory = () => {
    const items = new Map<string, string>();
    return {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    };
  };

  it('is read once, and not after 30 minutes', () => {
    const storage = memory();
    storePendingOrder(request, 1000, storage);
    expect(takePendingOrder(2000, storage)).toEqual(request);
    expect(takePendingOrder(2000, storage)).toBeNull();
    storePendingOrder(request, 0, storage);
    expect(takePendingOrder(30 * 60_000 + 1, storage)).toBeNull();
  });

  it('turns 5011 into 5009 with the code as its token', () => {
    expect(paidWithToken(request, 'ce-abc')).toMatchObject({ prepago: 5009, tokenCard: 'ce-abc' });
    expect(paidWithToken({ ...request, prepago: 0 }, 'ce-abc').prepago).toBe(0);
  });
});
