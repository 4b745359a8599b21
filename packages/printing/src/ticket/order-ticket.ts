import { formatMoney } from '@comanda/domain';
import type { Ticket, TicketElement } from './elements.ts';
import { SPANISH_LABELS, type TicketLabels } from './labels.ts';
import { orderBarcodePayload } from './order-barcode.ts';
import { orderHeader } from './order-header.ts';
import {
  type TTicketLine,
  type TTicketOrder,
  type TTicketOrderInput,
  type TTicketRestaurant,
  type TTicketRestaurantInput,
  ZTicketOrder,
  ZTicketRestaurant,
} from './order-input.ts';
import { orderLink } from './order-link.ts';
import { DEFAULT_COLUMNS } from './paper-width.ts';

export type OrderTicketOptions = {
  /** printerConfig.ancho (spec/3 §3); default 38. */
  columns?: number;
  /** cfgKiosk.customPrinterMessage, printed under the totals. */
  customPrinterMessage?: string;
  /** cfgKiosk.customPaymentReceivedMessage, printed last, unless the order is still to be paid. */
  customPaymentReceivedMessage?: string;
  /** The order QR (spec/3 §7 link); on unless set false. */
  qr?: boolean;
  /** The order PDF417; on unless set false. */
  pdf417?: boolean;
  labels?: TicketLabels;
};

/** Where the quantity ends on a line ('2 x '), so wrapped names and extras line up under the name. */
const QUANTITY_INDENT = 4;

/** The customer's ticket of an order: header, lines, totals, payment, messages, QR and PDF417. */
export function orderTicket(
  orderInput: TTicketOrderInput,
  restaurantInput: TTicketRestaurantInput,
  options: OrderTicketOptions = {},
): Ticket {
  const order = ZTicketOrder.parse(orderInput);
  const restaurant = ZTicketRestaurant.parse(restaurantInput);
  const labels = options.labels ?? SPANISH_LABELS;
  const money = (minor: number) => formatMoney(minor, restaurant.currency);
  const elements: TicketElement[] = [
    ...orderHeader(order, restaurant, labels),
    { kind: 'separator' },
    ...order.lines.flatMap((line) => orderLineElements(line, money, labels)),
    { kind: 'separator' },
    ...totalsElements(order, money, labels),
  ];
  elements.push(...paymentElements(order, money, labels));
  if (options.customPrinterMessage) {
    elements.push(
      { kind: 'separator' },
      { kind: 'text', text: options.customPrinterMessage, align: 'center' },
    );
  }
  if (options.qr !== false) {
    elements.push(
      { kind: 'feed', lines: 1 },
      { kind: 'text', text: labels.followOrder, align: 'center', bold: true },
      { kind: 'qr', payload: orderLink(restaurant, order.id), align: 'center' },
    );
  }
  if (options.pdf417 !== false) {
    elements.push(
      { kind: 'feed', lines: 1 },
      { kind: 'pdf417', payload: orderBarcodePayload(order), align: 'center' },
    );
  }
  // The restaurant's 'payment received' words never go on a ticket still to be paid (cash at the desk,
  // issue 12 item 3: the screen says to pay at the counter, and so must the paper).
  if (options.customPaymentReceivedMessage && order.paid !== false) {
    elements.push(
      { kind: 'feed', lines: 1 },
      { kind: 'text', text: options.customPaymentReceivedMessage, align: 'center' },
    );
  }
  elements.push({ kind: 'cut' });
  return { columns: options.columns ?? DEFAULT_COLUMNS, elements };
}

/**
 * What was paid and how (issue 12 item 2): 'Pagado' with the amount and the method once paid; what is left
 * to pay and how (cash at the desk) before; the method alone when the ticket does not say.
 */
function paymentElements(
  order: TTicketOrder,
  money: (minor: number) => string,
  labels: TicketLabels,
): TicketElement[] {
  const method: TicketElement[] = order.paymentMethod
    ? [{ kind: 'text', text: `${labels.payment}: ${order.paymentMethod}` }]
    : [];
  if (order.paid === undefined) return method;
  const amount = { kind: 'columns' as const, right: money(order.totals.total), bold: true };
  return [{ ...amount, left: order.paid ? labels.paid : labels.toPay }, ...method];
}

/** '2 x Name  price', then each extra indented under the name, then the comment. */
export function orderLineElements(
  line: TTicketLine,
  money: (minor: number) => string,
  labels: TicketLabels,
  units = line.quantity,
): TicketElement[] {
  const quantity = `${units} x `.padEnd(QUANTITY_INDENT);
  const elements: TicketElement[] = [
    {
      kind: 'columns',
      left: `${quantity}${line.name}`,
      right: money(units * line.unitPrice),
      bold: true,
      hangingIndent: QUANTITY_INDENT,
    },
  ];
  for (const extra of line.extras) {
    const count = extra.quantity > 1 ? ` x${extra.quantity}` : '';
    const price = extra.unitPrice !== 0 ? money(units * extra.quantity * extra.unitPrice) : '';
    elements.push({
      kind: 'columns',
      left: `+ ${extra.name}${count}`,
      right: price,
      indent: QUANTITY_INDENT,
      hangingIndent: 2,
    });
  }
  if (line.comment.trim()) {
    elements.push({
      kind: 'columns',
      left: `${labels.comment}: ${line.comment.trim()}`,
      right: '',
      indent: QUANTITY_INDENT,
    });
  }
  return elements;
}

function totalsElements(
  order: TTicketOrder,
  money: (minor: number) => string,
  labels: TicketLabels,
): TicketElement[] {
  const { totals } = order;
  const rows: TicketElement[] = [{ kind: 'columns', left: labels.subtotal, right: money(totals.subtotal) }];
  if (totals.discounts > 0)
    rows.push({ kind: 'columns', left: labels.discounts, right: money(-totals.discounts) });
  if (totals.tip > 0) rows.push({ kind: 'columns', left: labels.tip, right: money(totals.tip) });
  if (totals.delivery > 0)
    rows.push({ kind: 'columns', left: labels.delivery, right: money(totals.delivery) });
  rows.push({ kind: 'columns', left: labels.total, right: money(totals.total), bold: true });
  return rows;
}

export type { TTicketOrder, TTicketRestaurant };
