import { formatMoney } from '@comanda/domain';
import type { Ticket, TicketElement } from './elements.ts';
import { SPANISH_LABELS, type TicketLabels } from './labels.ts';
import { orderHeader } from './order-header.ts';
import {
  type TTicketOrderInput,
  type TTicketRestaurantInput,
  ZTicketOrder,
  ZTicketRestaurant,
} from './order-input.ts';
import { orderLineElements } from './order-ticket.ts';
import { DEFAULT_COLUMNS } from './paper-width.ts';

export type DiscoTicketOptions = { columns?: number; labels?: TicketLabels };

/**
 * Disco mode (cfgKiosk.discoMode, spec/3 §5): one ticket per unit of each line, so each drink is
 * a voucher handed over at the bar. Each says which unit it is ('2 de 3') and carries the line's
 * extras and comment.
 */
export function discoTickets(
  orderInput: TTicketOrderInput,
  restaurantInput: TTicketRestaurantInput,
  options: DiscoTicketOptions = {},
): Ticket[] {
  const order = ZTicketOrder.parse(orderInput);
  const restaurant = ZTicketRestaurant.parse(restaurantInput);
  const labels = options.labels ?? SPANISH_LABELS;
  const columns = options.columns ?? DEFAULT_COLUMNS;
  const money = (minor: number) => formatMoney(minor, restaurant.currency);
  const header = orderHeader(order, restaurant, labels);
  const unitCount = order.lines.reduce((sum, line) => sum + line.quantity, 0);
  const tickets: Ticket[] = [];
  for (const line of order.lines) {
    for (let unit = 1; unit <= line.quantity; unit++) {
      const elements: TicketElement[] = [
        ...header,
        { kind: 'separator' },
        { kind: 'text', text: line.name, align: 'center', bold: true, size: { width: 2, height: 2 } },
        ...orderLineElements(line, money, labels, 1).slice(1),
        { kind: 'separator' },
        { kind: 'text', text: labels.unitOf(tickets.length + 1, unitCount), align: 'center' },
        { kind: 'cut' },
      ];
      tickets.push({ columns, elements });
    }
  }
  return tickets;
}
