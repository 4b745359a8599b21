import { parseVenueSector, VENUE_LIST_PATH, type VenueGuest } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { LoadingNote } from '../../../components/loading-note.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { clearVenueGuest, keepVenueGuest, storedVenueGuest } from '../../../lib/venue-guest.ts';
import { useVenue } from '../hooks/use-venue.ts';
import { GuestRestaurants } from './guest-restaurants.tsx';
import { VenueGuestForm } from './venue-guest-form.tsx';
import { VisitorRestaurants } from './visitor-restaurants.tsx';
// The cards' looks, shared with the nearby list.
import '../../nearby/components/nearby.css';
import './venue-landing.css';

/**
 * /l/landing/{sector}, /l/landing and /l/restaurantscoliseo (spec/2 §2 'Venue landing', §4 'Venue guest',
 * spec/3 §2; issue 18 item 6). With a sector: where the guest sits and their name, kept on this device.
 * Without: the restaurants serving the kept guest's sector. /l/restaurantscoliseo is the venue's list: the
 * guest's sector's restaurants, or for a visitor who has not said where they sit every venue restaurant by
 * the sector it serves (README). A bad sector, no kept guest on /l/landing, or a host that is no venue's: home.
 */
export function VenueLandingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const venueList = useLocation().pathname === VENUE_LIST_PATH;
  const { sector: rawSector } = useParams();
  const sector = rawSector === undefined ? null : parseVenueSector(rawSector);
  // The paths render this page, so it stays mounted between them: the list shows only without a sector.
  const [guest, setGuest] = useState<VenueGuest | null>(storedVenueGuest);
  const listed = rawSector === undefined ? guest : null;
  const state = useVenue();

  const name = state.status === 'ready' ? state.venue.nm : '';
  useDocumentTitle(name ? `${name} · ${t('m1_app_name')}` : t('m1_app_name'));

  // Just left the venue: the visitor's list shows while the address moves to it (not home).
  const [left, setLeft] = useState(false);
  const visitor = (venueList || left) && guest === null;
  const badRoute = rawSector === undefined ? listed === null && !visitor : sector === null;
  if (badRoute || state.status === 'none') return <Navigate to="/" replace />;

  return (
    <div className="nearby page">
      <header className="page-intro">
        <h1>{name || t('m1_landing_title')}</h1>
        {listed ? null : <p>{visitor ? t('m1_venue_list_hint') : t('m1_landing_hint')}</p>}
      </header>
      {state.status === 'loading' ? (
        <LoadingNote text={t('m1_landing_loading')} />
      ) : visitor ? (
        <VisitorRestaurants venue={state.venue} />
      ) : listed ? (
        <GuestRestaurants
          venue={state.venue}
          guest={listed}
          onChange={() => navigate(`/l/landing/${listed.zd}`)}
          onLeave={() => {
            clearVenueGuest();
            setGuest(null);
            setLeft(true);
            navigate(VENUE_LIST_PATH);
          }}
        />
      ) : (
        <VenueGuestForm
          venue={state.venue}
          sector={sector ?? 1}
          onDone={(chosen) => {
            keepVenueGuest(chosen);
            setGuest(chosen);
            navigate('/l/landing');
          }}
        />
      )}
    </div>
  );
}
