import type { Ticket, TicketElement } from './elements.ts';
import { customerName, dispatchLine, QUANTITY_INDENT } from './kitchen-ticket.ts';
import { SPANISH_LABELS, type TicketLabels } from './labels.ts';
import { formatTicketDate } from './order-header.ts';
import {
  type TKitchenCancellationInput,
  type TKitchenRestaurantInput,
  ZKitchenCancellation,
  ZKitchenRestaurant,
} from './order-input.ts';
import { DEFAULT_COLUMNS } from './paper-width.ts';

/**
 * The slip the kitchen's printer prints when an order, or a line of it, is cancelled after its kitchen ticket
 * printed (issue 13 item 1): the same number, dispatch line and customer as that ticket, so the cook finds
 * it, then in large type that it must not be made and what — the lines, with their extras. No prices.
 */
export function cancellationSlip(
  input: TKitchenCancellationInput,
  restaurantInput: TKitchenRestaurantInput,
  options: { columns?: number; labels?: TicketLabels } = {},
): Ticket {
  const cancellation = ZKitchenCancellation.parse(input);
  const restaurant = ZKitchenRestaurant.parse(restaurantInput);
  const labels = options.labels ?? SPANISH_LABELS;
  const words = labels.kitchen;
  const elements: TicketElement[] = [
    { kind: 'text', text: `${words.cancelledTitle} · ${restaurant.name}`, align: 'center', bold: true },
    {
      kind: 'text',
      text: `#${cancellation.number}`,
      align: 'center',
      bold: true,
      size: { width: 2, height: 2 },
    },
    { kind: 'text', text: dispatchLine(cancellation, labels), align: 'center', bold: true },
    {
      kind: 'text',
      text: formatTicketDate(cancellation.cancelledAt, restaurant.timeZone),
      align: 'center',
    },
  ];
  const customer = customerName(cancellation, words);
  if (customer) elements.push({ kind: 'columns', left: `${words.customer}: ${customer}`, right: '' });
  elements.push(
    { kind: 'separator' },
    {
      kind: 'text',
      text: cancellation.wholeOrder ? words.orderCancelled : words.linesCancelled,
      align: 'center',
      bold: true,
      size: { width: 1, height: 2 },
    },
    { kind: 'separator' },
  );
  for (const line of cancellation.lines) {
    elements.push({
      kind: 'text',
      text: `${`${line.quantity} x `.padEnd(QUANTITY_INDENT)}${line.name}`,
      bold: true,
    });
    for (const extra of line.extras) {
      const count = extra.quantity > 1 ? ` x${extra.quantity}` : '';
      elements.push({ kind: 'columns', left: `+ ${extra.name}${count}`, right: '', indent: QUANTITY_INDENT });
    }
  }
  elements.push({ kind: 'cut' });
  return { columns: options.columns ?? DEFAULT_COLUMNS, elements };
}
