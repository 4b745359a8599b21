/**
 * Star Line Mode command bytes (the native command set of Star TSP100IV/TSP650II/TSP700II/
 * TSP800II and mC-Print printers), one builder per command the Star profile uses. The Star
 * decoder of the virtual printer reads the same commands, so both sides share these numbers.
 * Reference: Star Micronics "Star Line Mode Command Specifications".
 */
import type { Align } from '../escpos/commands.ts';

export const ESC = 0x1b;
export const GS = 0x1d;
export const LF = 0x0a;

const ALIGN_CODE: Record<Align, number> = { left: 0, center: 1, right: 2 };

/** ESC @ — initialise: clears the buffer and resets modes (the code page to its memory-switch value). */
export const initialize = (): number[] => [ESC, 0x40];
/** ESC GS t n — select code page (Star numbering: 1 PC437, 4 PC858, 32 Windows-1252). */
export const selectCodePage = (n: number): number[] => [ESC, GS, 0x74, n];
/** ESC GS a n — position alignment: 0 left, 1 centre, 2 right. */
export const align = (value: Align): number[] => [ESC, GS, 0x61, ALIGN_CODE[value]];
/** ESC E — select emphasised printing; ESC F — cancel it. */
export const bold = (on: boolean): number[] => [ESC, on ? 0x45 : 0x46];
/** ESC - n — underline 0 off, 1 on. */
export const underline = (on: boolean): number[] => [ESC, 0x2d, on ? 1 : 0];
/** ESC 4 — select highlight (white on black); ESC 5 — cancel it. */
export const invert = (on: boolean): number[] => [ESC, on ? 0x34 : 0x35];

/** Star expands characters up to ×6 in each direction. */
export const STAR_MAX_MULTIPLIER = 6;

/** ESC i n1 n2 — expansion: n1 height, n2 width, each multiplier − 1 (0–5). */
export function characterSize(width: number, height: number): number[] {
  return [ESC, 0x69, clampStarMultiplier(height) - 1, clampStarMultiplier(width) - 1];
}

export function clampStarMultiplier(value: number): number {
  return Math.min(STAR_MAX_MULTIPLIER, Math.max(1, Math.round(value)));
}

/** ESC a n — feed n lines (1–127). n = 0 feeds nothing, so it is not sent. */
export const feedLines = (n: number): number[] => {
  const lines = Math.min(127, Math.max(0, Math.round(n)));
  return lines === 0 ? [] : [ESC, 0x61, lines];
};

/** ESC d n — cut: 0 full / 1 partial where the paper is; 2 full / 3 partial after feeding to the cutter. */
export const CUT_FULL_WITH_FEED = 2;
export const CUT_PARTIAL_WITH_FEED = 3;
export const cut = (n: number = CUT_PARTIAL_WITH_FEED): number[] => [ESC, 0x64, n];

/** ESC GS y … — QR code. */
export const QR = 0x79;
/** ESC GS x … — PDF417. */
export const PDF417 = 0x78;
const S = 0x53;
const D = 0x44;
const P = 0x50;

/** ESC GS y S 0 n — QR model (1 or 2). */
export const qrModel = (n: 1 | 2): number[] => [ESC, GS, QR, S, 0x30, n];
/** ESC GS y S 1 n — QR error correction: 0 L, 1 M, 2 Q, 3 H. */
export const qrErrorCorrection = (n: 0 | 1 | 2 | 3): number[] => [ESC, GS, QR, S, 0x31, n];
/** ESC GS y S 2 n — QR cell size in dots (1–8). */
export const qrCellSize = (n: number): number[] => [ESC, GS, QR, S, 0x32, n];
/** ESC GS y D 1 m nL nH d… — store QR data, automatic mode (m = 0); nL nH count the data BYTES. */
export function qrData(data: Uint8Array): number[] {
  return [ESC, GS, QR, D, 0x31, 0, data.length & 0xff, (data.length >> 8) & 0xff, ...data];
}
/** ESC GS y P — print the stored QR. */
export const qrPrint = (): number[] => [ESC, GS, QR, P];

/**
 * ESC GS x S 0 n p1 p2 — PDF417 size. n = 0: the printer picks rows and columns for a symbol whose
 * height:width is p1:p2 (1–99 each); the other n values fix rows and/or columns.
 */
export const pdf417Size = (n: number, p1: number, p2: number): number[] => [
  ESC,
  GS,
  PDF417,
  S,
  0x30,
  n,
  p1,
  p2,
];
/** ESC GS x S 1 n — PDF417 security (error correction) level 0–8. */
export const pdf417Security = (n: number): number[] => [ESC, GS, PDF417, S, 0x31, n];
/** ESC GS x S 2 n — PDF417 module width in dots (1–10). */
export const pdf417ModuleWidth = (n: number): number[] => [ESC, GS, PDF417, S, 0x32, n];
/** ESC GS x S 3 n — PDF417 module aspect ratio (row height in module widths, 1–10). */
export const pdf417AspectRatio = (n: number): number[] => [ESC, GS, PDF417, S, 0x33, n];
/** ESC GS x D nL nH d… — store PDF417 data; nL nH count the data BYTES. */
export function pdf417Data(data: Uint8Array): number[] {
  return [ESC, GS, PDF417, D, data.length & 0xff, (data.length >> 8) & 0xff, ...data];
}
/** ESC GS x P — print the stored PDF417. */
export const pdf417Print = (): number[] => [ESC, GS, PDF417, P];

/** ESC GS S m xL xH yL yH n d… — raster image: m = 1 (one colour), x bytes a row, y rows, n = 0 (normal). */
export const RASTER = 0x53;
