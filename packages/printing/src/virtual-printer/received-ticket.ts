import type { Bitmap } from '../escpos/bitmap.ts';
import type { Align } from '../escpos/commands.ts';

export type TextSegment = {
  text: string;
  bold: boolean;
  underline: boolean;
  invert: boolean;
  width: number;
  height: number;
};

/** One printed thing, top to bottom, as the paper shows it. */
export type PrintedItem =
  | { kind: 'text'; align: Align; text: string; segments: TextSegment[] }
  | { kind: 'qr'; align: Align; payload: string; moduleDots: number }
  | { kind: 'pdf417'; align: Align; payload: string; moduleDots: number }
  | { kind: 'image'; align: Align; bitmap: Bitmap };

/**
 * A piece of paper: everything printed between two cuts. `complete` is false for a piece that was
 * printing when the connection ended without a cut (what a real printer leaves hanging out).
 */
export type ReceivedTicket = {
  id: number;
  receivedAt: Date;
  complete: boolean;
  items: PrintedItem[];
};

/** The text lines of a ticket ('' for blank lines), as `blockLines` gives them for what was sent. */
export function ticketLines(ticket: ReceivedTicket): string[] {
  return ticket.items.flatMap((item) => (item.kind === 'text' ? [item.text] : []));
}

export function ticketSymbols(ticket: ReceivedTicket, kind: 'qr' | 'pdf417'): string[] {
  return ticket.items.flatMap((item) => (item.kind === kind ? [item.payload] : []));
}
