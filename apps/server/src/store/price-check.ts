import {
  type CatalogIndex,
  cartTotals,
  lineReferenceUnitPrice,
  lineUnitPrice,
  type TPriceCheckResult,
  type TStockLine,
} from '@comanda/domain';

/**
 * The server's prices for cart lines (spec/1 §7 'price check of the cart', §5 'Totals'): unit and reference
 * unit price of each line from the menu, null when its product or an extra is unknown (such a line is left
 * out of the totals), and subtotal, reference subtotal and discounts floored at 0. Client prices are never
 * read: the request carries none.
 */
export function priceCheck(index: CatalogIndex, lines: readonly TStockLine[]): TPriceCheckResult {
  const dl = lines.map((l, indiceCart) => ({
    item: l.ip,
    cant: l.cant,
    extras: l.extras,
    ct: '',
    indiceCart,
    lineReference: String(indiceCart),
  }));
  const totals = cartTotals({ dl }, index);
  return {
    lines: lines.map((l) => ({
      unit: lineUnitPrice(index, l.ip, l.extras),
      reference: lineReferenceUnitPrice(index, l.ip, l.extras),
    })),
    subtotal: totals.subtotal,
    referenceSubtotal: totals.referenceSubtotal,
    discounts: totals.discounts,
  };
}
