import { unpackRows } from '../escpos/bitmap.ts';
import { type CodePage, codePageByStarNumber, PC437 } from '../escpos/code-page.ts';
import { ALIGN_BY_CODE } from '../escpos/commands.ts';
import { type EscPosEvent, need, type Parsed, StreamingDecoder, textRunAt } from '../escpos/decoder.ts';
import { ESC, GS, LF, PDF417, QR, RASTER } from './commands.ts';

const INCOMPLETE = null;
const utf8 = new TextDecoder();

/**
 * A streaming Star Line Mode reader, the Star twin of EscPosDecoder: the same events, so the
 * virtual printer assembles paper from either. Commands split across TCP chunks wait for the rest.
 * It knows the commands the Star profile sends plus a few common ones; an unknown ESC command
 * skips one parameter byte and an unknown ESC GS command two, keeping the text that follows.
 */
export class StarLineDecoder extends StreamingDecoder {
  private codePage: CodePage = PC437;
  private qr = { moduleDots: 3, data: new Uint8Array(0) };
  private pdf417 = { moduleDots: 2, data: new Uint8Array(0) };

  protected parseAt(b: Uint8Array, i: number): Parsed | null {
    const first = b[i]!;
    if (first === LF) return { length: 1, events: [{ type: 'newline' }] };
    if (first === ESC) return this.parseEsc(b, i);
    return textRunAt(b, i, this.codePage); // CR, ENQ, EOT, … leave no mark
  }

  private parseEsc(b: Uint8Array, i: number): Parsed | null {
    if (!need(b, i, 2)) return INCOMPLETE;
    const command = b[i + 1]!;
    const two = (events: EscPosEvent[]): Parsed => ({ length: 2, events });
    switch (command) {
      case 0x40:
        this.codePage = PC437;
        return two([{ type: 'init' }]);
      case 0x45:
        return two([{ type: 'bold', on: true }]);
      case 0x46:
        return two([{ type: 'bold', on: false }]);
      case 0x34:
        return two([{ type: 'invert', on: true }]);
      case 0x35:
        return two([{ type: 'invert', on: false }]);
      case GS:
        return this.parseEscGs(b, i);
      case 0x69: // ESC i n1 n2: height n1 + 1, width n2 + 1
        return need(b, i, 4)
          ? {
              length: 4,
              events: [{ type: 'size', width: (b[i + 3]! % 48) + 1, height: (b[i + 2]! % 48) + 1 }],
            }
          : INCOMPLETE;
    }
    if (!need(b, i, 3)) return INCOMPLETE;
    const n = b[i + 2]!;
    const three = (events: EscPosEvent[]): Parsed => ({ length: 3, events });
    switch (command) {
      case 0x2d:
        return three([{ type: 'underline', on: n % 48 > 0 }]);
      case 0x61:
        return three([{ type: 'feed', lines: n }]);
      case 0x64: // ESC d n: 0/48 full, 1/49 partial, 2/50 full after feed, 3/51 partial after feed
        return three([{ type: 'cut', partial: n % 2 === 1 }]);
      default:
        return three([]);
    }
  }

  private parseEscGs(b: Uint8Array, i: number): Parsed | null {
    if (!need(b, i, 3)) return INCOMPLETE;
    const command = b[i + 2]!;
    if (command === QR || command === PDF417) return this.parseSymbol(b, i, command);
    if (command === RASTER) return parseRaster(b, i);
    if (!need(b, i, 4)) return INCOMPLETE;
    const n = b[i + 3]!;
    switch (command) {
      case 0x61:
        return { length: 4, events: [{ type: 'align', align: ALIGN_BY_CODE[n % 48] ?? 'left' }] };
      case 0x74: {
        const page = codePageByStarNumber(n);
        if (page) this.codePage = page;
        return { length: 4, events: [{ type: 'code-page', codePage: page?.name ?? 'unknown', number: n }] };
      }
      default:
        return { length: 4, events: [] };
    }
  }

  /** ESC GS y|x S k n…, D … data, P (print), I (information request). */
  private parseSymbol(b: Uint8Array, i: number, symbolCommand: number): Parsed | null {
    if (!need(b, i, 4)) return INCOMPLETE;
    const isQr = symbolCommand === QR;
    const symbol = isQr ? this.qr : this.pdf417;
    const fn = b[i + 3]!;
    if (fn === 0x50) {
      const payload = utf8.decode(symbol.data);
      return {
        length: 4,
        events: [{ type: isQr ? 'qr' : 'pdf417', payload, moduleDots: symbol.moduleDots }],
      };
    }
    if (fn === 0x53) {
      if (!need(b, i, 6)) return INCOMPLETE;
      const setting = b[i + 4]!;
      // PDF417 size (x S 0) carries n p1 p2; every other setting one byte.
      const length = !isQr && setting === 0x30 ? 8 : 6;
      if (!need(b, i, length)) return INCOMPLETE;
      if (setting === 0x32) symbol.moduleDots = b[i + 5]!;
      return { length, events: [] };
    }
    if (fn === 0x44) {
      // QR: D 1 m nL nH (automatic data); PDF417: D nL nH.
      const header = isQr ? 8 : 6;
      if (!need(b, i, header)) return INCOMPLETE;
      const size = b[i + header - 2]! + b[i + header - 1]! * 256;
      if (!need(b, i, header + size)) return INCOMPLETE;
      symbol.data = b.slice(i + header, i + header + size);
      return { length: header + size, events: [] };
    }
    return { length: 4, events: [] }; // I: expansion information request
  }
}

/** ESC GS S m xL xH yL yH n d1…dk — raster image, rows of xL + xH × 256 bytes. */
function parseRaster(b: Uint8Array, i: number): Parsed | null {
  if (!need(b, i, 9)) return INCOMPLETE;
  const bytesPerRow = b[i + 4]! + b[i + 5]! * 256;
  const height = b[i + 6]! + b[i + 7]! * 256;
  const size = bytesPerRow * height;
  if (!need(b, i, 9 + size)) return INCOMPLETE;
  const bitmap = unpackRows(b.subarray(i + 9, i + 9 + size), bytesPerRow, height);
  return { length: 9 + size, events: [{ type: 'image', bitmap }] };
}
