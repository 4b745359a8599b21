import type { TCurrency } from '../contracts/restaurant.ts';

/**
 * Reads an amount a manager typed in the restaurant's own way of writing money (spec/1 §3 `cur`) into minor
 * units: '8.990' in CLP (thousands '.', no decimals) is 8990; '12,50' in EUR is 1250. The thousands
 * separator is ignored; the decimal one (or a '.', where '.' is not the thousands separator) starts the
 * fraction. null for anything that is not a non-negative amount with at most the currency's decimals.
 */
export function parseMoneyInput(typed: string, cur: TCurrency): number | null {
  let s = typed.trim().replace(cur.symbol, '').replace(/\s/g, '');
  if (cur.thousandsSeparator) s = s.split(cur.thousandsSeparator).join('');
  const decimal = cur.decimals > 0 ? new RegExp(`[${inClass(cur.decimalSeparator || '.')}.]`) : null;
  const [whole = '', fraction = '', ...rest] = decimal ? s.split(decimal) : [s];
  if (rest.length > 0 || !/^\d+$/.test(whole) || !/^\d*$/.test(fraction) || fraction.length > cur.decimals)
    return null;
  const value = Number(whole) * 10 ** cur.decimals + Number(fraction.padEnd(cur.decimals, '0') || 0);
  return Number.isSafeInteger(value) ? value : null;
}

/** The same amount as the input field shows it back: no symbol and no thousands separator. */
export function moneyInputText(minor: number, cur: TCurrency): string {
  if (cur.decimals === 0) return String(minor);
  const unit = 10 ** cur.decimals;
  return `${Math.floor(minor / unit)}${cur.decimalSeparator || '.'}${String(minor % unit).padStart(cur.decimals, '0')}`;
}

const inClass = (c: string) => c.replace(/[\\\]^-]/g, '\\$&');
