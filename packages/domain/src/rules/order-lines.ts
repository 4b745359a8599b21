import { PROMOTION_QUANTITY_MAX, QUANTITY_MAX } from '../constants.ts';
import type { TOrderLineRequest, TPricedLine } from '../contracts/order.ts';
import type { CatalogIndex } from './catalog-index.ts';
import { offeredFor } from './dispatch-availability.ts';
import { lineReferenceUnitPrice, lineUnitPrice, selectionProblems } from './extras-selection.ts';
import { accepted, type Outcome, refused } from './outcome.ts';
import { quantityBounds } from './quantity.ts';
import { type TextRef, textRef } from './text-ref.ts';

/** Kitchen status of a new line (spec/1 §4 'Delivery / kitchen sub-status': 0 pending). */
const LINE_PENDING = 0;

/**
 * The lines of an order priced from the menu (spec/1 §5 'Products and extras', 'Totals'), or the first
 * problem as 'Datos invalidos en orden: Línea n ('name'): …' (spec/1 §8). A quantity must be 1 to 1000
 * (spec/1 §9), a product known, offered for the order's type (rules/dispatch-availability.ts) and not sold
 * out, a promotion at most 1, the extras within the product's groups and their bounds. The index must carry the sold-out flags of the live stock rows; units left are
 * not checked here (they are taken atomically when the order is saved). Client prices are never read.
 */
export function priceOrderLines(
  index: CatalogIndex,
  lines: readonly TOrderLineRequest[],
  tipo: number,
): Outcome<TPricedLine[], 'invalid-line'> {
  const priced: TPricedLine[] = [];
  // A promotion is limited to 1 per order, not per line: two lines of it are two promotions.
  const promotionUnits = new Map<string, number>();
  for (const [i, line] of lines.entries()) {
    const where = { line: i + 1 };
    const product = index.products.get(line.ip);
    if (!product)
      return invalid(
        'p1_err_invalid_line',
        where,
        textRef('p1_err_line_unknown_product', { product: line.ip }),
      );
    const named = { ...where, name: product.np };
    if (!Number.isInteger(line.cant) || line.cant < 1 || line.cant > QUANTITY_MAX)
      return invalid(
        'p1_err_invalid_line_named',
        named,
        textRef('p1_err_line_quantity', { max: QUANTITY_MAX }),
      );
    if (!offeredFor(product, tipo))
      return invalid(
        'p1_err_invalid_line_named',
        named,
        textRef('p1_err_line_not_offered', { type: TYPE_NAMES[tipo] ?? String(tipo) }),
      );
    if (quantityBounds(product).max === 0)
      return invalid('p1_err_invalid_line_named', named, textRef('m1_err_line_sold_out'));
    if (product.promo) {
      const units = (promotionUnits.get(product.ip) ?? 0) + line.cant;
      if (units > PROMOTION_QUANTITY_MAX)
        return invalid(
          'p1_err_invalid_line_named',
          named,
          textRef('p1_err_line_at_most', { max: PROMOTION_QUANTITY_MAX }),
        );
      promotionUnits.set(product.ip, units);
    }
    const [problem] = selectionProblems(product, index, line.extras);
    if (problem) return invalid('p1_err_invalid_line_named', named, problem);
    const unit = lineUnitPrice(index, line.ip, line.extras) ?? 0;
    const reference = lineReferenceUnitPrice(index, line.ip, line.extras) ?? unit;
    priced.push({
      lir: i,
      ip: product.ip,
      np: product.np,
      ...translatedNames(product.nombreTrad),
      cant: line.cant,
      ct: line.ct.trim(),
      extras: Object.entries(line.extras).flatMap(([codJextras, picks]) =>
        picks.map(([pl, cant]) => {
          const extra = index.extras.get(pl)!;
          return { codJextras, pl, np: extra.np, ...translatedNames(extra.nombreTrad), cant, pm: extra.pm };
        }),
      ),
      unit,
      reference,
      total: unit * line.cant,
      st: LINE_PENDING,
    });
  }
  return accepted(priced);
}

/**
 * A priced name's other languages, kept with the order so its receipt prints in the diner's language
 * (issue 11); nothing when the menu has none, so orders of untranslated menus stay as they were.
 */
const translatedNames = (names: Readonly<Record<string, string>> | undefined) =>
  names && Object.keys(names).length > 0 ? { nombreTrad: { ...names } } : {};

/** An order type's name in a refusal ('no se ofrece para delivery'). */
const TYPE_NAMES: Readonly<Record<number, TextRef>> = {
  1: textRef('m1_err_line_type_pickup'),
  2: textRef('m1_err_line_type_delivery'),
  3: textRef('m1_err_line_type_check_in'),
  4: textRef('m1_err_line_type_take_away'),
  5: textRef('m1_err_line_type_eat_here'),
};

/** spec/1 §8 'Invalid order': 'Datos invalidos en orden: Línea n ('name'): problem'. */
const invalid = (
  key: 'p1_err_invalid_line' | 'p1_err_invalid_line_named',
  line: { line: number; name?: string },
  problem: TextRef,
) => refused('invalid-line' as const, textRef(key, { ...line, problem }));

/** Subtotal, reference subtotal and discounts (reference − subtotal, floored at 0) of priced lines. */
export function pricedSubtotals(lines: readonly Pick<TPricedLine, 'total' | 'reference' | 'cant'>[]) {
  const subtotal = lines.reduce((sum, l) => sum + l.total, 0);
  const referenceSubtotal = lines.reduce((sum, l) => sum + l.reference * l.cant, 0);
  return { subtotal, discounts: Math.max(0, referenceSubtotal - subtotal) };
}
