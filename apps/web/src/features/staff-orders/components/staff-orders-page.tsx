import type { TStaffVenue } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { kitchenBoard, staffAccounts } from '../api/staff-api.ts';
import { boardStore, useBoard } from '../store/staff-board-instance.ts';
import { Board } from './board.tsx';
import { StaffSignIn } from './staff-sign-in.tsx';
import { VenuePicker } from './venue-picker.tsx';
import './staff-orders.css';

/** Ends the session on the server; the board forgets it either way. */
async function logoutQuietly() {
  try {
    await staffAccounts.logout();
  } catch {
    // The session is forgotten here either way.
  }
}

/** /staff: the kitchen's live order board (module 5000, spec/3 §4 'Staff gating'; issue 13 item 2). */
export function StaffOrdersPage() {
  const { t } = useTranslation();
  const token = useBoard((s) => s.token);
  const venue = useBoard((s) => s.venue);
  const kind = useBoard((s) => s.kind);
  const screenName = useBoard((s) => s.screenName);
  const notice = useBoard((s) => s.notice);
  const venues = useVenues(token, venue?.irl ?? null);
  const title = venue ? `${t('m5000_board_title')} · ${venue.name}` : t('m5000_board_title');
  useDocumentTitle(title);
  return (
    <section className="page staff-board" aria-labelledby="staff-board-title">
      <header className="staff-board__head">
        <div>
          <h1 id="staff-board-title">{title}</h1>
          {!token ? <p>{t('m5000_board_intro')}</p> : null}
          {token && kind === 'screen' ? (
            <p className="muted small" data-testid="staff-screen-name">
              {t('p5000_screen_signed_in', { name: screenName })}
            </p>
          ) : null}
          {kind !== 'screen' ? <Link to="/staff/reports">{t('m9000_reports_link')}</Link> : null}
          {token ? (
            <>
              {' '}
              <Link to="/staff/bookings">{t('m5000_bookings_link')}</Link>
            </>
          ) : null}
        </div>
        {token ? (
          <div className="row-actions">
            {venue && kind === 'person' && venues.length > 1 ? (
              <VenueSwitch venues={venues} current={venue.irl} />
            ) : null}
            <button
              type="button"
              className="button button--ghost"
              onClick={() => void logoutQuietly().then(() => boardStore.getState().signOut())}
            >
              {t('m9000_sign_out')}
            </button>
          </div>
        ) : null}
      </header>
      {!token ? (
        <>
          {notice ? (
            <p role="alert" className="notice notice--warn" data-testid="staff-sign-in-notice">
              {t(`m5000_notice_${notice.replace('-', '_')}`)}
            </p>
          ) : null}
          <StaffSignIn />
        </>
      ) : !venue ? (
        <VenuePicker />
      ) : (
        <Board />
      )}
    </section>
  );
}

/**
 * The venues this session may open, asked when the board opens: the open venue is refreshed from it (its
 * name, timer limits, print device may have changed), and a person with several may switch.
 */
function useVenues(token: string | null, irl: string | null): TStaffVenue[] {
  const [venues, setVenues] = useState<TStaffVenue[]>([]);
  useEffect(() => {
    if (!token || !irl) return;
    let live = true;
    kitchenBoard
      .venues()
      .then((list) => {
        if (!live) return;
        setVenues(list);
        const fresh = list.find((v) => v.irl === irl);
        if (fresh) boardStore.getState().choose(fresh);
      })
      .catch(() => {
        // The board's own calls say what is wrong; the switch just stays hidden.
      });
    return () => {
      live = false;
    };
  }, [token, irl]);
  return venues;
}

/**
 * Choosing another venue signs the person out with 'Por favor vuelva a iniciar sesión para cambiar de
 * local.' (spec/3 §4, §8); the venue chosen opens after the next sign-in.
 */
function VenueSwitch({ venues, current }: { venues: TStaffVenue[]; current: string }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <label className="staff-board__venue-switch" htmlFor={id}>
      <span className="field__label">{t('m5000_venue')}</span>
      <select
        id={id}
        value={current}
        onChange={(e) => {
          const irl = e.target.value;
          void logoutQuietly().then(() => boardStore.getState().changeVenue(irl));
        }}
      >
        {venues.map((v) => (
          <option key={v.irl} value={v.irl}>
            {v.name}
          </option>
        ))}
      </select>
    </label>
  );
}
