import { describe, expect, it } from 'vitest';
import { encodeText, PC858, WPC1252 } from '../escpos/code-page.ts';
import { encodeTicket } from '../escpos/encoder.ts';
import type { Ticket, TicketElement } from '../ticket/elements.ts';
import { StarLineDecoder } from './decoder.ts';
import { starPdf417, starQr } from './star-profile.ts';

const hex = (bytes: ArrayLike<number>) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(' ');
const PREFIX = '1b 40 1b 1d 74 04'; // ESC @, ESC GS t 4 (PC858)
const CUT = '1b 64 03'; // ESC d 3: feed to the cutter, partial cut

function encode(elements: TicketElement[], columns = 10, options = {}): string {
  const ticket: Ticket = { columns, elements };
  return hex(encodeTicket(ticket, { profile: 'star', ...options }));
}

describe('Star Line Mode golden bytes', () => {
  it('starts with ESC @ and ESC GS t 4, and ends with ESC d 3', () => {
    expect(encode([])).toBe(`${PREFIX} ${CUT}`);
  });

  it('plain text: bytes then LF', () => {
    expect(encode([{ kind: 'text', text: 'Hola' }])).toBe(`${PREFIX} 48 6f 6c 61 0a ${CUT}`);
  });

  it('styled text: ESC GS a, ESC E/F, ESC -, ESC 4/5, ESC i only when the style changes', () => {
    const styled: TicketElement = {
      kind: 'text',
      text: 'A',
      align: 'center',
      bold: true,
      underline: true,
      invert: true,
      size: { width: 2, height: 3 },
    };
    expect(encode([styled, { ...styled, text: 'B' }, { kind: 'text', text: 'C' }])).toBe(
      `${PREFIX} 1b 1d 61 01 1b 45 1b 2d 01 1b 34 1b 69 02 01 41 0a 42 0a ` +
        `1b 1d 61 00 1b 46 1b 2d 00 1b 35 1b 69 00 00 43 0a ${CUT}`,
    );
  });

  it('right alignment is ESC GS a 2; double width only is ESC i 0 1; sizes stop at ×6', () => {
    expect(encode([{ kind: 'text', text: 'x', align: 'right', size: { width: 2, height: 1 } }])).toBe(
      `${PREFIX} 1b 1d 61 02 1b 69 00 01 78 0a ${CUT}`,
    );
    expect(encode([{ kind: 'text', text: 'x', size: { width: 8, height: 8 } }])).toBe(
      `${PREFIX} 1b 69 05 05 78 0a ${CUT}`,
    );
  });

  it('feed is ESC a n; an explicit cut is not doubled', () => {
    expect(encode([{ kind: 'separator', char: '=' }, { kind: 'feed', lines: 2 }, { kind: 'cut' }], 4)).toBe(
      `${PREFIX} 3d 3d 3d 3d 0a 1b 61 02 ${CUT}`,
    );
  });

  it('Spanish text goes out in PC858 (Star code page 4)', () => {
    expect(encode([{ kind: 'text', text: '¿Añadir €?' }], 20)).toBe(
      `${PREFIX} a8 41 a4 61 64 69 72 20 d5 3f 0a ${CUT}`,
    );
    expect(encode([{ kind: 'columns', left: 'Té', right: '$5' }])).toBe(
      `${PREFIX} 54 82 20 20 20 20 20 20 24 35 0a ${CUT}`,
    );
  });

  it('every Spanish letter, ¿ ¡ and € have their PC858 bytes', () => {
    expect(encode([{ kind: 'text', text: 'é á í ó ú ñ Ñ ü ¿ ¡ €' }], 40)).toBe(
      `${PREFIX} 82 20 a0 20 a1 20 a2 20 a3 20 a4 20 a5 20 81 20 a8 20 ad 20 d5 0a ${CUT}`,
    );
  });

  it('Windows-1252 is Star code page 32 with the same letters at their Latin-1 places', () => {
    expect(encode([{ kind: 'text', text: 'é ñ ¿ ¡ €' }], 20, { codePage: WPC1252 })).toBe(
      `1b 40 1b 1d 74 20 ${hex(encodeText('é ñ ¿ ¡ €', WPC1252))} 0a ${CUT}`,
    );
    expect(PC858.starNumber).toBe(4);
    expect(WPC1252.starNumber).toBe(32);
  });

  it('a QR is ESC GS y S 0/1/2 (model 2, EC M, cell size), D 1 0 nL nH data, P', () => {
    expect(hex(starQr('AB', 6))).toBe(
      '1b 1d 79 53 30 02 ' +
        '1b 1d 79 53 31 01 ' +
        '1b 1d 79 53 32 06 ' +
        '1b 1d 79 44 31 00 02 00 41 42 ' +
        '1b 1d 79 50',
    );
    expect(encode([{ kind: 'qr', payload: 'AB', moduleDots: 6 }])).toBe(
      `${PREFIX} 1b 1d 61 01 ${hex(starQr('AB', 6))} ${CUT}`,
    );
  });

  it('the QR data length counts UTF-8 bytes, not characters', () => {
    // 'ñ€' is 2 characters, 5 bytes (c3 b1 e2 82 ac)
    expect(hex(starQr('ñ€', 6).slice(18))).toBe('1b 1d 79 44 31 00 05 00 c3 b1 e2 82 ac 1b 1d 79 50');
    const long = 'x'.repeat(300);
    expect(hex(starQr(long, 6).slice(18, 26))).toBe('1b 1d 79 44 31 00 2c 01');
  });

  it('a PDF417 is ESC GS x S 0 (ratio 1:3), S 1 (security 2), S 2 (module), S 3 (aspect), D nL nH data, P', () => {
    expect(hex(starPdf417('A1|500', 2))).toBe(
      '1b 1d 78 53 30 00 01 03 ' +
        '1b 1d 78 53 31 02 ' +
        '1b 1d 78 53 32 02 ' +
        '1b 1d 78 53 33 03 ' +
        '1b 1d 78 44 06 00 41 31 7c 35 30 30 ' +
        '1b 1d 78 50',
    );
  });

  it('the PDF417 data length counts UTF-8 bytes, not characters', () => {
    expect(hex(starPdf417('Ñ|1', 2).slice(26))).toBe('1b 1d 78 44 04 00 c3 91 7c 31 1b 1d 78 50');
  });

  it('an image is ESC GS S 1 xL xH yL yH 0 with the bitmap packed 8 dots a byte', () => {
    const pixels = Uint8Array.from([1, 0, 0, 0, 0, 0, 0, 0, 1, /* row 2 */ 0, 1, 0, 0, 0, 0, 0, 0, 0]);
    expect(encode([{ kind: 'image', bitmap: { width: 9, height: 2, pixels }, align: 'left' }])).toBe(
      `${PREFIX} 1b 1d 53 01 02 00 02 00 00 80 80 40 00 ${CUT}`,
    );
  });

  it('without native symbols the QR and PDF417 go out as ESC GS S images', () => {
    const bytes = encodeTicket(
      {
        columns: 38,
        elements: [
          { kind: 'qr', payload: 'https://comanda.app/x' },
          { kind: 'pdf417', payload: 'A1|500' },
        ],
      },
      { profile: 'star', capabilities: { qr: false, pdf417: false } },
    );
    expect(hex(bytes)).not.toContain('1b 1d 79');
    expect(hex(bytes)).not.toContain('1b 1d 78');
    const kinds = new StarLineDecoder().push(bytes).map((event) => event.type);
    expect(kinds.filter((kind) => kind === 'image')).toHaveLength(2);
  });

  it('leaves the Epson bytes as they were when no profile is given', () => {
    const ticket: Ticket = { columns: 10, elements: [{ kind: 'text', text: 'ñ', bold: true }] };
    expect(hex(encodeTicket(ticket))).toBe(hex(encodeTicket(ticket, { profile: 'epson' })));
    expect(hex(encodeTicket(ticket))).toBe('1b 40 1b 74 13 1b 45 01 a4 0a 1d 56 42 03');
  });
});
