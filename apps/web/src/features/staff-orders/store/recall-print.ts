import type { TStaffOrder } from '@comanda/domain';
import { isCancelledLine, orderLocator } from '@comanda/domain';

/** The texts a printed recall needs, in the board's language. */
export type RecallTexts = {
  title: string;
  order: string;
  dispatch: string;
  /** The table, with the diner's seat where there is one ('Mesa 9 · Asiento 3'); '' away from a table. */
  table: string;
  locator: string;
  /** Whom for, labelled: 'Cliente: Ana Pérez', 'Cliente: Invitado (Mesa 9, asiento 3)'. */
  customer: string;
  when: string;
  scheduled: string;
};

/**
 * A finished order printed again (issue 13 item 2 'a printed recall'): the print message of spec/3 §7 'Print'
 * (h header lines, c body lines) sent with POST /srv/print to the venue's print device. Every line with its
 * extras and their quantities and its comment; cancelled lines left out, as the kitchen no longer makes them.
 */
export function recallMessage(order: TStaffOrder, texts: RecallTexts): { h: string[]; c: string[] } {
  const locator = orderLocator(order);
  const body: string[] = [texts.dispatch];
  if (texts.table) body.push(texts.table);
  if (locator) body.push(texts.locator);
  body.push(texts.customer, texts.when);
  if (texts.scheduled) body.push(texts.scheduled);
  body.push('');
  for (const line of order.det.lines) {
    if (isCancelledLine(line.st)) continue;
    body.push(`${line.cant} x ${line.np}`);
    for (const extra of line.extras) body.push(`   ${extra.cant} x ${extra.np}`);
    if (line.ct) body.push(`   "${line.ct}"`);
  }
  return { h: [texts.title, texts.order], c: body };
}
