import { placeText, restaurantPath, type TRestaurantListItem } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { Link } from 'react-router';
import { VenueCuisines, VenueServices } from '../../../components/venue-services.tsx';
import '../../../components/venue-card.css';
import { distanceText } from '../../../lib/distance-text.ts';

/**
 * One restaurant of the nearby list. The name is the link; CSS stretches its hit area over the whole
 * card, so the card is one click target while screen readers hear a short link name.
 */
export function RestaurantCard({
  restaurant,
  headingLevel = 2,
  showDistance = true,
}: {
  restaurant: TRestaurantListItem;
  /** 2 on the full list, 3 on home where the list sits under its own heading. */
  headingLevel?: 2 | 3;
  /** false where nobody was located (a portal's page): no distance to show. */
  showDistance?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  const { t, i18n } = useTranslation();
  const menuPath = `${restaurantPath({
    pais: restaurant.pais,
    slug: restaurant.slug,
    simpleId: restaurant.simpleId,
    dk: restaurant.dk,
  })}/menu`;
  const closed = restaurant.status !== 1;

  return (
    <li className="restaurant-card">
      {restaurant.logoUrl ? (
        // The restaurant name follows as the link text, so the logo adds nothing for screen readers.
        <img
          className="restaurant-card__logo"
          src={restaurant.logoUrl}
          alt=""
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className="restaurant-card__logo restaurant-card__logo--empty" aria-hidden="true">
          {restaurant.nombreRestaurant.slice(0, 1)}
        </span>
      )}
      <div className="restaurant-card__body">
        <Heading className="venue-card__name">
          <Link to={menuPath} className="venue-card__link">
            {restaurant.nombreRestaurant}
          </Link>
        </Heading>
        <VenueCuisines venue={restaurant} />
        <p className="venue-card__address">{placeText([restaurant.direccion, restaurant.comuna])}</p>
        <p className="restaurant-card__meta">
          {showDistance ? <span>{distanceText(restaurant.distancia, t, i18n.language)}</span> : null}
          <span>
            <span aria-hidden="true">{'$'.repeat(restaurant.priceRange)}</span>
            <span className="visually-hidden">{t('p1_price_range', { level: restaurant.priceRange })}</span>
          </span>
          <span>{t('m1_nearby_eta')}</span>
          {closed ? <span className="venue-card__closed">{t('m1_nearby_closed')}</span> : null}
        </p>
        <VenueServices venue={restaurant} />
      </div>
    </li>
  );
}
