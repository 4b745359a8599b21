import { type Bitmap, packRows } from '../escpos/bitmap.ts';
import { type CommandProfile, clampDots } from '../escpos/profile.ts';
import {
  DEFAULT_PDF417_MODULE_DOTS,
  DEFAULT_QR_MODULE_DOTS,
  PDF417_ROW_HEIGHT_MODULES,
} from '../escpos/symbols.ts';
import * as star from './commands.ts';

const utf8 = new TextEncoder();

/** PDF417 security level 2: what bwip-js picks for short data, so native and raster match. */
export const STAR_PDF417_SECURITY = 2;

/** Star Line Mode (star/commands.ts). */
export const STAR_PROFILE: CommandProfile = {
  name: 'star',
  initialize: star.initialize,
  selectCodePage: (page) => star.selectCodePage(page.starNumber),
  align: star.align,
  bold: star.bold,
  underline: star.underline,
  invert: star.invert,
  size: star.characterSize,
  feed: star.feedLines,
  cut: () => star.cut(star.CUT_PARTIAL_WITH_FEED),
  qr: starQr,
  pdf417: starPdf417,
  raster: starRaster,
};

/** ESC GS y: model 2, error correction M, cell size, store (UTF-8, byte count), print. */
export function starQr(payload: string, moduleDots = DEFAULT_QR_MODULE_DOTS): number[] {
  return [
    ...star.qrModel(2),
    ...star.qrErrorCorrection(1),
    ...star.qrCellSize(clampDots(moduleDots, 1, 8)),
    ...star.qrData(utf8.encode(payload)),
    ...star.qrPrint(),
  ];
}

/** PDF417 height:width ratio 1:3 — rows and columns chosen by the printer, a wide, low symbol. */
export const STAR_PDF417_RATIO: readonly [number, number] = [1, 3];

/**
 * ESC GS x: size by ratio 1:3, security level 2, module width, row height 3 module
 * widths (as the Epson path), store (UTF-8, byte count), print.
 */
export function starPdf417(payload: string, moduleDots = DEFAULT_PDF417_MODULE_DOTS): number[] {
  return [
    ...star.pdf417Size(0, STAR_PDF417_RATIO[0], STAR_PDF417_RATIO[1]),
    ...star.pdf417Security(STAR_PDF417_SECURITY),
    ...star.pdf417ModuleWidth(clampDots(moduleDots, 1, 10)),
    ...star.pdf417AspectRatio(PDF417_ROW_HEIGHT_MODULES),
    ...star.pdf417Data(utf8.encode(payload)),
    ...star.pdf417Print(),
  ];
}

/** ESC GS S 1 xL xH yL yH 0 d… — rows of ceil(width / 8) bytes, most significant bit leftmost. */
export function starRaster(bitmap: Bitmap): number[] {
  const bytesPerRow = Math.ceil(bitmap.width / 8);
  return [
    star.ESC,
    star.GS,
    star.RASTER,
    1,
    bytesPerRow & 0xff,
    (bytesPerRow >> 8) & 0xff,
    bitmap.height & 0xff,
    (bitmap.height >> 8) & 0xff,
    0,
    ...packRows(bitmap),
  ];
}
