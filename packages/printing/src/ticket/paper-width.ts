/**
 * spec/3 §9 'Codes': thermal print font sizes by paper width (columns → size) and the IMIN3 factor.
 * The font size is what a renderer that draws text itself needs (the IMIN device script and the
 * virtual printer's paper preview); an ESC/POS printer prints its own font, and columns is how many
 * of its characters fit a line.
 */
export const FONT_SIZE_BY_COLUMNS: ReadonlyMap<number, number> = new Map([
  [54, 12],
  [48, 14],
  [42, 15],
  [38, 16],
  [35, 19],
  [34, 18],
  [32, 20],
  [29, 22],
]);

/**
 * The two paper rolls a technician chooses between on the test print (issue 12 item 6), in Font A columns:
 * 58 mm paper prints 48 mm (384 dots, 32 cells of 12 dots), 80 mm paper 72 mm (576 dots, 48 cells).
 */
export const PAPER_COLUMNS = { 58: 32, 80: 48 } as const;
export type PaperMm = keyof typeof PAPER_COLUMNS;

/** spec/3 §9: default width 38. */
export const DEFAULT_COLUMNS = 38;
/** spec/3 §9: the IMIN3 printer scales by 1.5. */
export const IMIN3_FONT_FACTOR = 1.5;

/**
 * Font size for a paper width. A width the spec does not list takes the size of the nearest listed
 * width (the narrower one on a tie), so an odd printer setting still prints readable text.
 */
export function fontSizeForWidth(columns: number = DEFAULT_COLUMNS, printerType?: string): number {
  const base = FONT_SIZE_BY_COLUMNS.get(columns) ?? FONT_SIZE_BY_COLUMNS.get(nearestListedWidth(columns))!;
  return printerType?.toUpperCase() === 'IMIN3' ? base * IMIN3_FONT_FACTOR : base;
}

function nearestListedWidth(columns: number): number {
  let best = DEFAULT_COLUMNS;
  for (const width of FONT_SIZE_BY_COLUMNS.keys()) {
    const distance = Math.abs(width - columns);
    const bestDistance = Math.abs(best - columns);
    if (distance < bestDistance || (distance === bestDistance && width < best)) best = width;
  }
  return best;
}
