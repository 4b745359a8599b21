import { lineStockChange, type TCart, type TStockLine } from '@comanda/domain';

/**
 * The stock a cart change moves: every line added, changed or removed between two versions of the
 * cart (matched by indiceCart), through the domain's lineStockChange.
 */
export function stockChanges(before: TCart, after: TCart): { reserve: TStockLine[]; release: TStockLine[] } {
  const reserve: TStockLine[] = [];
  const release: TStockLine[] = [];
  const old = new Map(before.dl.map((l) => [l.indiceCart, l]));
  const kept = new Set<number>();
  for (const line of after.dl) {
    const previous = old.get(line.indiceCart) ?? null;
    kept.add(line.indiceCart);
    if (previous === line) continue;
    const change = lineStockChange(previous, line);
    reserve.push(...change.reserve);
    release.push(...change.release);
  }
  for (const line of before.dl) {
    if (!kept.has(line.indiceCart)) release.push(...lineStockChange(line, null).release);
  }
  return { reserve, release };
}
