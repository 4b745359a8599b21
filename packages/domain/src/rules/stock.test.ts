import { describe, expect, it } from 'vitest';
import { availableUnits, isSoldOut, type StockLevelOf, stockCovers } from './stock.ts';

const level = (stock: number | null, crinvol = 0, agot = false): StockLevelOf => ({ stock, crinvol, agot });

/** Stock, threshold, sold-out flag, quantity wanted, and whether it can be taken. */
const STOCK_RULE_CASES: readonly [number | null, number, boolean, number, boolean][] = [
  [null, 0, false, 5, true],
  [null, 0, true, 1, false],
  [5, 0, false, 5, true],
  [5, 0, false, 6, false],
  [5, 2, false, 3, true],
  [5, 2, false, 4, false],
  [2, 2, false, 1, false],
  [1, 3, false, 1, false],
  [0, 0, false, 1, false],
  [9, 1, true, 1, false],
  [3, 0, false, 0, true],
];

describe('the stock rule (spec/1 §4 Cart lifecycle, §5 Products and extras)', () => {
  it('is sold out when flagged or when stock is at or below its threshold', () => {
    expect(isSoldOut(level(null))).toBe(false);
    expect(isSoldOut(level(null, 0, true))).toBe(true);
    expect(isSoldOut(level(2, 2))).toBe(true);
    expect(isSoldOut(level(3, 2))).toBe(false);
    expect(isSoldOut(level(0))).toBe(true);
  });

  it('counts available units as stock minus threshold, none when flagged, null unlimited', () => {
    expect(availableUnits(level(null))).toBeNull();
    expect(availableUnits(level(5, 1))).toBe(4);
    expect(availableUnits(level(1, 3))).toBe(0);
    expect(availableUnits(level(5, 1, true))).toBe(0);
  });

  it.each(STOCK_RULE_CASES)(
    'stock %s, threshold %s, flagged %s: taking %s is %s',
    (stock, crinvol, agot, quantity, covered) => {
      expect(stockCovers(level(stock, crinvol, agot), quantity)).toBe(covered);
    },
  );
});
