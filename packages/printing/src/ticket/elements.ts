import type { Bitmap } from '../escpos/bitmap.ts';
import type { Align } from '../escpos/commands.ts';

export type { Align };

/** Character multipliers of ESC/POS GS ! (1–8). */
export type TextSize = { width: number; height: number };

export type TextStyle = {
  align?: Align;
  bold?: boolean;
  underline?: boolean;
  invert?: boolean;
  size?: TextSize;
};

/**
 * What a ticket is made of, before it is laid out to a paper width. Text here is a paragraph:
 * the layout wraps it; '\n' forces a new line.
 */
export type TicketElement =
  | ({ kind: 'text'; text: string } & TextStyle)
  /** Left text and right text on one line (a product and its price); the left side wraps. */
  | { kind: 'columns'; left: string; right: string; bold?: boolean; indent?: number; hangingIndent?: number }
  | { kind: 'separator'; char?: string }
  | { kind: 'feed'; lines: number }
  | { kind: 'qr'; payload: string; align?: Align; moduleDots?: number }
  | { kind: 'pdf417'; payload: string; align?: Align; moduleDots?: number }
  | { kind: 'image'; bitmap: Bitmap; align?: Align }
  | { kind: 'cut' };

/** A ticket is laid out for a paper width counted in characters of the normal font. */
export type Ticket = { columns: number; elements: TicketElement[] };

export const DEFAULT_SIZE: TextSize = { width: 1, height: 1 };
