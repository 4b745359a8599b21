import { servesGuest, VENUE_LIST_PATH, type VenueGuest } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { Link } from 'react-router';
import { storedVenueGuest } from '../../../lib/venue-guest.ts';
import { venues } from '../api/venue-api.ts';
import './venue-landing.css';

/**
 * The kept venue guest when the restaurant `ir` does not serve their sector (spec/2 §4, §6:
 * rules/venue-landing.ts servesGuest), else null — also when this host is no venue's any more (a stale guest
 * on the device limits nothing).
 */
export async function guestNotServed(ir: string): Promise<VenueGuest | null> {
  const guest = storedVenueGuest();
  if (!guest) return null;
  const venue = await venues.info().catch(() => null);
  return venue && !servesGuest(venue, guest, ir) ? guest : null;
}

/**
 * Said on the menu in the action bar's place: nothing ordered here would reach the guest's box or suite, so
 * the menu only shows, and the way back is the venue's list of the restaurants that do serve them.
 */
export function VenueGuestNotice({ guest }: { guest: VenueGuest }) {
  const { t } = useTranslation();
  return (
    <section className="venue-notice" aria-labelledby="venue-notice-title">
      <h2 id="venue-notice-title">{t('m1_venue_not_served_title')}</h2>
      <p>{t('p1_venue_not_served', { place: guest.location })}</p>
      <Link to={VENUE_LIST_PATH} className="button">
        {t('m1_venue_not_served_back')}
      </Link>
    </section>
  );
}
