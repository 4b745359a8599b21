/**
 * The stock rule, the one place it is written (spec/1 §4 'Cart lifecycle': sold out when stock is at or below
 * its threshold, for products and extras alike; §5 'Products and extras': the most a diner can take is stock
 * minus reserved stock when stock is limited). crinvol is the threshold; agot the sold-out flag a restaurant
 * sets by hand; a null stock is unlimited. The server's SQL applies the same rule (stock rows: stock,
 * threshold, sold_out) and apps/server/src/store/stock-rule-sql.test.ts holds it to this file.
 */
export type StockLevelOf = { stock: number | null; crinvol: number; agot: boolean };

/** Units that can still be taken: stock minus threshold, never below 0; 0 when flagged sold out; null unlimited. */
export function availableUnits(item: StockLevelOf): number | null {
  if (item.agot) return 0;
  return item.stock === null ? null : Math.max(0, item.stock - item.crinvol);
}

/** Sold out when flagged, or when limited stock is at or below its threshold. */
export function isSoldOut(item: StockLevelOf): boolean {
  return availableUnits(item) === 0;
}

/** Whether `quantity` more units can be taken from the item now. */
export function stockCovers(item: StockLevelOf, quantity: number): boolean {
  const available = availableUnits(item);
  return available === null || available >= quantity;
}
