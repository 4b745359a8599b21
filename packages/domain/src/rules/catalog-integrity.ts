import { CATEGORY_ID_LEVEL_LENGTH } from '../constants.ts';
import type { TRestaurantImport } from '../contracts/catalog.ts';

/**
 * Cross-reference checks the schema alone cannot make: every id a menu names must exist, and ids are
 * unique. Returns readable problems; an empty list means the catalog can be loaded.
 */
export function catalogProblems(r: TRestaurantImport): string[] {
  const problems: string[] = [];
  const { categories, products, extraGroups, extras, promos, tags } = r.menu;
  const unique = (label: string, ids: string[]) => {
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id)) problems.push(`${label} '${id}' está repetido`);
      seen.add(id);
    }
    return seen;
  };
  const categoryIds = unique(
    'categoría',
    categories.map((c) => c.id),
  );
  const productIds = unique(
    'producto',
    products.map((p) => p.ip),
  );
  const groupCodes = unique(
    'grupo de extras',
    extraGroups.map((g) => g.codJextras),
  );
  const extraIds = unique(
    'extra',
    extras.map((e) => e.pl),
  );
  const tagIds = unique(
    'etiqueta',
    tags.map((t) => t.id),
  );
  // The settings' lists are edited in the back office too (issue 13 item 3): their ids name one thing each.
  unique(
    'turno',
    r.shifts.map((s) => s.jid),
  );
  unique(
    'mesa',
    r.tables.map((t) => t.id),
  );
  unique(
    'medio de pago',
    r.paymentMethods.map((m) => String(m.id)),
  );

  for (const c of categories) {
    const parent = c.id.slice(0, -CATEGORY_ID_LEVEL_LENGTH);
    if (parent && !categoryIds.has(parent))
      problems.push(`la categoría '${c.id}' no tiene padre '${parent}'`);
    for (const ip of c.prods)
      if (!productIds.has(ip))
        problems.push(`la categoría '${c.id}' nombra el producto '${ip}' que no existe`);
  }
  // A product names its categories (jp) and a category names its products (prods): both must agree.
  const listed = new Set(categories.flatMap((c) => c.prods.map((ip) => `${c.id}/${ip}`)));
  const named = new Set(products.flatMap((p) => p.jp.map((jp) => `${jp}/${p.ip}`)));
  for (const pair of named) {
    const [category, product] = pair.split('/');
    if (categoryIds.has(category!) && !listed.has(pair))
      problems.push(`la categoría '${category}' no lista el producto '${product}'`);
  }
  for (const pair of listed) {
    const [category, product] = pair.split('/');
    if (productIds.has(product!) && !named.has(pair))
      problems.push(`el producto '${product}' no nombra la categoría '${category}' que lo lista`);
  }
  for (const p of products) {
    for (const jp of p.jp)
      if (!categoryIds.has(jp))
        problems.push(`el producto '${p.ip}' nombra la categoría '${jp}' que no existe`);
    for (const jb of p.jb)
      if (!groupCodes.has(jb)) problems.push(`el producto '${p.ip}' nombra el grupo '${jb}' que no existe`);
    for (const t of p.ftags)
      if (!tagIds.has(t)) problems.push(`el producto '${p.ip}' nombra la etiqueta '${t}' que no existe`);
  }
  for (const g of extraGroups) {
    for (const pl of g.extras)
      if (!extraIds.has(pl))
        problems.push(`el grupo '${g.codJextras}' nombra el extra '${pl}' que no existe`);
  }
  for (const e of extras) {
    if (!groupCodes.has(e.codJextras))
      problems.push(`el extra '${e.pl}' pertenece al grupo '${e.codJextras}' que no existe`);
  }
  for (const promo of promos) {
    const product = products.find((p) => p.ip === promo.ip);
    if (!product) problems.push(`la promoción '${promo.id}' nombra el producto '${promo.ip}' que no existe`);
    else if (!product.promo)
      problems.push(`la promoción '${promo.id}' usa el producto '${promo.ip}' que no está marcado promo`);
  }
  for (const list of r.web.featuredProductsList) {
    for (const ip of list) if (!productIds.has(ip)) problems.push(`el destacado '${ip}' no existe`);
  }
  return problems;
}
