import { DEFAULT_COUNTRY } from '../constants.ts';
import type { TCurrency } from '../contracts/restaurant.ts';

type Format = Omit<TCurrency, 'code'>;
const dollarDot: Format = {
  symbol: '$',
  symbolPosition: 'before',
  decimalSeparator: ',',
  decimals: 0,
  thousandsSeparator: '.',
};

/**
 * How money is usually written in the countries offered in the profile (spec/2 §3 'Countries offered
 * in profile': ar, cl, co, es, mx, pe, us; the country table gives each its currency).
 */
const BY_COUNTRY: Readonly<Record<string, TCurrency>> = {
  cl: { code: 'CLP', ...dollarDot },
  co: { code: 'COP', ...dollarDot },
  ar: { code: 'ARS', ...dollarDot, decimals: 2 },
  mx: { code: 'MXN', ...dollarDot, decimals: 2, decimalSeparator: '.', thousandsSeparator: ',' },
  us: { code: 'USD', ...dollarDot, decimals: 2, decimalSeparator: '.', thousandsSeparator: ',' },
  pe: {
    code: 'PEN',
    ...dollarDot,
    symbol: 'S/',
    decimals: 2,
    decimalSeparator: '.',
    thousandsSeparator: ',',
  },
  es: { code: 'EUR', ...dollarDot, symbol: '€', symbolPosition: 'after', decimals: 2 },
};

/**
 * A restaurant's probable money format from its country code, for lists that carry the country but not
 * the restaurant's own `cur` setting (search results, spec/1 §7 'Search'). The restaurant's `cur`
 * wins wherever it is known; an unknown country gets the default country's (cl, spec/1 §9).
 */
export function countryCurrency(pais: string): TCurrency {
  return BY_COUNTRY[pais.trim().toLowerCase()] ?? (BY_COUNTRY[DEFAULT_COUNTRY] as TCurrency);
}
