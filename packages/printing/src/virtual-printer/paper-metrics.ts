import { DEFAULT_COLUMNS, fontSizeForWidth } from '../ticket/paper-width.ts';

export type PreviewOptions = { columns?: number; printerType?: string };

/**
 * Sizes of the paper preview. The font size comes from the spec table for the paper width, so
 * the preview is as wide as the kiosk's own rendering. A printer cell is 12 dots wide in Font A,
 * which sets how big symbols and images are next to the text.
 */
export function paperMetrics(options: PreviewOptions) {
  const columns = options.columns ?? DEFAULT_COLUMNS;
  const fontSize = fontSizeForWidth(columns, options.printerType);
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
