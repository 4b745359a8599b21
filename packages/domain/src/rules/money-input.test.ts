import { describe, expect, it } from 'vitest';
import { ZCurrency } from '../contracts/restaurant.ts';
import { moneyInputText, parseMoneyInput } from './money-input.ts';

const clp = ZCurrency.parse({ code: 'CLP', decimals: 0, thousandsSeparator: '.', decimalSeparator: ',' });
const eur = ZCurrency.parse({
  code: 'EUR',
  symbol: '€',
  symbolPosition: 'after',
  decimals: 2,
  thousandsSeparator: '.',
  decimalSeparator: ',',
});

describe('parseMoneyInput (spec/1 §3 cur)', () => {
  it('reads pesos with or without thousands separators and symbol', () => {
    expect(parseMoneyInput('8.990', clp)).toBe(8990);
    expect(parseMoneyInput('$ 12990', clp)).toBe(12990);
    expect(parseMoneyInput('0', clp)).toBe(0);
  });
  it('reads euros with a comma or a point for the decimals', () => {
    expect(parseMoneyInput('12,50', eur)).toBe(1250);
    expect(parseMoneyInput('1.234,5 €', eur)).toBe(123450);
    expect(parseMoneyInput('7', eur)).toBe(700);
  });
  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '-5', '1,234', '12,5,0', '1e3'])
      expect(parseMoneyInput(bad, eur)).toBeNull();
    expect(parseMoneyInput('9,5', clp)).toBeNull();
  });
  it('shows an amount back the way it reads it', () => {
    expect(moneyInputText(1250, eur)).toBe('12,50');
    expect(parseMoneyInput(moneyInputText(1250, eur), eur)).toBe(1250);
    expect(moneyInputText(8990, clp)).toBe('8990');
  });
});
