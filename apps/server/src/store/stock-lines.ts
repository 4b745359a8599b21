import {
  type CatalogIndex,
  PROMOTION_QUANTITY_MAX,
  quantityBounds,
  selectionProblems,
  type TStockLine,
} from '@comanda/domain';
import { HttpError } from '../http/errors.ts';

export type StockKind = 'p' | 'e';

/** The units one item must give for a request, and which request lines ask for them. */
export type StockNeed = {
  kind: StockKind;
  id: string;
  quantity: number;
  lines: { line: number; wanted: number }[];
};

/**
 * What lines take from stock: cant of the product and cant × quantity of each extra. Lines naming the same
 * item add up. Sorted by kind and id — every transaction takes stock rows in this one order, so two of
 * them never wait on each other in a circle.
 */
export function stockNeeds(lines: readonly TStockLine[]): StockNeed[] {
  const needs = new Map<string, StockNeed>();
  const add = (kind: StockKind, id: string, wanted: number, line: number) => {
    const key = `${kind}:${id}`;
    const need = needs.get(key) ?? { kind, id, quantity: 0, lines: [] };
    need.quantity += wanted;
    need.lines.push({ line, wanted });
    needs.set(key, need);
  };
  lines.forEach((l, line) => {
    add('p', l.ip, l.cant, line);
    for (const picks of Object.values(l.extras)) for (const [pl, q] of picks) add('e', pl, l.cant * q, line);
  });
  return [...needs.values()].sort((a, b) =>
    a.kind !== b.kind ? (a.kind < b.kind ? -1 : 1) : a.id < b.id ? -1 : a.id > b.id ? 1 : 0,
  );
}

/**
 * Refuses, with a 400 naming the line and the product, a line the menu does not allow (spec/1 §5 'Products
 * and extras'): an unknown product, a product or extra flagged sold out, a promotion above 1, extras outside
 * the product's groups or their min, max and maxex. The server runs the domain rules itself: it never trusts
 * the client's modal. Units left in stock are not checked here but taken atomically (see cart-stock.ts),
 * so a product running out under two diners is a shortage, not an error.
 */
export function checkStockLines(available: CatalogIndex, lines: readonly TStockLine[]): void {
  lines.forEach((line, i) => {
    const where = `Línea ${i + 1}`;
    const product = available.products.get(line.ip);
    if (!product) throw invalid(`${where}: el producto '${line.ip}' no existe en este local`);
    const name = `'${product.np}'`;
    const bounds = quantityBounds(product);
    if (bounds.max === 0) throw invalid(`${where}: ${name} está agotado`);
    if (product.promo && line.cant > PROMOTION_QUANTITY_MAX)
      throw invalid(`${where}: ${name} admite como máximo ${PROMOTION_QUANTITY_MAX}`);
    const problems = selectionProblems(product, available, line.extras);
    if (problems.length > 0) throw invalid(`${where} (${name}): ${problems.join('; ')}`);
  });
}

const invalid = (message: string) => new HttpError(400, 'invalid_line', message);
