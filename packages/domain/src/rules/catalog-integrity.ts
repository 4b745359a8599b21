import { CATEGORY_ID_LEVEL_LENGTH } from '../constants.ts';
import type { TRestaurantImport } from '../contracts/catalog.ts';
import { bookingSetupProblems } from './booking-setup.ts';
import { kioskPayMethodsProblems, paymentCodeProblem } from './payment-method-catalog.ts';
import { type TextRef, textRef } from './text-ref.ts';

/** The kinds of thing a menu names by id, as the texts that say them (spec/1 §3). */
const KIND = {
  category: textRef('m1_err_catalog_kind_category'),
  product: textRef('m1_err_catalog_kind_product'),
  group: textRef('m1_err_catalog_kind_group'),
  extra: textRef('m1_err_catalog_kind_extra'),
  tag: textRef('m1_err_catalog_kind_tag'),
  shift: textRef('m1_err_catalog_kind_shift'),
  table: textRef('m1_err_catalog_kind_table'),
  payment: textRef('m1_err_catalog_kind_payment'),
} as const;

/**
 * Cross-reference checks the schema alone cannot make: every id a menu names must exist, and ids are
 * unique. Returns one text per problem (key and ids, so the import's console, the back office and any
 * language say it); an empty list means the catalog can be loaded.
 */
export function catalogProblems(r: TRestaurantImport): TextRef[] {
  const problems: TextRef[] = [];
  const { categories, products, extraGroups, extras, promos, tags } = r.menu;
  const unique = (kind: keyof typeof KIND, ids: string[]) => {
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id)) problems.push(textRef('p1_err_catalog_repeated', { kind: KIND[kind], id }));
      seen.add(id);
    }
    return seen;
  };
  const categoryIds = unique(
    'category',
    categories.map((c) => c.id),
  );
  const productIds = unique(
    'product',
    products.map((p) => p.ip),
  );
  const groupCodes = unique(
    'group',
    extraGroups.map((g) => g.codJextras),
  );
  const extraIds = unique(
    'extra',
    extras.map((e) => e.pl),
  );
  const tagIds = unique(
    'tag',
    tags.map((t) => t.id),
  );
  // The settings' lists are edited in the back office too (issue 13 item 3): their ids name one thing each.
  unique(
    'shift',
    r.shifts.map((s) => s.jid),
  );
  unique(
    'table',
    r.tables.map((t) => t.id),
  );
  unique(
    'payment',
    r.paymentMethods.map((m) => String(m.id)),
  );
  // Bookable shifts seat a number of covers; a shift blocked on a date is one of the venue's (issue 17).
  problems.push(...bookingSetupProblems(r));
  // A method's code is one the spec names or the venue's own negative id; a totem takes kiosk codes only
  // (issue 13 item 3: the back office offers them by name, and an import is held to the same).
  for (const m of r.paymentMethods) {
    const problem = paymentCodeProblem(m.id);
    if (problem) problems.push(problem);
  }
  if (r.kiosk) problems.push(...kioskPayMethodsProblems(r.kiosk));
  // A venue that asks for a check-in password must have one, or no diner could ever order at its tables.
  if (r.app.selfatpwd && r.checkInPassword.trim() === '')
    problems.push(textRef('m1_err_catalog_checkin_password'));

  for (const c of categories) {
    const parent = c.id.slice(0, -CATEGORY_ID_LEVEL_LENGTH);
    if (parent && !categoryIds.has(parent))
      problems.push(textRef('p1_err_catalog_category_parent', { category: c.id, parent }));
    for (const ip of c.prods)
      if (!productIds.has(ip))
        problems.push(textRef('p1_err_catalog_category_product', { category: c.id, product: ip }));
  }
  // A product names its categories (jp) and a category names its products (prods): both must agree.
  const listed = new Set(categories.flatMap((c) => c.prods.map((ip) => `${c.id}/${ip}`)));
  const named = new Set(products.flatMap((p) => p.jp.map((jp) => `${jp}/${p.ip}`)));
  for (const pair of named) {
    const [category, product] = pair.split('/') as [string, string];
    if (categoryIds.has(category) && !listed.has(pair))
      problems.push(textRef('p1_err_catalog_category_unlisted', { category, product }));
  }
  for (const pair of listed) {
    const [category, product] = pair.split('/') as [string, string];
    if (productIds.has(product) && !named.has(pair))
      problems.push(textRef('p1_err_catalog_product_unnamed', { category, product }));
  }
  for (const p of products) {
    for (const jp of p.jp)
      if (!categoryIds.has(jp))
        problems.push(textRef('p1_err_catalog_product_category', { product: p.ip, category: jp }));
    for (const jb of p.jb)
      if (!groupCodes.has(jb))
        problems.push(textRef('p1_err_catalog_product_group', { product: p.ip, group: jb }));
    for (const t of p.ftags)
      if (!tagIds.has(t)) problems.push(textRef('p1_err_catalog_product_tag', { product: p.ip, tag: t }));
  }
  for (const g of extraGroups) {
    for (const pl of g.extras)
      if (!extraIds.has(pl))
        problems.push(textRef('p1_err_catalog_group_extra', { group: g.codJextras, extra: pl }));
  }
  for (const e of extras) {
    if (!groupCodes.has(e.codJextras))
      problems.push(textRef('p1_err_catalog_extra_group', { extra: e.pl, group: e.codJextras }));
  }
  for (const promo of promos) {
    const product = products.find((p) => p.ip === promo.ip);
    if (!product)
      problems.push(textRef('p1_err_catalog_promo_product', { promo: promo.id, product: promo.ip }));
    else if (!product.promo)
      problems.push(textRef('p1_err_catalog_promo_not_promo', { promo: promo.id, product: promo.ip }));
  }
  for (const list of r.web.featuredProductsList) {
    for (const ip of list)
      if (!productIds.has(ip)) problems.push(textRef('p1_err_catalog_featured', { product: ip }));
  }
  return problems;
}
