import { describe, expect, it } from 'vitest';
import { ZCurrency } from '../contracts/restaurant.ts';
import { formatMoney } from './money.ts';

const clp = ZCurrency.parse({
  code: 'CLP',
  symbol: '$',
  decimals: 0,
  thousandsSeparator: '.',
  decimalSeparator: ',',
});
const eur = ZCurrency.parse({
  code: 'EUR',
  symbol: '€',
  symbolPosition: 'after',
  decimals: 2,
  thousandsSeparator: '.',
  decimalSeparator: ',',
});

describe('formatMoney (spec/1 §3 cur, §9 Currency)', () => {
  it('writes CLP with dot thousands and no decimals', () => {
    expect(formatMoney(8900, clp)).toBe('$8.900');
    expect(formatMoney(1234567, clp)).toBe('$1.234.567');
    expect(formatMoney(0, clp)).toBe('$0');
  });
  it('writes EUR from cents with the symbol after', () => {
    expect(formatMoney(1250, eur)).toBe('12,50 €');
    expect(formatMoney(5, eur)).toBe('0,05 €');
    expect(formatMoney(123456, eur)).toBe('1.234,56 €');
  });
  it('uses the spec default: $, comma thousands, 2 decimals', () => {
    expect(formatMoney(123456, ZCurrency.parse({}))).toBe('$1,234,56');
  });
  it('keeps the sign of a negative amount', () => {
    expect(formatMoney(-8900, clp)).toBe('-$8.900');
    expect(formatMoney(-1250, eur)).toBe('-12,50 €');
  });
});
