/**
 * Epson ESC/POS command bytes, one builder per command the encoder uses. The virtual printer's
 * decoder reads the same commands, so both sides share these numbers.
 * Reference: Epson "ESC/POS Command Reference for TM printers".
 */
export const ESC = 0x1b;
export const GS = 0x1d;
export const DLE = 0x10;
export const EOT = 0x04;
export const LF = 0x0a;

export type Align = 'left' | 'center' | 'right';
const ALIGN_CODE: Record<Align, number> = { left: 0, center: 1, right: 2 };
export const ALIGN_BY_CODE: readonly Align[] = ['left', 'center', 'right'];

/** ESC @ — reset modes; the printer goes back to PC437, left, normal size. */
export const initialize = (): number[] => [ESC, 0x40];
/** ESC t n — select character code table. */
export const selectCodePage = (n: number): number[] => [ESC, 0x74, n];
/** ESC a n — justification; only honoured at the start of a line. */
export const align = (value: Align): number[] => [ESC, 0x61, ALIGN_CODE[value]];
/** ESC E n — emphasised (bold). */
export const bold = (on: boolean): number[] => [ESC, 0x45, on ? 1 : 0];
/** ESC - n — underline, 1 dot. */
export const underline = (on: boolean): number[] => [ESC, 0x2d, on ? 1 : 0];
/** GS B n — white on black. */
export const invert = (on: boolean): number[] => [GS, 0x42, on ? 1 : 0];

/** GS ! n — character size: width and height multipliers 1–8 in the high and low nibbles. */
export function characterSize(width: number, height: number): number[] {
  const w = clampMultiplier(width);
  const h = clampMultiplier(height);
  return [GS, 0x21, ((w - 1) << 4) | (h - 1)];
}

export function clampMultiplier(value: number): number {
  return Math.min(8, Math.max(1, Math.round(value)));
}

/** ESC d n — print and feed n lines. */
export const feedLines = (n: number): number[] => [ESC, 0x64, Math.min(255, Math.max(0, n))];

/** GS V 66 n — feed to the cutter plus n motion units, then partial cut (leaves a hinge). */
export const partialCutWithFeed = (n = 3): number[] => [GS, 0x56, 0x42, n];

/** GS ( k pL pH cn fn [params] — the 2D symbol function family (QR cn=49, PDF417 cn=48). */
export function symbolFunction(cn: number, fn: number, params: ArrayLike<number>): number[] {
  const length = params.length + 2;
  return [GS, 0x28, 0x6b, length & 0xff, (length >> 8) & 0xff, cn, fn, ...Array.from(params)];
}

export const QR_CN = 49;
export const PDF417_CN = 48;

/** DLE EOT n — real-time status: 1 printer, 2 offline cause, 4 paper roll sensor. */
export const realtimeStatus = (n: 1 | 2 | 4): number[] => [DLE, EOT, n];
