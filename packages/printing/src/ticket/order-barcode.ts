import type { TTicketOrder } from './order-input.ts';

/**
 * The PDF417 payload of an order: `{orderId}|{total in minor units}|{created at, ISO-8601 UTC}`,
 * e.g. `A1B2C3|12500|2025-03-01T12:30:00.000Z`. '|' never occurs in the fields (ids are
 * alphanumeric, the rest are numbers and a date), so a scanner splits on it. The original product
 * fetched a PDF417 image of an "encoded message" from a cloud function (spec/3 §7 'Print'); here
 * the printer draws it from this plain text.
 */
export function orderBarcodePayload(order: Pick<TTicketOrder, 'id' | 'totals' | 'createdAt'>): string {
  return `${order.id}|${order.totals.total}|${order.createdAt.toISOString()}`;
}

export function parseOrderBarcode(
  payload: string,
): { orderId: string; total: number; createdAt: Date } | null {
  const [orderId, total, createdAt, ...rest] = payload.split('|');
  if (!orderId || !total || !createdAt || rest.length > 0 || !/^-?\d+$/.test(total)) return null;
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? null : { orderId, total: Number(total), createdAt: date };
}
