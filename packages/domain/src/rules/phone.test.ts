import { describe, expect, it } from 'vitest';
import { isValidPhone, phoneAcceptable } from './phone.ts';

describe('the phone input check (spec/2 §5 "Teléfono inválido", spec/3 §5)', () => {
  it('checks the phone by country plan, with or without the dialling code', () => {
    expect(isValidPhone('9 1234 5678', 'CL')).toBe(true);
    expect(isValidPhone('+56 9 1234 5678', 'CL')).toBe(true);
    expect(isValidPhone('+54 9 1234 5678', 'CL')).toBe(false);
    expect(isValidPhone('12345', 'CL')).toBe(false);
    expect(isValidPhone('2025550123', 'US')).toBe(true);
    expect(isValidPhone('abc', 'ES')).toBe(false);
  });

  it('without a country, takes 8 to 15 digits with +, spaces, dashes and brackets, at most 25 characters', () => {
    expect(isValidPhone('+56 9 1234 5678')).toBe(true);
    expect(isValidPhone('(02) 2345-6789')).toBe(true);
    expect(isValidPhone('1234567')).toBe(false);
    expect(isValidPhone('1234567890123456')).toBe(false);
    expect(isValidPhone('+56 9 1234 5678 ext 2')).toBe(false);
    expect(isValidPhone('9-1-2-3-4-5-6-7-8-9-0-1-2-3')).toBe(false);
    expect(isValidPhone('')).toBe(false);
  });
});

describe('the phone of an order (spec/1 §5 Delivery)', () => {
  it('needs more than 8 characters for pickup and at least 8 for delivery', () => {
    expect(phoneAcceptable(1, '12345678')).toBe(false);
    expect(phoneAcceptable(1, '123456789')).toBe(true);
    expect(phoneAcceptable(2, '12345678')).toBe(true);
    expect(phoneAcceptable(2, '1234567')).toBe(false);
  });

  it('takes only a phone that passes the phone input check', () => {
    expect(phoneAcceptable(1, '+56 9 1234 5678')).toBe(true);
    expect(phoneAcceptable(1, 'llamar-al-fijo')).toBe(false);
    expect(phoneAcceptable(2, '12345678901234567')).toBe(false);
  });
});
