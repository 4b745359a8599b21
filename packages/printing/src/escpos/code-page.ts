import { PC437_HIGH, PC858_HIGH, WPC1252_HIGH } from './code-page-tables.ts';

/**
 * A printer code page: the number selected with ESC t n (Epson numbering), the number selected
 * with ESC GS t n on Star Line Mode printers, and its 128 upper characters. Printers start in
 * PC437 (Epson) or their memory-switch page (Star) after power-on or ESC @, which is why the
 * encoder always selects its page right after ESC @.
 */
export type CodePage = {
  name: 'PC437' | 'PC858' | 'WPC1252';
  escposNumber: number;
  starNumber: number;
  high: readonly string[];
};

function codePage(name: CodePage['name'], escposNumber: number, starNumber: number, table: string): CodePage {
  const high = Array.from(table);
  if (high.length !== 128) throw new Error(`code page ${name} must have 128 upper characters`);
  return { name, escposNumber, starNumber, high };
}

export const PC437 = codePage('PC437', 0, 1, PC437_HIGH);
/**
 * The default: it has every Spanish letter, ¿ ¡ and €, and it is Epson table 19, which the common
 * Epson-compatible printers (Epson TM, Xprinter, Bixolon, IMIN) ship, unlike WPC1252 (table 16)
 * which several cheap clones lack.
 */
export const PC858 = codePage('PC858', 19, 4, PC858_HIGH);
export const WPC1252 = codePage('WPC1252', 16, 32, WPC1252_HIGH);

export const CODE_PAGES: readonly CodePage[] = [PC437, PC858, WPC1252];

export function codePageByNumber(escposNumber: number): CodePage | undefined {
  return CODE_PAGES.find((page) => page.escposNumber === escposNumber);
}

/** Star Line Mode numbering (ESC GS t n): 1 PC437, 4 PC858, 32 Windows-1252. */
export function codePageByStarNumber(starNumber: number): CodePage | undefined {
  return CODE_PAGES.find((page) => page.starNumber === starNumber);
}

/** What an unprintable character becomes. */
export const REPLACEMENT_BYTE = 0x3f; // '?'

const encodeMaps = new Map<CodePage['name'], Map<string, number>>();

function encodeMap(page: CodePage): Map<string, number> {
  let map = encodeMaps.get(page.name);
  if (!map) {
    map = new Map();
    page.high.forEach((char, index) => {
      if (char !== '\ufffd') map?.set(char, 0x80 + index);
    });
    encodeMaps.set(page.name, map);
  }
  return map;
}

/**
 * Text → code page bytes. Characters are first composed (NFC) so 'e' + U+0301 finds 'é';
 * anything the page lacks becomes '?', and control characters are dropped because inside a
 * text run they would be read as printer commands.
 */
export function encodeText(text: string, page: CodePage): Uint8Array {
  const map = encodeMap(page);
  const chars = Array.from(text.normalize('NFC'));
  const bytes = new Uint8Array(chars.length);
  let length = 0;
  for (const char of chars) {
    const code = char.codePointAt(0) ?? 0;
    if (code < 0x20 || code === 0x7f) continue;
    bytes[length++] = code < 0x80 ? code : (map.get(char) ?? REPLACEMENT_BYTE);
  }
  return bytes.subarray(0, length);
}

/** One printable byte → its character in the page. */
export function decodeByte(byte: number, page: CodePage): string {
  return byte < 0x80 ? String.fromCharCode(byte) : (page.high[byte - 0x80] ?? '\ufffd');
}
