import {
  type CatalogIndex,
  PROMOTION_QUANTITY_MAX,
  quantityBounds,
  selectionProblems,
  type TStockLine,
} from '@comanda/domain';
import { serverText, type TextRef, textRef } from '@comanda/i18n/server-text';
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
    const where = { line: i + 1 };
    const product = available.products.get(line.ip);
    if (!product)
      throw invalid('p1_err_stock_line', where, textRef('p1_err_line_unknown_product', { product: line.ip }));
    const named = { ...where, name: product.np };
    const bounds = quantityBounds(product);
    if (bounds.max === 0)
      throw new HttpError(400, 'invalid_line', serverText('p1_err_stock_line_sold_out', named));
    if (product.promo && line.cant > PROMOTION_QUANTITY_MAX)
      throw new HttpError(
        400,
        'invalid_line',
        serverText('p1_err_stock_line_at_most', { ...named, max: PROMOTION_QUANTITY_MAX }),
      );
    const [problem] = selectionProblems(product, available, line.extras);
    if (problem) throw invalid('p1_err_stock_line_named', named, problem);
  });
}

/** 'Línea n ('name'): problem' — the first problem of the first line refused. */
const invalid = (
  key: 'p1_err_stock_line' | 'p1_err_stock_line_named',
  line: { line: number; name?: string },
  problem: TextRef,
) => new HttpError(400, 'invalid_line', serverText(key, { ...line, problem }));
