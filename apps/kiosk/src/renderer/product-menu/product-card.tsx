import {
  formatMoney,
  fromPrice,
  isSoldOut,
  localName,
  type TCurrency,
  type TExtra,
  type TExtraGroup,
  type TProduct,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { Money, PRODUCT_PHOTO_SHAPE } from '@comanda/ui';

export type PriceContext = {
  currency: TCurrency;
  groups: ReadonlyMap<string, TExtraGroup>;
  extras: ReadonlyMap<string, TExtra>;
};

/**
 * A product card: photo, name, price in the restaurant's currency. A price-0 product is priced by its
 * required extras, shown as 'From $x' (spec/3 §5); a sold-out product carries the 'Agotado' tag.
 * Touching the card opens /KioskProduct/{id}.
 */
export function ProductCard({
  product,
  photo,
  prices,
  onOpen,
}: {
  product: TProduct;
  photo: string;
  prices: PriceContext;
  onOpen(ip: string): void;
}) {
  const { t, i18n } = useTranslation();
  const name = localName(product, i18n.language);
  const soldOut = isSoldOut(product);
  return (
    <li className={soldOut ? 'product-card product-card--sold-out' : 'product-card'}>
      <div className="product-photo">
        {photo ? (
          <img src={photo} alt={name} loading="lazy" decoding="async" {...PRODUCT_PHOTO_SHAPE} />
        ) : null}
      </div>
      <div className="product-body">
        <h3 className="product-name">
          {/* The name is the card's control; its ::after covers the whole card, so any touch opens it. */}
          <button
            type="button"
            className="product-open"
            disabled={soldOut}
            onClick={() => onOpen(product.ip)}
          >
            {name}
          </button>
        </h3>
        <p className="product-price">
          {product.pm > 0 ? (
            <Money amount={product.pm} cur={prices.currency} reference={product.refpr} />
          ) : (
            t('p2000_from', {
              price: formatMoney(fromPrice(product, prices.groups, prices.extras), prices.currency),
            })
          )}
        </p>
        {soldOut ? <span className="tag tag--sold-out">{t('m2000_sold_out')}</span> : null}
      </div>
    </li>
  );
}
