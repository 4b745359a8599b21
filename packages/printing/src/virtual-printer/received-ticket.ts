import type { Bitmap } from '../escpos/bitmap.ts';
import type { Align } from '../escpos/commands.ts';
import { FONT_SIZE_BY_COLUMNS } from '../ticket/paper-width.ts';

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

/**
 * How wide the ticket was laid out, in printer cells (issue 12 item 6: the paper view draws each ticket at
 * its own width). ESC/POS bytes do not say the paper's width, but the layout fills it: separators and
 * two-column lines span every column, so the widest line (double-width characters count twice) is the
 * width, taken up to the nearest width of spec/3 §9's table for a ticket whose lines are all short. A
 * ticket without text keeps `fallback`.
 */
export function ticketColumns(ticket: ReceivedTicket, fallback: number): number {
  let widest = 0;
  for (const item of ticket.items) {
    if (item.kind !== 'text') continue;
    const cells = item.segments.reduce((sum, s) => sum + Array.from(s.text).length * Math.max(1, s.width), 0);
    widest = Math.max(widest, cells);
  }
  if (widest === 0) return fallback;
  const listed = [...FONT_SIZE_BY_COLUMNS.keys()].sort((a, b) => a - b);
  return listed.find((width) => width >= widest) ?? widest;
}
