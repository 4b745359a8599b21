import { DEFAULT_COLUMNS, fontSizeForWidth } from '../ticket/paper-width.ts';

export type PreviewOptions = {
  columns?: number;
  printerType?: string;
  /**
   * A fixed font size instead of spec/3 §9's size for the width: an ESC/POS printer's Font A is the same on
   * every roll, so with one size a 58 mm ticket shows narrower than an 80 mm one, as on the counter.
   */
  fontSize?: number;
};

/**
 * Sizes of the paper preview. The font size comes from the spec table for the paper width, so
 * the preview is as wide as the kiosk's own rendering. A printer cell is 12 dots wide in Font A,
 * which sets how big symbols and images are next to the text.
 */
export function paperMetrics(options: PreviewOptions) {
  const columns = options.columns ?? DEFAULT_COLUMNS;
  const fontSize = options.fontSize ?? fontSizeForWidth(columns, options.printerType);
  const charWidth = fontSize * 0.6;
  return {
    columns,
    fontSize,
    charWidth,
    lineHeight: fontSize * 1.25,
    dotPx: charWidth / 12,
    padding: charWidth * 2,
    paperWidth: columns * charWidth + charWidth * 4,
  };
}

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
