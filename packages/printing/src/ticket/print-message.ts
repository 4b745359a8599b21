import { text } from '@comanda/domain';
import * as z from 'zod/mini';
import type { Ticket, TicketElement } from './elements.ts';
import { DEFAULT_COLUMNS } from './paper-width.ts';

/**
 * Lines may come as one text with '\n' or as a list; both mean lines. A message is stored with its print job,
 * so its texts are storable and bounded like any request's (domain `text`).
 */
const ZLines = z.pipe(
  z._default(
    z.union([text({ max: 4000, multiline: true }), z.array(text({ max: 200 })).check(z.maxLength(100))]),
    [],
  ),
  z.transform((value) => (typeof value === 'string' ? (value === '' ? [] : value.split('\n')) : value)),
);

/**
 * spec/3 §3 'Print message' (the args of a `dte` print job): h header, c body, qrpre a QR printed
 * before the body with its title qrpret, qrpost a QR after the body with its title qrpostt, and
 * txqrpost a text after that QR. Wire names stay; readable names are given by `printMessageTicket`.
 */
export const ZPrintMessage = z.object({
  h: ZLines,
  c: ZLines,
  qrpre: z._default(text({ max: 1000 }), ''),
  qrpret: z._default(text({ max: 200 }), ''),
  qrpost: z._default(text({ max: 1000 }), ''),
  qrpostt: z._default(text({ max: 200 }), ''),
  txqrpost: z._default(text({ max: 500, multiline: true }), ''),
});
export type TPrintMessage = z.infer<typeof ZPrintMessage>;
export type TPrintMessageInput = z.input<typeof ZPrintMessage>;

/** A print message as a ticket: header bold and centred, body as written, QRs centred with titles. */
export function printMessageTicket(input: TPrintMessageInput, columns = DEFAULT_COLUMNS): Ticket {
  const message = ZPrintMessage.parse(input);
  const elements: TicketElement[] = [];
  for (const line of message.h) elements.push({ kind: 'text', text: line, align: 'center', bold: true });
  if (message.qrpre) elements.push(...titledQr(message.qrpre, message.qrpret));
  for (const line of message.c) elements.push({ kind: 'text', text: line });
  if (message.qrpost) elements.push(...titledQr(message.qrpost, message.qrpostt));
  if (message.txqrpost) elements.push({ kind: 'text', text: message.txqrpost, align: 'center' });
  elements.push({ kind: 'cut' });
  return { columns, elements };
}

function titledQr(payload: string, title: string): TicketElement[] {
  const titleElement: TicketElement[] = title
    ? [{ kind: 'text', text: title, align: 'center', bold: true }]
    : [];
  return [...titleElement, { kind: 'qr', payload, align: 'center' }];
}
