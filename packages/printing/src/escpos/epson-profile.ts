import { type Bitmap, packRows } from './bitmap.ts';
import * as cmd from './commands.ts';
import { type CommandProfile, clampDots } from './profile.ts';
import { DEFAULT_PDF417_MODULE_DOTS, DEFAULT_QR_MODULE_DOTS, PDF417_ROW_HEIGHT_MODULES } from './symbols.ts';

const utf8 = new TextEncoder();

/** Epson ESC/POS (commands.ts). */
export const EPSON_PROFILE: CommandProfile = {
  name: 'epson',
  initialize: cmd.initialize,
  selectCodePage: (page) => cmd.selectCodePage(page.escposNumber),
  align: cmd.align,
  bold: cmd.bold,
  underline: cmd.underline,
  invert: cmd.invert,
  size: cmd.characterSize,
  feed: cmd.feedLines,
  cut: () => cmd.partialCutWithFeed(),
  qr: nativeQr,
  pdf417: nativePdf417,
  raster,
};

/** GS ( k, QR: model 2, module size, error correction M, store the data, print it. */
export function nativeQr(payload: string, moduleDots = DEFAULT_QR_MODULE_DOTS): number[] {
  const data = utf8.encode(payload);
  return [
    ...cmd.symbolFunction(cmd.QR_CN, 65, [50, 0]),
    ...cmd.symbolFunction(cmd.QR_CN, 67, [clampDots(moduleDots, 1, 16)]),
    ...cmd.symbolFunction(cmd.QR_CN, 69, [49]),
    ...cmd.symbolFunction(cmd.QR_CN, 80, [48, ...data]),
    ...cmd.symbolFunction(cmd.QR_CN, 81, [48]),
  ];
}

/**
 * GS ( k, PDF417: automatic columns and rows, module width, row height (in module widths),
 * error correction by ratio (level 1 = 10%), standard (not truncated), store, print.
 */
export function nativePdf417(payload: string, moduleDots = DEFAULT_PDF417_MODULE_DOTS): number[] {
  const data = utf8.encode(payload);
  return [
    ...cmd.symbolFunction(cmd.PDF417_CN, 65, [0]),
    ...cmd.symbolFunction(cmd.PDF417_CN, 66, [0]),
    ...cmd.symbolFunction(cmd.PDF417_CN, 67, [clampDots(moduleDots, 2, 8)]),
    ...cmd.symbolFunction(cmd.PDF417_CN, 68, [PDF417_ROW_HEIGHT_MODULES]),
    ...cmd.symbolFunction(cmd.PDF417_CN, 69, [49, 1]),
    ...cmd.symbolFunction(cmd.PDF417_CN, 70, [0]),
    ...cmd.symbolFunction(cmd.PDF417_CN, 80, [48, ...data]),
    ...cmd.symbolFunction(cmd.PDF417_CN, 81, [48]),
  ];
}

/** GS v 0 m xL xH yL yH d… — a raster bit image at normal density. */
export function raster(bitmap: Bitmap): number[] {
  const bytesPerRow = Math.ceil(bitmap.width / 8);
  return [
    cmd.GS,
    0x76,
    0x30,
    0,
    bytesPerRow & 0xff,
    (bytesPerRow >> 8) & 0xff,
    bitmap.height & 0xff,
    (bitmap.height >> 8) & 0xff,
    ...packRows(bitmap),
  ];
}
