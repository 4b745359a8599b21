import {
  cuisineNames,
  type OfferedService,
  offeredServices,
  type TRestaurantListItem,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import './venue-card.css';

/**
 * What a restaurant card (nearby list, search results) says of a venue besides its name (issue 18 items 2,
 * 3): the ordering services — pickup and delivery from the derived bitmask, check-in from its flag, all
 * three following the configuration — and up to 3 cuisine names in the page's language.
 */
export type CardService = OfferedService | 'checkIn';

const SERVICE_TEXT: Record<CardService, string> = {
  pickup: 'm1_service_pickup',
  delivery: 'm1_service_delivery',
  checkIn: 'm1_service_checkin',
};

/** Line icons for the ordering services; decorative, the text label beside them names the service. */
const paths: Record<CardService, string> = {
  // A shopping bag: the diner picks the order up.
  pickup: 'M6 8h12l-1 12H7L6 8Zm3 0V6a3 3 0 0 1 6 0v2',
  // A scooter: the order is brought to the diner.
  delivery: 'M5 17a2 2 0 1 0 4 0 2 2 0 0 0-4 0Zm10 0a2 2 0 1 0 4 0 2 2 0 0 0-4 0ZM9 17h6l2-6h-4M14 7h3l2 4',
  // A table: the diner orders from their seat.
  checkIn: 'M4 9h16M6 9v10M18 9v10M9 5h6',
};

function ServiceIcon({ service }: { service: CardService }) {
  return (
    <svg
      className="service-icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[service]} />
    </svg>
  );
}

type CardVenue = Pick<TRestaurantListItem, 'serviciosResto' | 'selfat' | 'tipoCocina'>;

/** The card's services as a list (styled by venue-card.css), nothing when the venue offers none. */
export function VenueServices({ venue }: { venue: CardVenue }) {
  const { t } = useTranslation();
  const services: CardService[] = [
    ...offeredServices(venue.serviciosResto),
    ...(venue.selfat ? (['checkIn'] as const) : []),
  ];
  if (services.length === 0) return null;
  return (
    <ul className="venue-card__services" aria-label={t('m1_nearby_services')}>
      {services.map((service) => (
        <li key={service}>
          <ServiceIcon service={service} />
          {t(SERVICE_TEXT[service])}
        </li>
      ))}
    </ul>
  );
}

/** The card's cuisine names, short, in the page's language; nothing for a venue without known types. */
export function VenueCuisines({ venue }: { venue: CardVenue }) {
  const { i18n } = useTranslation();
  const names = cuisineNames(venue.tipoCocina, i18n.language);
  return names.length > 0 ? <p className="venue-card__cuisines">{names.join(' · ')}</p> : null;
}
