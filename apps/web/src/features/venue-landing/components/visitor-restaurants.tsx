import { sectorsServedBy, type TVenueInfoAnswer, VENUE_SECTORS, type VenueSector } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { Link } from 'react-router';
import { RestaurantCard } from '../../nearby/index.ts';

const SECTOR_NAME: Record<VenueSector, string> = {
  1: 'm1_landing_sector_boxes',
  2: 'm1_landing_sector_suites',
};
const SECTOR_PICK: Record<VenueSector, string> = {
  1: 'm1_venue_pick_box',
  2: 'm1_venue_pick_suite',
};

/**
 * /l/restaurantscoliseo for a visitor who has not said where they sit (spec/3 §2 'venue restaurant list'):
 * every venue restaurant, grouped by the sector it serves (rules/venue-landing.ts sectorsServedBy), each
 * group with the way to give one's place in it (/l/landing/{sector}).
 */
export function VisitorRestaurants({ venue }: { venue: TVenueInfoAnswer }) {
  const { t } = useTranslation();
  return (
    <>
      {VENUE_SECTORS.map((sector) => {
        const listed = venue.restaurants.filter((r) => sectorsServedBy(venue, r.ir).includes(sector));
        if (listed.length === 0) return null;
        const headingId = `venue-sector-${sector}`;
        return (
          <section key={sector} className="venue-sector" aria-labelledby={headingId}>
            <div className="nearby__head">
              <h2 id={headingId} className="nearby__title">
                {t(SECTOR_NAME[sector])}
              </h2>
              <Link to={`/l/landing/${sector}`} className="button button--ghost">
                {t(SECTOR_PICK[sector])}
              </Link>
            </div>
            <ul className="nearby-list" aria-labelledby={headingId}>
              {listed.map((restaurant) => (
                <RestaurantCard
                  key={restaurant.idrl}
                  restaurant={restaurant}
                  headingLevel={3}
                  showDistance={false}
                />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
