import {
  formatMoney,
  localName,
  localText,
  placeText,
  restaurantPath,
  type TSearchHit,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { Link } from 'react-router';
import { VenueCuisines, VenueServices } from '../../../components/venue-services.tsx';
import '../../../components/venue-card.css';
import { distanceText } from '../../../lib/distance-text.ts';

/** How many matching products a result shows before 'and n more on the menu'. */
const PRODUCTS_SHOWN = 4;

/**
 * One found restaurant and its matching products (spec/1 §7 'Search'). The restaurant name is the
 * link to its menu; CSS stretches it over the card, so a tap on a product opens the menu too.
 * Prices are written the way the restaurant's country writes money: the search answer carries the
 * country but not the restaurant's own `cur`.
 */
export function SearchHitCard({ hit }: { hit: TSearchHit }) {
  const { t, i18n } = useTranslation();
  const { restaurant, products, estimate } = hit;
  const menuPath = `${restaurantPath({
    pais: restaurant.pais,
    slug: restaurant.slug,
    simpleId: restaurant.simpleId,
    dk: restaurant.dk,
  })}/menu`;
  const { cur } = restaurant;
  const shown = products.slice(0, PRODUCTS_SHOWN);
  const more = products.length - shown.length;

  return (
    <li className="search-hit">
      <div className="search-hit__head">
        {restaurant.logoUrl ? (
          <img
            className="search-hit__logo"
            src={restaurant.logoUrl}
            alt=""
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="search-hit__logo search-hit__logo--empty" aria-hidden="true">
            {restaurant.nombreRestaurant.slice(0, 1)}
          </span>
        )}
        <div className="search-hit__body">
          <h2 className="venue-card__name">
            <Link to={menuPath} className="venue-card__link search-hit__link">
              {restaurant.nombreRestaurant}
            </Link>
          </h2>
          <VenueCuisines venue={restaurant} />
          <p className="venue-card__address">{placeText([restaurant.direccion, restaurant.comuna])}</p>
          <p className="search-hit__meta">
            <span>{distanceText(restaurant.distancia, t, i18n.language)}</span>
            <span>
              <span aria-hidden="true">{'$'.repeat(restaurant.priceRange)}</span>
              <span className="visually-hidden">{t('p1_price_range', { level: restaurant.priceRange })}</span>
            </span>
            {restaurant.status === 1 ? (
              <span className="search-hit__open">{t('m1_search_open')}</span>
            ) : (
              <span className="venue-card__closed">{t('m1_nearby_closed')}</span>
            )}
            {estimate ? (
              <span>
                {t(estimate.tipo === 2 ? 'p1_search_eta_delivery' : 'p1_search_eta_pickup', {
                  n: estimate.minutes,
                })}
              </span>
            ) : null}
          </p>
          <VenueServices venue={restaurant} />
        </div>
      </div>
      {shown.length > 0 ? (
        <ul
          className="search-hit__products"
          aria-label={t('p1_search_matches', { name: restaurant.nombreRestaurant })}
        >
          {shown.map((product) => (
            <li key={product.ip} className="search-product">
              {product.foto ? (
                <img
                  className="search-product__photo"
                  src={product.foto}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  decoding="async"
                />
              ) : (
                <span className="search-product__photo" aria-hidden="true" />
              )}
              <span className="search-product__text">
                <span className="search-product__name">{localName(product, i18n.language)}</span>
                {product.dn ? (
                  <span className="search-product__description">
                    {localText(product.dn, product.dnTrad, i18n.language)}
                  </span>
                ) : null}
              </span>
              {/* Sold out: 'Agotado' instead of a price (spec/1 §4). A price of 0 is priced by its extras on
                  the menu ('From'); nothing honest to show here. */}
              {product.agot ? (
                <span className="search-product__sold-out">{t('m1_sold_out')}</span>
              ) : product.pm > 0 ? (
                <span className="search-product__price">
                  {product.refpr > product.pm ? <s>{formatMoney(product.refpr, cur)}</s> : null}
                  <span>{formatMoney(product.pm, cur)}</span>
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {more > 0 ? <p className="search-hit__more">{t('p1_search_more', { n: more })}</p> : null}
    </li>
  );
}
