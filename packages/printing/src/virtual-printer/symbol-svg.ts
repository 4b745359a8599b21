import type { Bitmap } from '../escpos/bitmap.ts';
import { PDF417_ROW_HEIGHT_MODULES, pdf417Grid, qrGrid, type SymbolGrid } from '../escpos/symbols.ts';

export type SvgPicture = { svg: string; width: number; height: number };

/** Dark cells as one SVG path: one rectangle per horizontal run, so a QR is a few hundred rects, not thousands. */
function cellsSvg(
  columns: number,
  rows: number,
  isDark: (c: number, r: number) => boolean,
  cellW: number,
  cellH: number,
  quiet: number,
): SvgPicture {
  const parts: string[] = [];
  for (let r = 0; r < rows; r++) {
    let c = 0;
    while (c < columns) {
      if (!isDark(c, r)) {
        c++;
        continue;
      }
      const start = c;
      while (c < columns && isDark(c, r)) c++;
      const run = round((c - start) * cellW);
      parts.push(
        `M${round((start + quiet) * cellW)} ${round((r + quiet) * cellH)}h${run}v${round(cellH)}h${-run}z`,
      );
    }
  }
  const width = round((columns + 2 * quiet) * cellW);
  const height = round((rows + 2 * quiet) * cellH);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" shape-rendering="crispEdges">` +
    `<rect width="100%" height="100%" fill="#fff"/><path fill="#000" d="${parts.join('')}"/></svg>`;
  return { svg, width, height };
}

function gridSvg(grid: SymbolGrid, cellW: number, cellH: number): SvgPicture {
  return cellsSvg(grid.columns, grid.rows, grid.isDark, cellW, cellH, 2);
}

/** The QR a printer would draw for this payload, redrawn with `qrcode` from the decoded payload. */
export function qrSvg(payload: string, modulePx: number): SvgPicture {
  return gridSvg(qrGrid(payload), modulePx, modulePx);
}

/** The PDF417 of this payload, drawn with bwip-js's encoder. */
export function pdf417Svg(payload: string, modulePx: number): SvgPicture {
  return gridSvg(pdf417Grid(payload), modulePx, modulePx * PDF417_ROW_HEIGHT_MODULES);
}

export function bitmapSvg(bitmap: Bitmap, dotPx: number): SvgPicture {
  return cellsSvg(
    bitmap.width,
    bitmap.height,
    (c, r) => bitmap.pixels[r * bitmap.width + c] === 1,
    dotPx,
    dotPx,
    0,
  );
}

/** Two decimals are finer than any screen, and keep a QR's path short. */
function round(value: number): number {
  return Math.round(value * 100) / 100;
}
