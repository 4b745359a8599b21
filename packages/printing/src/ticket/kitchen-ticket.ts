import { tableLabel } from '@comanda/domain';
import type { Ticket, TicketElement } from './elements.ts';
import { type KitchenLabels, SPANISH_LABELS, type TicketLabels } from './labels.ts';
import { formatTicketDate } from './order-header.ts';
import {
  type TKitchenOrder,
  type TKitchenOrderInput,
  type TKitchenRestaurantInput,
  ZKitchenOrder,
  ZKitchenRestaurant,
} from './order-input.ts';
import { DEFAULT_COLUMNS } from './paper-width.ts';

/** Where the quantity ends on a line ('2 x '), as on the receipt. */
export const QUANTITY_INDENT = 4;

/**
 * The kitchen's ticket of an order (issue 12 item 2), a different ticket from the diner's receipt
 * (orderTicket): what to make and for whom — the dispatch type, the table or locator, the customer, the time
 * asked for — and whether the money is in, but no prices, QR or barcode.
 */
export function kitchenTicket(
  orderInput: TKitchenOrderInput,
  restaurantInput: TKitchenRestaurantInput,
  options: { columns?: number; labels?: TicketLabels } = {},
): Ticket {
  const order = ZKitchenOrder.parse(orderInput);
  const restaurant = ZKitchenRestaurant.parse(restaurantInput);
  const labels = options.labels ?? SPANISH_LABELS;
  const words = labels.kitchen;
  const elements: TicketElement[] = [
    { kind: 'text', text: `${words.title} · ${restaurant.name}`, align: 'center', bold: true },
    {
      kind: 'text',
      text: `#${order.number}`,
      align: 'center',
      bold: true,
      size: { width: 2, height: 2 },
    },
    {
      kind: 'text',
      text: dispatchLine(order, labels),
      align: 'center',
      bold: true,
      size: { width: 1, height: 2 },
    },
    { kind: 'text', text: formatTicketDate(order.createdAt, restaurant.timeZone), align: 'center' },
    { kind: 'separator' },
    ...forWhom(order, words),
    { kind: 'separator' },
  ];
  for (const line of order.lines) {
    elements.push({
      kind: 'text',
      text: `${`${line.quantity} x `.padEnd(QUANTITY_INDENT)}${line.name}`,
      bold: true,
      size: { width: 1, height: 2 },
    });
    for (const extra of line.extras) {
      const count = extra.quantity > 1 ? ` x${extra.quantity}` : '';
      elements.push({ kind: 'columns', left: `+ ${extra.name}${count}`, right: '', indent: QUANTITY_INDENT });
    }
    if (line.comment.trim())
      elements.push({
        kind: 'columns',
        left: `${labels.comment}: ${line.comment.trim()}`,
        right: '',
        indent: QUANTITY_INDENT,
      });
  }
  const money = order.paid ? words.paid : words.toCollect;
  elements.push(
    { kind: 'separator' },
    {
      kind: 'text',
      text: order.paymentMethod ? `${money} · ${order.paymentMethod}` : money,
      align: 'center',
      bold: true,
    },
    { kind: 'cut' },
  );
  return { columns: options.columns ?? DEFAULT_COLUMNS, elements };
}

/** 'En la mesa · Mesa 4 · Asiento 2', 'Para comer aquí · Localizador 12', 'Despacho a domicilio'. */
export function dispatchLine(
  order: Pick<TKitchenOrder, 'dispatchType' | 'table' | 'locator'> & { seat?: number | null },
  labels: TicketLabels,
): string {
  const parts = [labels.kitchen.dispatch[order.dispatchType] ?? ''];
  if (order.table) parts.push(tableLabel(order.table, labels.table));
  if (order.table && order.seat) parts.push(`${labels.kitchen.seat} ${order.seat}`);
  if (order.locator) parts.push(`${labels.locator} ${order.locator}`);
  return parts.filter(Boolean).join(' · ');
}

/**
 * Whom an order is for on the kitchen's paper: the name, or the kitchen's word for an anonymous guest (told
 * apart by the table and seat of the dispatch line); '' when nobody is named.
 */
export const customerName = (order: Pick<TKitchenOrder, 'customer' | 'guest'>, words: KitchenLabels) =>
  order.guest ? words.guest : order.customer;

/** The customer, how to reach them, where it goes and when it is wanted. */
function forWhom(order: TKitchenOrder, words: TicketLabels['kitchen']): TicketElement[] {
  const rows: TicketElement[] = [];
  const customer = customerName(order, words);
  if (customer) rows.push({ kind: 'columns', left: `${words.customer}: ${customer}`, right: '' });
  if (order.phone) rows.push({ kind: 'columns', left: `${words.phone}: ${order.phone}`, right: '' });
  if (order.email) rows.push({ kind: 'columns', left: `${words.email}: ${order.email}`, right: '' });
  if (order.address) rows.push({ kind: 'columns', left: `${words.address}: ${order.address}`, right: '' });
  const when = [order.requestedDate, order.requestedTime].filter(Boolean).join(' ');
  rows.push({
    kind: 'text',
    text: `${words.requested}: ${when || words.asSoonAsPossible}`,
    bold: true,
  });
  return rows;
}
