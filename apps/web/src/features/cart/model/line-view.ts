import {
  type CatalogIndex,
  lineReferenceUnitPrice,
  lineUnitPrice,
  localName,
  type TCartLine,
  type TPriceCheckResult,
} from '@comanda/domain';

export type CartLineView = {
  indiceCart: number;
  cant: number;
  name: string;
  /** '2 × Champiñones', 'Mediana (30 cm)'. */
  extras: string[];
  comment: string;
  /** Line total and its reference; null when neither the server nor the menu can price it. */
  total: number | null;
  reference: number | null;
};

/**
 * A cart line as the cart shows it (spec/1 §2 screen 3). Names come from the shown menu in the diner's
 * language, else from the names kept when the line was added. Prices are the server's when it priced
 * this cart (`priced`, by line position), else provisional from the menu.
 */
export function lineViews(
  lines: readonly TCartLine[],
  opts: {
    index: CatalogIndex | null;
    names: Record<string, string>;
    priced: TPriceCheckResult | null;
    lang: string;
    unknown: string;
  },
): CartLineView[] {
  const { index, names, priced, lang, unknown } = opts;
  const product = (ip: string) => index?.products.get(ip);
  const nameOf = (id: string, item?: { np: string; nombreTrad: Record<string, string> }) =>
    item ? localName(item, lang) : (names[id] ?? unknown);
  return lines.map((line, position) => {
    const server = priced?.lines[position];
    const unit = server ? server.unit : index ? lineUnitPrice(index, line.item, line.extras) : null;
    const ref = server
      ? server.reference
      : index
        ? lineReferenceUnitPrice(index, line.item, line.extras)
        : null;
    return {
      indiceCart: line.indiceCart,
      cant: line.cant,
      name: nameOf(line.item, product(line.item)),
      extras: Object.values(line.extras).flatMap((picks) =>
        picks.map(([pl, q]) => {
          const extraName = nameOf(pl, index?.extras.get(pl));
          return q > 1 ? `${q} × ${extraName}` : extraName;
        }),
      ),
      comment: line.ct,
      total: unit === null || unit === undefined ? null : unit * line.cant,
      reference: ref === null || ref === undefined ? null : ref * line.cant,
    };
  });
}
