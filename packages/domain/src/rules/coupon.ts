/** A discount coupon (spec/1 §3 Cart `coupon`): a percentage of the subtotal, or a fixed amount in minor units. */
export type Coupon = { id: string; type: 'PERCENTAGE' | 'FIXED'; amount: number; comment?: string };

/**
 * What a coupon takes off the subtotal (spec/1 §5 'Totals'): a percentage of it, or a fixed amount capped
 * at it — a coupon never makes a total negative.
 */
export function couponDiscount(coupon: Coupon | null, subtotal: number): number {
  if (!coupon || subtotal <= 0) return 0;
  const raw =
    coupon.type === 'PERCENTAGE'
      ? Math.round((subtotal * Math.min(100, Math.max(0, coupon.amount))) / 100)
      : coupon.amount;
  return Math.min(subtotal, Math.max(0, raw));
}

/** Picking the selected coupon again deselects it (spec/1 §5 'Totals'). */
export function toggleCoupon(current: Coupon | null, picked: Coupon): Coupon | null {
  return current?.id === picked.id ? null : picked;
}
