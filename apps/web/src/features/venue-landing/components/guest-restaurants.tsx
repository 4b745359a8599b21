import { restaurantsForGuest, type TVenueInfoAnswer, type VenueGuest } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { StatusMessage } from '../../../components/status-message.tsx';
import { RestaurantCard } from '../../nearby/index.ts';

/**
 * The venue's restaurants that serve the guest's sector (spec/2 §4, §6), as the nearby cards, with ways to
 * change the place or leave the venue (the device then forgets the guest and every restaurant shows again).
 */
export function GuestRestaurants({
  venue,
  guest,
  onChange,
  onLeave,
}: {
  venue: TVenueInfoAnswer;
  guest: VenueGuest;
  onChange: () => void;
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const serving = new Set(restaurantsForGuest(venue, guest));
  const listed = venue.restaurants.filter((r) => serving.has(r.ir));
  const name = guest.ct.slice(guest.location.length + 3);
  return (
    <>
      <div className="venue-guest">
        <p>{t('p1_landing_guest', { place: guest.location, name })}</p>
        <div className="venue-guest__actions">
          <button type="button" className="button button--ghost" onClick={onChange}>
            {t('m1_landing_change')}
          </button>
          <button type="button" className="button button--ghost" onClick={onLeave}>
            {t('m1_landing_leave')}
          </button>
        </div>
      </div>
      {listed.length === 0 ? (
        <StatusMessage title={t('m1_nearby_empty_title')} hint={t('m1_nearby_empty_hint')} />
      ) : (
        <ul className="nearby-list" aria-label={t('p1_landing_list', { place: guest.location })}>
          {listed.map((restaurant) => (
            <RestaurantCard key={restaurant.idrl} restaurant={restaurant} showDistance={false} />
          ))}
        </ul>
      )}
    </>
  );
}
