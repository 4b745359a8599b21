/**
 * The totals of an order (spec/1 §5 'Totals'): total = subtotal − coupon + delivery cost + tip.
 * Discounts (reference subtotal − subtotal) are already inside the subtotal and shown for information.
 */
export type OrderTotals = {
  subtotal: number;
  discounts: number;
  coupon: number;
  delivery: number;
  tip: number;
  total: number;
};

export function orderTotals(parts: Omit<OrderTotals, 'total'>): OrderTotals {
  const total = Math.max(0, parts.subtotal - parts.coupon) + parts.delivery + parts.tip;
  return { ...parts, total };
}
