import type { TicketElement } from './elements.ts';
import type { TicketLabels } from './labels.ts';
import type { TTicketOrder, TTicketRestaurant } from './order-input.ts';

/** The top of every order ticket, full or disco: who, which order, where it goes, when. */
export function orderHeader(
  order: TTicketOrder,
  restaurant: TTicketRestaurant,
  labels: TicketLabels,
): TicketElement[] {
  const elements: TicketElement[] = [
    { kind: 'text', text: restaurant.name, align: 'center', bold: true, size: { width: 2, height: 2 } },
    {
      kind: 'text',
      text: `${labels.order} #${order.number}`,
      align: 'center',
      bold: true,
      size: { width: 1, height: 2 },
    },
  ];
  if (order.appNumber !== undefined && order.appNumber !== '') {
    elements.push({ kind: 'text', text: appLabel(order.appNumber), align: 'center' });
  }
  const where = destinationLine(order, labels);
  if (where) elements.push({ kind: 'text', text: where, align: 'center', bold: true });
  elements.push({
    kind: 'text',
    text: formatTicketDate(order.createdAt, restaurant.timeZone),
    align: 'center',
  });
  return elements;
}

/** spec/3 §7 'Get order by id': the 'APP-n' label built from the order's imTxt. */
export function appLabel(appNumber: string | number): string {
  return `APP-${appNumber}`;
}

function destinationLine(order: TTicketOrder, labels: TicketLabels): string {
  const parts: string[] = [];
  if (order.table) parts.push(`${labels.table} ${order.table}`);
  if (order.locator) parts.push(`${labels.locator} ${order.locator}`);
  if (order.orderType === 4) parts.push(labels.takeAway);
  if (order.orderType === 5) parts.push(labels.eatHere);
  return parts.join(' · ');
}

/**
 * dd/mm/yyyy hh:mm (hh:mm:ss with `seconds`) in the restaurant's zone; built from parts so no locale
 * changes its shape.
 */
export function formatTicketDate(date: Date, timeZone: string, seconds = false): string {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    ...(seconds ? { second: '2-digit' as const } : {}),
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const time = `${part('hour')}:${part('minute')}${seconds ? `:${part('second')}` : ''}`;
  return `${part('day')}/${part('month')}/${part('year')} ${time}`;
}
