import { isValidEmail } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { KEY, keyboardLanguage, keyboardLayout, layoutKeys } from './layouts.ts';

const keysOf = (rows: string[]) => rows.flatMap((row) => row.split(' '));
const typing = (rows: string[]) => keysOf(rows).filter((key) => !key.startsWith('{'));

describe('on-screen keyboard layouts (issue 12 item 5)', () => {
  it('takes the letters from the diner language: Spanish for es, English for anything else', () => {
    expect(keyboardLanguage('es')).toBe('es');
    expect(keyboardLanguage('es-CL')).toBe('es');
    expect(keyboardLanguage('en')).toBe('en');
    expect(keyboardLanguage('pt')).toBe('en');
  });

  it('puts ñ beside l in Spanish and the accented vowels in view in both languages', () => {
    const es = keyboardLayout('name', 'es').default;
    const en = keyboardLayout('name', 'en').default;
    expect(es[2]).toBe('a s d f g h j k l ñ');
    expect(en[2]).toBe("a s d f g h j k l '");
    for (const vowel of ['á', 'é', 'í', 'ó', 'ú']) {
      expect(keysOf(es)).toContain(vowel);
      expect(keysOf(en)).toContain(vowel);
    }
    expect(keysOf(en)).toContain('ñ');
    expect(keysOf(es)).toContain(KEY.space);
    expect(keysOf(es)).toContain(KEY.shift);
  });

  it('has capitals, Ñ and accented ones included, on the shift layer', () => {
    const shift = keysOf(keyboardLayout('text', 'es').shift);
    expect(shift).toEqual(expect.arrayContaining(['Q', 'Ñ', 'Á', 'Ü', '1', ',', KEY.shift, KEY.backspace]));
    expect(shift).not.toContain('q');
  });

  it('gives an e-mail field @, dot and .com, no space and no shift, in both languages alike', () => {
    const es = keyboardLayout('email', 'es').default;
    expect(keyboardLayout('email', 'en').default).toEqual(es);
    expect(keysOf(es)).toEqual(expect.arrayContaining(['@', '.', '.com', '_', '-', '0', KEY.backspace]));
    expect(keysOf(es)).not.toContain(KEY.space);
    expect(keysOf(es)).not.toContain(KEY.shift);
    expect(keyboardLayout('email', 'es').shift).toEqual(es);
    // Every key types something the domain's e-mail rule accepts.
    for (const key of typing(es))
      expect(isValidEmail(`a${key === '@' ? '' : key}b@correo.cl`), key).toBe(true);
  });

  it('gives a phone field digits and backspace only', () => {
    const phone = keysOf(keyboardLayout('phone', 'en').default);
    expect(phone.sort()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', KEY.backspace].sort());
  });

  it('adds the done key to the last row only when the keyboard can close', () => {
    expect(keysOf(keyboardLayout('text', 'es').default)).not.toContain(KEY.done);
    const closable = keyboardLayout('text', 'es', { done: true });
    expect(closable.default.at(-1)?.endsWith(KEY.done)).toBe(true);
    expect(closable.shift.at(-1)?.endsWith(KEY.done)).toBe(true);
  });

  it('lists every key of every layer once', () => {
    const keys = layoutKeys(keyboardLayout('name', 'es'));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining(['a', 'A', 'ñ', 'Ñ', KEY.shift]));
  });
});
