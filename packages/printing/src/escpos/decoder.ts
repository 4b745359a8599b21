import { type Bitmap, unpackRows } from './bitmap.ts';
import { type CodePage, codePageByNumber, decodeByte, PC437 } from './code-page.ts';
import { ALIGN_BY_CODE, type Align, DLE, ESC, GS, LF, PDF417_CN, QR_CN } from './commands.ts';

/** What a printer does with the byte stream, in order. Style events carry only what changed. */
export type EscPosEvent =
  | { type: 'init' }
  | { type: 'text'; text: string }
  | { type: 'newline' }
  | { type: 'feed'; lines: number }
  | { type: 'align'; align: Align }
  | { type: 'bold'; on: boolean }
  | { type: 'underline'; on: boolean }
  | { type: 'invert'; on: boolean }
  | { type: 'size'; width: number; height: number }
  | { type: 'code-page'; codePage: CodePage['name'] | 'unknown'; number: number }
  | { type: 'qr'; payload: string; moduleDots: number }
  | { type: 'pdf417'; payload: string; moduleDots: number }
  | { type: 'image'; bitmap: Bitmap }
  | { type: 'cut'; partial: boolean }
  | { type: 'status-query'; n: number }
  | { type: 'unknown'; bytes: number[] };

export type Parsed = { length: number; events: EscPosEvent[] };
/** Returned when the command at hand is not complete yet: wait for more bytes. */
const INCOMPLETE = null;

/** A streaming reader of one printer command set (EscPosDecoder, StarLineDecoder). */
export interface PrinterDecoder {
  push(chunk: Uint8Array): EscPosEvent[];
  readonly pendingBytes: number;
}

const utf8 = new TextDecoder();

/**
 * What every streaming printer reader shares: bytes may arrive split anywhere (TCP), so what a
 * command cut in two has received waits for the rest; a profile's reader parses one item at `i`.
 */
export abstract class StreamingDecoder implements PrinterDecoder {
  private pending = new Uint8Array(0);

  push(chunk: Uint8Array): EscPosEvent[] {
    const bytes = concat(this.pending, chunk);
    const events: EscPosEvent[] = [];
    let offset = 0;
    while (offset < bytes.length) {
      const parsed = this.parseAt(bytes, offset);
      if (parsed === INCOMPLETE) break;
      events.push(...parsed.events);
      offset += parsed.length;
    }
    this.pending = bytes.slice(offset);
    return mergeText(events);
  }

  /** Bytes held back because the command they start is not complete. */
  get pendingBytes(): number {
    return this.pending.length;
  }

  /** One command or text run at `i`, or null when it is not complete yet. */
  protected abstract parseAt(b: Uint8Array, i: number): Parsed | null;
}

/** A run of printable bytes at `i` as text in the code page; control bytes leave no mark on paper. */
export function textRunAt(b: Uint8Array, i: number, codePage: CodePage): Parsed {
  const first = b[i]!;
  if (first < 0x20 || first === 0x7f) return { length: 1, events: [] };
  let end = i;
  let text = '';
  while (end < b.length && b[end]! >= 0x20 && b[end] !== 0x7f) text += decodeByte(b[end++]!, codePage);
  return { length: end - i, events: [{ type: 'text', text }] };
}

/**
 * A streaming ESC/POS reader: bytes may arrive split anywhere (TCP), so a command cut in two
 * waits for the rest. It knows the commands Comanda's encoder sends plus the common ones other
 * drivers send; an unknown ESC/GS command skips its first parameter byte, which is what most
 * one-parameter commands need and keeps the reader in step with the text that follows.
 */
export class EscPosDecoder extends StreamingDecoder {
  private codePage: CodePage = PC437;
  private readonly qr = { moduleDots: 3, data: new Uint8Array(0) };
  private readonly pdf417 = { moduleDots: 3, data: new Uint8Array(0) };

  protected parseAt(b: Uint8Array, i: number): Parsed | null {
    const first = b[i]!;
    if (first === LF) return { length: 1, events: [{ type: 'newline' }] };
    if (first === ESC) return this.parseEsc(b, i);
    if (first === GS) return this.parseGs(b, i);
    if (first === DLE) return this.parseDle(b, i);
    if (first === 0x1c) return need(b, i, 2) ? { length: 2, events: [] } : INCOMPLETE; // FS x: Kanji on/off
    return textRunAt(b, i, this.codePage); // CR, HT, … have no mark on paper
  }

  private parseEsc(b: Uint8Array, i: number): Parsed | null {
    if (!need(b, i, 2)) return INCOMPLETE;
    const command = b[i + 1]!;
    if (command === 0x40) {
      this.codePage = PC437;
      return { length: 2, events: [{ type: 'init' }] };
    }
    if (command === 0x32) return { length: 2, events: [] }; // ESC 2 default line spacing
    if (command === 0x70) return need(b, i, 5) ? { length: 5, events: [] } : INCOMPLETE; // ESC p drawer kick
    if (!need(b, i, 3)) return INCOMPLETE;
    const n = b[i + 2]!;
    const one = (events: EscPosEvent[]): Parsed => ({ length: 3, events });
    switch (command) {
      case 0x61:
        return one([{ type: 'align', align: ALIGN_BY_CODE[n % 48] ?? 'left' }]);
      case 0x45:
      case 0x47: // ESC G double-strike prints like bold
        return one([{ type: 'bold', on: (n & 1) === 1 }]);
      case 0x2d:
        return one([{ type: 'underline', on: n % 48 > 0 }]);
      case 0x74: {
        const page = codePageByNumber(n);
        if (page) this.codePage = page;
        return one([{ type: 'code-page', codePage: page?.name ?? 'unknown', number: n }]);
      }
      case 0x64:
        return one([{ type: 'feed', lines: n }]);
      case 0x21: // ESC ! print mode: bit 3 bold, bit 4 double height, bit 5 double width, bit 7 underline
        return one([
          { type: 'bold', on: (n & 0x08) !== 0 },
          { type: 'size', width: n & 0x20 ? 2 : 1, height: n & 0x10 ? 2 : 1 },
          { type: 'underline', on: (n & 0x80) !== 0 },
        ]);
      case 0x69:
      case 0x6d: // ESC i / ESC m: old cut commands take no parameter
        return { length: 2, events: [{ type: 'cut', partial: command === 0x6d }] };
      default:
        return one([]);
    }
  }

