import type { TCurrency } from '../contracts/restaurant.ts';

/**
 * Formats an amount in minor units the way the restaurant writes money (spec/1 §3 `cur`, §9 'Currency').
 * Integer arithmetic only, so no float rounding ever shows on a receipt.
 */
export function formatMoney(minor: number, cur: TCurrency): string {
  const negative = minor < 0;
  const unit = 10 ** cur.decimals;
  const abs = Math.abs(Math.round(minor));
  const whole = Math.floor(abs / unit);
  const fraction = abs % unit;
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, cur.thousandsSeparator);
  const number =
    cur.decimals > 0
      ? `${grouped}${cur.decimalSeparator}${String(fraction).padStart(cur.decimals, '0')}`
      : grouped;
  const sign = negative ? '-' : '';
  return cur.symbolPosition === 'before' ? `${sign}${cur.symbol}${number}` : `${sign}${number} ${cur.symbol}`;
}
