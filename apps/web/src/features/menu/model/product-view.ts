import {
  type CatalogIndex,
  discountPercent,
  fromPrice,
  indexCatalog,
  isSoldOut,
  localName,
  localText,
  type TMenu,
  type TProduct,
  type TTag,
} from '@comanda/domain';
import type { PriceDisplay, ProductTag } from '@comanda/ui';

/** Lookups a menu page builds once, so each product card does not search the whole menu. */
export type MenuIndex = CatalogIndex & { tags: ReadonlyMap<string, TTag> };

export function indexMenu(menu: Pick<TMenu, 'prods' | 'jextras' | 'extras' | 'tags'>): MenuIndex {
  return {
    ...indexCatalog(menu.prods, menu.jextras, menu.extras),
    tags: new Map(menu.tags.map((t) => [t.id, t])),
  };
}

/** Texts the view needs from the translations, passed in so this stays a pure function. */
export type ProductLabels = { soldOut: string; percentOff: (percent: string) => string };

export type ProductView = {
  id: string;
  name: string;
  description: string;
  photo: string;
  price: PriceDisplay;
  soldOut: boolean;
  tags: ProductTag[];
};

/**
 * The price a card shows: 'From $x' for a product without a price of its own (price 0 or `sinPrecio`,
 * priced by its required extras), else the price and its reference.
 */
export function priceDisplay(product: TProduct, index: MenuIndex): PriceDisplay {
  if (product.pm === 0 || product.sinPrecio) {
    return { kind: 'from', amount: fromPrice(product, index.groups, index.extras) };
  }
  return { kind: 'price', amount: product.pm, reference: product.refpr };
}

/**
 * Tags of a card, at most one of each kind (spec/1 §2 screen 14): sold out, percent off, then the first
 * label tag the product names that the menu knows.
 */
export function productTags(
  product: TProduct,
  index: MenuIndex,
  lang: string,
  labels: ProductLabels,
): ProductTag[] {
  const tags: ProductTag[] = [];
  if (isSoldOut(product)) tags.push({ id: 'sold-out', kind: 'sold-out', label: labels.soldOut });
  const percent = discountPercent(product.pm, product.refpr);
  if (percent !== 0) {
    tags.push({ id: 'discount', kind: 'discount', label: labels.percentOff(`${Math.abs(percent)}%`) });
  }
  const label = product.ftags.map((id) => index.tags.get(id)).find((t) => t !== undefined);
  if (label) {
    tags.push({
      id: label.id,
      kind: 'label',
      label: label.translation[lang] ?? label.translation.es ?? label.id,
      color: label.color,
      background: label.background,
    });
  }
  return tags;
}

export function productView(
  product: TProduct,
  index: MenuIndex,
  lang: string,
  labels: ProductLabels,
): ProductView {
  return {
    id: product.ip,
    name: localName(product, lang),
    description: localText(product.dn, product.dnTrad, lang),
    photo: product.foto || product.fo[0] || '',
    price: priceDisplay(product, index),
    soldOut: isSoldOut(product),
    tags: productTags(product, index, lang, labels),
  };
}
