import type { Bitmap } from './bitmap.ts';
import type { CodePage } from './code-page.ts';
import type { Align } from './commands.ts';

/**
 * The command sets Comanda speaks. 'epson' is ESC/POS (Epson TM and the many compatible clones,
 * IMIN); 'star' is Star Line Mode, the native command set of Star TSP/mC-Print printers.
 */
export type PrinterProfileName = 'epson' | 'star';

export const PRINTER_PROFILES: readonly PrinterProfileName[] = ['epson', 'star'];

/**
 * One printer command set: the encoder lays a ticket out once and asks the profile for the bytes
 * of each step, so both command sets print the same paper. Every builder returns whole commands.
 */
export interface CommandProfile {
  readonly name: PrinterProfileName;
  /** Reset to power-on modes. */
  initialize(): number[];
  selectCodePage(page: CodePage): number[];
  align(value: Align): number[];
  bold(on: boolean): number[];
  underline(on: boolean): number[];
  invert(on: boolean): number[];
  /** Width and height multipliers; each profile clamps to what its printers can do. */
  size(width: number, height: number): number[];
  /** Feed n blank lines. */
  feed(lines: number): number[];
  /** Feed to the cutter and cut partially (leaving a hinge). */
  cut(): number[];
  /** A native QR (model 2, error correction M); data as UTF-8 with a byte-length prefix. */
  qr(payload: string, moduleDots?: number): number[];
  /** A native PDF417; data as UTF-8 with a byte-length prefix. */
  pdf417(payload: string, moduleDots?: number): number[];
  /** A 1-bit raster image (also the fallback for printers without native symbols). */
  raster(bitmap: Bitmap): number[];
}

export function isPrinterProfileName(value: unknown): value is PrinterProfileName {
  return value === 'epson' || value === 'star';
}

export function clampDots(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, Math.round(value)));
}