  private parseGs(b: Uint8Array, i: number): Parsed | null {
    if (!need(b, i, 3)) return INCOMPLETE;
    const command = b[i + 1]!;
    const n = b[i + 2]!;
    switch (command) {
      case 0x21:
        return { length: 3, events: [{ type: 'size', width: (n >> 4) + 1, height: (n & 0x0f) + 1 }] };
      case 0x42:
        return { length: 3, events: [{ type: 'invert', on: (n & 1) === 1 }] };
      case 0x56: {
        // GS V m: m 0/1/48/49 cut now; 65/66 feed n then cut (one more byte)
        const withFeed = n === 65 || n === 66;
        if (withFeed && !need(b, i, 4)) return INCOMPLETE;
        const partial = n === 1 || n === 49 || n === 66;
        return { length: withFeed ? 4 : 3, events: [{ type: 'cut', partial }] };
      }
      case 0x28:
        return this.parseGsParen(b, i);
      case 0x76:
        return parseRaster(b, i);
      case 0x6b:
        return parseLinearBarcode(b, i);
      case 0x4c:
      case 0x57: // GS L / GS W margins and width take two bytes
        return need(b, i, 4) ? { length: 4, events: [] } : INCOMPLETE;
      default:
        return { length: 3, events: [] };
    }
  }

  /** GS ( x pL pH … — a family of functions with a length prefix; only GS ( k (symbols) matters here. */
  private parseGsParen(b: Uint8Array, i: number): Parsed | null {
    if (!need(b, i, 5)) return INCOMPLETE;
    const family = b[i + 2]!;
    const size = b[i + 3]! + b[i + 4]! * 256;
    if (!need(b, i, 5 + size)) return INCOMPLETE;
    const body = b.subarray(i + 5, i + 5 + size);
    const length = 5 + size;
    if (family !== 0x6b || body.length < 2) return { length, events: [] };
    const [cn, fn] = [body[0]!, body[1]!];
    const symbol = cn === QR_CN ? this.qr : cn === PDF417_CN ? this.pdf417 : null;
    if (!symbol) return { length, events: [] };
    if ((cn === QR_CN && fn === 67) || (cn === PDF417_CN && fn === 67)) symbol.moduleDots = body[2] ?? 3;
    if (fn === 80) symbol.data = body.slice(3);
    if (fn === 81) {
      const payload = utf8.decode(symbol.data);
      return {
        length,
        events: [{ type: cn === QR_CN ? 'qr' : 'pdf417', payload, moduleDots: symbol.moduleDots }],
      };
    }
    return { length, events: [] };
  }

  private parseDle(b: Uint8Array, i: number): Parsed | null {
    if (!need(b, i, 3)) return INCOMPLETE;
    const command = b[i + 1]!;
    if (command === 0x04) return { length: 3, events: [{ type: 'status-query', n: b[i + 2]! }] };
    if (command === 0x14) return need(b, i, 5) ? { length: 5, events: [] } : INCOMPLETE; // DLE DC4 fn m t
    return { length: 3, events: [] }; // DLE ENQ n and others
  }
}

/** GS v 0 m xL xH yL yH d1…dk — raster bit image. */
function parseRaster(b: Uint8Array, i: number): Parsed | null {
  if (!need(b, i, 8)) return INCOMPLETE;
  const bytesPerRow = b[i + 4]! + b[i + 5]! * 256;
  const height = b[i + 6]! + b[i + 7]! * 256;
  const size = bytesPerRow * height;
  if (!need(b, i, 8 + size)) return INCOMPLETE;
  const bitmap = unpackRows(b.subarray(i + 8, i + 8 + size), bytesPerRow, height);
  return { length: 8 + size, events: [{ type: 'image', bitmap }] };
}

/** GS k m … — 1D barcodes: m 0–6 end with NUL, m 65+ carry a length byte. Skipped, not drawn. */
function parseLinearBarcode(b: Uint8Array, i: number): Parsed | null {
  const m = b[i + 2]!;
  if (m >= 65) {
    if (!need(b, i, 4)) return INCOMPLETE;
    const size = b[i + 3]!;
    return need(b, i, 4 + size)
      ? { length: 4 + size, events: [{ type: 'unknown', bytes: [GS, 0x6b, m] }] }
      : INCOMPLETE;
  }
  const end = b.indexOf(0, i + 3);
  return end < 0 ? INCOMPLETE : { length: end + 1 - i, events: [{ type: 'unknown', bytes: [GS, 0x6b, m] }] };
}

export function need(b: Uint8Array, i: number, count: number): boolean {
  return b.length - i >= count;
}

export function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

/** Text split across chunks arrives as two events; one run per stretch of text reads better. */
export function mergeText(events: EscPosEvent[]): EscPosEvent[] {
  const merged: EscPosEvent[] = [];
  for (const event of events) {
    const last = merged.at(-1);
    if (event.type === 'text' && last?.type === 'text') last.text += event.text;
    else merged.push(event);
  }
  return merged;
}
