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

/**
 * An amount in minor units as a plain decimal number of the currency's units ('12.50' for 1250 cents,
 * '12500' for 12 500 pesos): what a spreadsheet reads as a number whatever its locale's money format.
 */
export function moneyInUnits(minor: number, decimals: number): string {
  const unit = 10 ** decimals;
  const abs = Math.abs(Math.round(minor));
  const whole = String(Math.floor(abs / unit));
  const sign = minor < 0 && abs > 0 ? '-' : '';
  return decimals > 0 ? `${sign}${whole}.${String(abs % unit).padStart(decimals, '0')}` : `${sign}${whole}`;
}
