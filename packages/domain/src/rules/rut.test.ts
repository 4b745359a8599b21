import { describe, expect, it } from 'vitest';
import { formatRut, isValidRut, parseRut, rutCheckDigit } from './rut.ts';

describe('the Chilean RUT (spec/2 §2 personal data, §3 rut)', () => {
  it('computes the check digit modulo 11, with 0 and K', () => {
    expect(rutCheckDigit('12345678')).toBe('5');
    expect(rutCheckDigit('11111111')).toBe('1');
    expect(rutCheckDigit('10000013')).toBe('K');
    expect(rutCheckDigit('6')).toBe('K'); // 6×2 = 12; 11 − 1 = 10
    expect(rutCheckDigit('15')).toBe('9'); // 5×2 + 1×3 = 13; 11 − 2 = 9
    expect(rutCheckDigit('14')).toBe('0'); // 4×2 + 1×3 = 11; 11 − 0 = 11
  });

  it('accepts a RUT typed with or without dots and dash, k in either case', () => {
    expect(isValidRut('12.345.678-5')).toBe(true);
    expect(isValidRut('123456785')).toBe(true);
    expect(isValidRut(' 11.111.111-1 ')).toBe(true);
    expect(isValidRut('10.000.013-k')).toBe(true);
    expect(isValidRut('14-0')).toBe(true);
  });

  it('refuses a wrong check digit, a body too long, letters and zero', () => {
    expect(isValidRut('12.345.678-6')).toBe(false);
    expect(isValidRut('123.456.789-1')).toBe(false);
    expect(isValidRut('12A45678-5')).toBe(false);
    expect(isValidRut('0-0')).toBe(false);
    expect(isValidRut('')).toBe(false);
    expect(parseRut('12.345.678-5')).toEqual({ body: '12345678', dv: '5' });
  });

  it('writes a valid RUT with dots and dash, and leaves anything else as typed', () => {
    expect(formatRut('123456785')).toBe('12.345.678-5');
    expect(formatRut('10000013k')).toBe('10.000.013-K');
    expect(formatRut(' 12-3 ')).toBe('12-3');
  });
});
