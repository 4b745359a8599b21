import thermal from 'node-thermal-printer';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import type { Ticket, TicketElement } from '../ticket/elements.ts';
import { pixelAt } from './bitmap.ts';
import { EscPosDecoder } from './decoder.ts';
import { encodeTicket, nativePdf417, nativeQr } from './encoder.ts';

const hex = (bytes: ArrayLike<number>) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(' ');
const PREFIX = '1b 40 1b 74 13'; // ESC @, ESC t 19 (PC858)
const CUT = '1d 56 42 03'; // GS V 66 3: feed and partial cut

function encode(elements: TicketElement[], columns = 10, options = {}): string {
  const ticket: Ticket = { columns, elements };
  return hex(encodeTicket(ticket, options));
}

describe('encodeTicket golden bytes', () => {
  it('starts with ESC @ and the code page, and ends with a partial cut', () => {
    expect(encode([])).toBe(`${PREFIX} ${CUT}`);
  });

  it('plain text: bytes then LF', () => {
    expect(encode([{ kind: 'text', text: 'Hola' }])).toBe(`${PREFIX} 48 6f 6c 61 0a ${CUT}`);
  });

  it('styled text: ESC a, ESC E, ESC -, GS B, GS ! only when the style changes', () => {
    const bytes = encode([
      {
        kind: 'text',
        text: 'A',
        align: 'center',
        bold: true,
        underline: true,
        invert: true,
        size: { width: 2, height: 3 },
      },
      {
        kind: 'text',
        text: 'B',
        align: 'center',
        bold: true,
        underline: true,
        invert: true,
        size: { width: 2, height: 3 },
      },
      { kind: 'text', text: 'C' },
    ]);
    expect(bytes).toBe(
      `${PREFIX} 1b 61 01 1b 45 01 1b 2d 01 1d 42 01 1d 21 12 41 0a 42 0a ` +
        `1b 61 00 1b 45 00 1b 2d 00 1d 42 00 1d 21 00 43 0a ${CUT}`,
    );
  });

  it('right alignment is ESC a 2', () => {
    expect(encode([{ kind: 'text', text: 'x', align: 'right' }])).toBe(`${PREFIX} 1b 61 02 78 0a ${CUT}`);
  });

  it('Spanish text goes out in PC858', () => {
    expect(encode([{ kind: 'text', text: '¿Añadir €?' }], 20)).toBe(
      `${PREFIX} a8 41 a4 61 64 69 72 20 d5 3f 0a ${CUT}`,
    );
  });

  it('columns pad the left text so the right text ends at the paper edge', () => {
    expect(encode([{ kind: 'columns', left: 'Té', right: '$5' }])).toBe(
      `${PREFIX} 54 82 20 20 20 20 20 20 24 35 0a ${CUT}`,
    );
  });

  it('separator fills the width; feed is ESC d n; an explicit cut is not doubled', () => {
    expect(encode([{ kind: 'separator', char: '=' }, { kind: 'feed', lines: 2 }, { kind: 'cut' }], 4)).toBe(
      `${PREFIX} 3d 3d 3d 3d 0a 1b 64 02 ${CUT}`,
    );
  });

  it('a QR is GS ( k model 2, module size, EC level M, store, print', () => {
    expect(hex(nativeQr('AB', 6))).toBe(
      '1d 28 6b 04 00 31 41 32 00 ' +
        '1d 28 6b 03 00 31 43 06 ' +
        '1d 28 6b 03 00 31 45 31 ' +
        '1d 28 6b 05 00 31 50 30 41 42 ' +
        '1d 28 6b 03 00 31 51 30',
    );
    expect(encode([{ kind: 'qr', payload: 'AB', moduleDots: 6 }])).toBe(
      `${PREFIX} 1b 61 01 ${hex(nativeQr('AB', 6))} ${CUT}`,
    );
  });

  it('the QR bytes agree with node-thermal-printer for an ASCII payload', () => {
    // The interface is required by its types; no connection is made without execute().
    const epson = new thermal.printer({ type: thermal.types.EPSON, interface: 'tcp://127.0.0.1:9' });
    epson.printQR('https://comanda.app/r/cl/x/1/pedido/9', { cellSize: 6, correction: 'M', model: 2 });
    expect(hex(nativeQr('https://comanda.app/r/cl/x/1/pedido/9', 6))).toBe(hex(epson.getBuffer()));
  });

  it('the QR data length counts UTF-8 bytes, not characters', () => {
    const bytes = nativeQr('ñ', 6);
    expect(hex(bytes.slice(25, 35))).toBe('1d 28 6b 05 00 31 50 30 c3 b1');
  });

  it('a PDF417 is GS ( k columns, rows, module width, row height, EC, options, store, print', () => {
    expect(hex(nativePdf417('A1|500', 2))).toBe(
      '1d 28 6b 03 00 30 41 00 ' +
        '1d 28 6b 03 00 30 42 00 ' +
        '1d 28 6b 03 00 30 43 02 ' +
        '1d 28 6b 03 00 30 44 03 ' +
        '1d 28 6b 04 00 30 45 31 01 ' +
        '1d 28 6b 03 00 30 46 00 ' +
        '1d 28 6b 09 00 30 50 30 41 31 7c 35 30 30 ' +
        '1d 28 6b 03 00 30 51 30',
    );
  });

  it('an image is GS v 0 with the bitmap packed 8 dots a byte', () => {
    const pixels = Uint8Array.from([1, 0, 0, 0, 0, 0, 0, 0, 1, /* row 2 */ 0, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(encode([{ kind: 'image', bitmap: { width: 9, height: 2, pixels }, align: 'left' }])).toBe(
      `${PREFIX} 1d 76 30 00 02 00 02 00 80 80 40 00 ${CUT}`,
    );
  });
});

describe('raster fallback for printers without native symbols', () => {
  it('sends the QR as a GS v 0 image of the same symbol', () => {
    const payload = 'https://comanda.app/r/cl/cafe/1/pedido/42';
    const bytes = encodeTicket(
      { columns: 38, elements: [{ kind: 'qr', payload, moduleDots: 4 }] },
      { capabilities: { qr: false } },
    );
    expect(hex(bytes)).not.toContain('1d 28 6b');
    const image = new EscPosDecoder().push(bytes).find((event) => event.type === 'image');
    if (image?.type !== 'image') throw new Error('no raster image');
    const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
    const quiet = 2 * 4;
    expect(image.bitmap.height).toBe((modules.size + 4) * 4);
    for (let row = 0; row < modules.size; row++) {
      for (let column = 0; column < modules.size; column++) {
        const dot = pixelAt(image.bitmap, quiet + column * 4 + 1, quiet + row * 4 + 1);
        expect(dot, `module ${column},${row}`).toBe(modules.get(row, column));
      }
    }
  });

  it('sends the PDF417 as an image when the printer lacks it, keeping a native QR', () => {
    const bytes = encodeTicket(
      {
        columns: 38,
        elements: [
          { kind: 'qr', payload: 'Q' },
          { kind: 'pdf417', payload: 'A1|500|2025-01-01T00:00:00.000Z' },
        ],
      },
      { capabilities: { pdf417: false } },
    );
    const kinds = new EscPosDecoder().push(bytes).map((event) => event.type);
    expect(kinds).toContain('qr');
    expect(kinds).toContain('image');
    expect(kinds).not.toContain('pdf417');
  });
});
