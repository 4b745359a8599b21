import { servesGuest, VENUE_LIST_PATH, type VenueGuest } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { i18n } from '../../../lib/language.ts';
import { storedVenueGuest } from '../../../lib/venue-guest.ts';
import { venues } from '../api/venue-api.ts';
import './venue-landing.css';

/** What the menu shows instead of taking orders, and why a product opens nothing (in the page's language). */
export type NotServed = { notice: ReactNode; reason: () => string };

/**
 * The notice for the kept venue guest when the restaurant `ir` does not serve their sector (spec/2 §4, §6:
 * rules/venue-landing.ts servesGuest), else null — also when this host is no venue's any more (a stale guest
 * on the device limits nothing).
 */
export async function notServedAt(ir: string): Promise<NotServed | null> {
  const guest = storedVenueGuest();
  if (!guest) return null;
  const venue = await venues.info().catch(() => null);
  if (!venue || servesGuest(venue, guest, ir)) return null;
  return {
    notice: <VenueGuestNotice guest={guest} />,
    reason: () => i18n.t('p1_venue_not_served', { place: guest.location }),
  };
}

/**
 * Said on the menu in the action bar's place: nothing ordered here would reach the guest's box or suite, so
 * the menu only shows, and the way back is the venue's list of the restaurants that do serve them.
 */
function VenueGuestNotice({ guest }: { guest: VenueGuest }) {
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
