import { describe, expect, it } from 'vitest';
import { savedOrderView } from './order-saved.ts';

const order = (ti: number, prepago: number, sp = 0, total = 12900) => ({ ti, sp, det: { prepago, total } });

describe('what a saved order tells its diner (spec/1 §4 Order saving 3–5)', () => {
  it('an order paid on receipt is received at once, by type', () => {
    expect(savedOrderView(order(1, 0))).toEqual({ kind: 'pickup', payment: 'onReceipt', received: true });
    expect(savedOrderView(order(2, -9001))).toEqual({
      kind: 'delivery',
      payment: 'onReceipt',
      received: true,
    });
    expect(savedOrderView(order(3, -2))).toEqual({ kind: 'checkIn', payment: 'onReceipt', received: true });
  });
  it("a prepaid order is never 'received' before it is paid", () => {
    expect(savedOrderView(order(2, 5011))).toEqual({ kind: 'delivery', payment: 'online', received: false });
    expect(savedOrderView(order(1, 5009))).toEqual({ kind: 'pickup', payment: 'savedCard', received: false });
    expect(savedOrderView(order(2, 5011, 1)).received).toBe(false);
    expect(savedOrderView(order(2, 5011, 2)).received).toBe(true);
  });
  it('a check-in order of total zero has nothing to pay', () => {
    expect(savedOrderView(order(3, 5011, 0, 0))).toEqual({
      kind: 'checkIn',
      payment: 'free',
      received: true,
    });
  });
});
