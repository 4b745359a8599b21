import {
  parseVenueSector,
  restaurantsForGuest,
  type TVenueInfoAnswer,
  type VenueGuest,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { LoadingNote } from '../../../components/loading-note.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { RestaurantCard } from '../../nearby/index.ts';
import { venues } from '../api/venue-api.ts';
import { keepVenueGuest, storedVenueGuest } from '../model/venue-guest-store.ts';
import { VenueGuestForm } from './venue-guest-form.tsx';
// The cards' looks, shared with the nearby list.
import '../../nearby/components/nearby.css';

type VenueState = { status: 'loading' } | { status: 'ready'; venue: TVenueInfoAnswer } | { status: 'none' };

/**
 * /l/landing/{sector} and /l/landing (spec/2 §2 'Venue landing', §4 'Venue guest'; issue 18 item 6). With a
 * sector: where the guest sits and their name, kept on this device; without: the restaurants serving the
 * kept guest's sector. A bad sector, no kept guest on /l/landing, or a host that is no venue's: home.
 */
export function VenueLandingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { sector: rawSector } = useParams();
  const sector = rawSector === undefined ? null : parseVenueSector(rawSector);
  // Both paths render this page, so it stays mounted between them: the list shows only without a sector.
  const [guest, setGuest] = useState<VenueGuest | null>(storedVenueGuest);
  const listed = rawSector === undefined ? guest : null;
  const [state, setState] = useState<VenueState>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    venues.info().then(
      (venue) => live && setState({ status: 'ready', venue }),
      () => live && setState({ status: 'none' }),
    );
    return () => {
      live = false;
    };
  }, []);

  const name = state.status === 'ready' ? state.venue.nm : '';
  useDocumentTitle(name ? `${name} · ${t('m1_app_name')}` : t('m1_app_name'));

  const badRoute = rawSector === undefined ? listed === null : sector === null;
  if (badRoute || state.status === 'none') return <Navigate to="/" replace />;

  return (
    <div className="nearby page">
      <header className="page-intro">
        <h1>{name || t('m1_landing_title')}</h1>
        {listed ? null : <p>{t('m1_landing_hint')}</p>}
      </header>
      {state.status === 'loading' ? (
        <LoadingNote text={t('m1_landing_loading')} />
      ) : listed ? (
        <GuestRestaurants
          venue={state.venue}
          guest={listed}
          onChange={() => navigate(`/l/landing/${listed.zd}`)}
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

/** The venue's restaurants that serve the guest's sector (spec/2 §6), as the nearby cards. */
function GuestRestaurants({
  venue,
  guest,
  onChange,
}: {
  venue: TVenueInfoAnswer;
  guest: VenueGuest;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  const serving = new Set(restaurantsForGuest(venue, guest));
  const listed = venue.restaurants.filter((r) => serving.has(r.ir));
  const name = guest.ct.slice(guest.location.length + 3);
  return (
    <>
      <p className="venue-guest">
        {t('p1_landing_guest', { place: guest.location, name })}{' '}
        <button type="button" className="button button--ghost" onClick={onChange}>
          {t('m1_landing_change')}
        </button>
      </p>
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
