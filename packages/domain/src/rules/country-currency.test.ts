import { describe, expect, it } from 'vitest';
import { countryCurrency } from './country-currency.ts';
import { formatMoney } from './money.ts';

describe("country currency (spec/2 §3 'Countries offered in profile', spec/1 §9 default cl)", () => {
  it('writes Chilean pesos without decimals and with dot thousands', () => {
    expect(formatMoney(8900, countryCurrency('cl'))).toBe('$8.900');
    expect(countryCurrency('CL').code).toBe('CLP');
  });

  it('writes euros after the amount with 2 decimals', () => {
    expect(formatMoney(1250, countryCurrency('es'))).toBe('12,50 €');
  });

  it('knows every profile country', () => {
    expect(['ar', 'cl', 'co', 'es', 'mx', 'pe', 'us'].map((c) => countryCurrency(c).code)).toEqual([
      'ARS',
      'CLP',
      'COP',
      'EUR',
      'MXN',
      'PEN',
      'USD',
    ]);
    expect(formatMoney(123456, countryCurrency('us'))).toBe('$1,234.56');
  });

  it('falls back on the default country for an unknown code', () => {
    expect(countryCurrency('zz')).toEqual(countryCurrency('cl'));
  });
});
