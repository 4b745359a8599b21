import { describe, expect, it } from 'vitest';
import { decodeByte, encodeText, PC437, PC858, WPC1252 } from './code-page.ts';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(' ');

describe('code page PC858 (ESC t 19)', () => {
  it('encodes Spanish letters, ¿ ¡ and € to their PC858 bytes', () => {
    expect(hex(encodeText('é á í ó ú ñ Ñ ü ¿ ¡ €', PC858))).toBe(
      '82 20 a0 20 a1 20 a2 20 a3 20 a4 20 a5 20 81 20 a8 20 ad 20 d5',
    );
    expect(hex(encodeText('ÁÉÍÓÚÜ', PC858))).toBe('b5 90 d6 e0 e9 9a');
  });

  it('turns characters the page lacks into ? and drops control characters', () => {
    expect(hex(encodeText('a→b😀c', PC858))).toBe('61 3f 62 3f 63');
    expect(hex(encodeText('a\u001bb\nc', PC858))).toBe('61 62 63');
  });

  it('composes decomposed accents before encoding', () => {
    expect(encodeText('n\u0303', PC858)).toEqual(Uint8Array.of(0xa4));
  });

  it('decodes every byte it encodes back to the same character', () => {
    const text = 'Café Ñandú ¿Volverás? ¡Sí! 12,50 €';
    const decoded = Array.from(encodeText(text, PC858), (b) => decodeByte(b, PC858)).join('');
    expect(decoded).toBe(text);
  });
});

describe('other code pages', () => {
  it('WPC1252 (ESC t 16) puts € at 0x80 and the letters at their Latin-1 places', () => {
    expect(WPC1252.escposNumber).toBe(16);
    expect(hex(encodeText('é ñ ¿ ¡ €', WPC1252))).toBe('e9 20 f1 20 bf 20 a1 20 80');
  });

  it('PC437, the power-on page, has no €', () => {
    expect(hex(encodeText('ñ€', PC437))).toBe('a4 3f');
  });
});
