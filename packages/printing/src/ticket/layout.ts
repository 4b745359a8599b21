import type { Bitmap } from '../escpos/bitmap.ts';
import { clampMultiplier } from '../escpos/commands.ts';
import type { Align, Ticket, TicketElement } from './elements.ts';
import { leftRightLines, wrapWords } from './wrap.ts';

export type LineStyle = {
  align: Align;
  bold: boolean;
  underline: boolean;
  invert: boolean;
  width: number;
  height: number;
};

/**
 * A ticket laid out for its paper: every text line already fits, so the encoder maps blocks to
 * bytes one by one and the virtual printer can be checked against `blockLines`.
 */
export type PrintBlock =
  | { kind: 'line'; text: string; style: LineStyle }
  | { kind: 'feed'; lines: number }
  | { kind: 'qr'; payload: string; align: Align; moduleDots?: number }
  | { kind: 'pdf417'; payload: string; align: Align; moduleDots?: number }
  | { kind: 'image'; bitmap: Bitmap; align: Align }
  | { kind: 'cut' };

export const PLAIN: LineStyle = {
  align: 'left',
  bold: false,
  underline: false,
  invert: false,
  width: 1,
  height: 1,
};

export function layoutTicket(ticket: Ticket): PrintBlock[] {
  const blocks = ticket.elements.flatMap((element) => layoutElement(element, ticket.columns));
  // Paper is only torn off at a cut, so every ticket ends with one.
  if (blocks.at(-1)?.kind !== 'cut') blocks.push({ kind: 'cut' });
  return blocks;
}

function layoutElement(element: TicketElement, columns: number): PrintBlock[] {
  switch (element.kind) {
    case 'text': {
      const width = clampMultiplier(element.size?.width ?? 1);
      const style: LineStyle = {
        align: element.align ?? 'left',
        bold: element.bold ?? false,
        underline: element.underline ?? false,
        invert: element.invert ?? false,
        width,
        height: clampMultiplier(element.size?.height ?? 1),
      };
      // Double-width characters take two cells, so fewer fit a line.
      const room = Math.max(1, Math.floor(columns / width));
      return wrapWords(element.text, room).map((text) => ({ kind: 'line', text, style }));
    }
    case 'columns': {
      const style = { ...PLAIN, bold: element.bold ?? false };
      return leftRightLines(element.left, element.right, columns, element.indent, element.hangingIndent).map(
        (text) => ({ kind: 'line', text, style }),
      );
    }
    case 'separator':
      return [{ kind: 'line', text: (element.char ?? '-').repeat(columns).slice(0, columns), style: PLAIN }];
    case 'feed':
      return element.lines > 0 ? [{ kind: 'feed', lines: element.lines }] : [];
    case 'qr':
    case 'pdf417':
      return [{ ...element, align: element.align ?? 'center' }];
    case 'image':
      return [{ kind: 'image', bitmap: element.bitmap, align: element.align ?? 'center' }];
    case 'cut':
      return [{ kind: 'cut' }];
  }
}

/** The text a ticket prints, line by line ('' for fed lines); symbols and images are left out. */
export function blockLines(blocks: readonly PrintBlock[]): string[] {
  return blocks.flatMap((block) => {
    if (block.kind === 'line') return [block.text];
    if (block.kind === 'feed') return new Array<string>(block.lines).fill('');
    return [];
  });
}
