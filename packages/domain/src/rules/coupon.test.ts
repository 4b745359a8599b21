import { describe, expect, it } from 'vitest';
import { couponDiscount, toggleCoupon } from './coupon.ts';
import { orderTotals } from './order-totals.ts';

const tenPercent = { id: 'c10', type: 'PERCENTAGE' as const, amount: 10 };
const fixed = { id: 'f5', type: 'FIXED' as const, amount: 5000 };

describe('coupons and totals (spec/1 §5 Totals)', () => {
  it('takes a percentage of the subtotal', () => {
    expect(couponDiscount(tenPercent, 18900)).toBe(1890);
  });
  it('caps a fixed coupon at the subtotal', () => {
    expect(couponDiscount(fixed, 18900)).toBe(5000);
    expect(couponDiscount(fixed, 3000)).toBe(3000);
    expect(couponDiscount(null, 3000)).toBe(0);
  });
  it('deselects the selected coupon when picked again', () => {
    expect(toggleCoupon(null, tenPercent)).toBe(tenPercent);
    expect(toggleCoupon(tenPercent, tenPercent)).toBeNull();
    expect(toggleCoupon(tenPercent, fixed)).toBe(fixed);
  });
  it('adds delivery and tip to the subtotal less the coupon', () => {
    expect(
      orderTotals({ subtotal: 18900, discounts: 2000, coupon: 1890, delivery: 2500, tip: 1890 }).total,
    ).toBe(21400);
    expect(orderTotals({ subtotal: 1000, discounts: 0, coupon: 1000, delivery: 0, tip: 0 }).total).toBe(0);
  });
});
