import bwipjs from 'bwip-js/node';
import QRCode from 'qrcode';
import { type Bitmap, gridToBitmap } from './bitmap.ts';

/**
 * The symbol settings both paths share, so a native QR and its raster fallback are the same
 * symbol: QR model 2, error correction M, PDF417 with bwip-js's automatic columns.
 */
export const QR_ERROR_CORRECTION = 'M';
export const DEFAULT_QR_MODULE_DOTS = 6;
export const DEFAULT_PDF417_MODULE_DOTS = 2;
export const PDF417_ROW_HEIGHT_MODULES = 3;
const QUIET_MODULES = 2;

export type SymbolGrid = { columns: number; rows: number; isDark: (column: number, row: number) => boolean };

export function qrGrid(payload: string): SymbolGrid {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: QR_ERROR_CORRECTION });
  return { columns: modules.size, rows: modules.size, isDark: (c, r) => modules.get(r, c) === 1 };
}

/** bwip-js repeats each PDF417 row `rowmult` times in pixy; the distinct rows are pixs / pixx. */
export function pdf417Grid(payload: string): SymbolGrid {
  const [symbol] = bwipjs.raw('pdf417', payload, {});
  if (!symbol || !('pixs' in symbol)) throw new Error('bwip-js returned no PDF417 matrix');
  const rows = symbol.pixs.length / symbol.pixx;
  return { columns: symbol.pixx, rows, isDark: (c, r) => symbol.pixs[r * symbol.pixx + c] === 1 };
}

export function qrBitmap(payload: string, moduleDots = DEFAULT_QR_MODULE_DOTS): Bitmap {
  const grid = qrGrid(payload);
  return gridToBitmap(grid.columns, grid.rows, grid.isDark, moduleDots, moduleDots, QUIET_MODULES);
}

export function pdf417Bitmap(payload: string, moduleDots = DEFAULT_PDF417_MODULE_DOTS): Bitmap {
  const grid = pdf417Grid(payload);
  const rowDots = moduleDots * PDF417_ROW_HEIGHT_MODULES;
  return gridToBitmap(grid.columns, grid.rows, grid.isDark, moduleDots, rowDots, QUIET_MODULES);
}
