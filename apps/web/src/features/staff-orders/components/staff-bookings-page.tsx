import { ApiError } from '@comanda/api-client';
import { bookingLocalDate, localDate, staffBookingMoves, type TBookingRecord } from '@comanda/domain';
import { dayLabel } from '@comanda/i18n';
import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BookingStatusChip } from '../../../components/booking-status-chip.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { openLiveSocket } from '../../../lib/live-socket.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { staffBookings } from '../api/staff-api.ts';
import { applyBooking, bookSections } from '../store/booking-book.ts';
import { boardStore, useBoard } from '../store/staff-board-instance.ts';
import { StaffSignIn } from './staff-sign-in.tsx';
import { VenuePicker } from './venue-picker.tsx';
import './staff-orders.css';

type Move = 40 | -1 | 100 | 0 | -3 | 70;
const statusKey = (st: number) => (st < 0 ? `m${-st}` : String(st));

/** The venue's bookings from its today on, kept live by `booking` events on the board's topic. */
function useBook(token: string, irl: string) {
  const [book, setBook] = useState<{ tz: string; list: TBookingRecord[] } | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let live = true;
    const read = () =>
      staffBookings
        .book(irl)
        .then((answer) => live && setBook({ tz: answer.tz, list: answer.rv }))
        .catch((e: unknown) => {
          if (!live) return;
          if (e instanceof ApiError && e.status === 401) boardStore.getState().sessionEnded();
          else setError(errorMessage(e));
        });
    void read();
    const stop = openLiveSocket(
      { type: 'subscribe', restaurants: [], staff: { token, irl } },
      (event) => {
        if (event.type === 'booking')
          setBook((current) =>
            current ? { ...current, list: applyBooking(current.list, event.booking) } : current,
          );
      },
      (reconnected) => {
        if (reconnected) void read();
      },
    );
    return () => {
      live = false;
      stop();
    };
  }, [token, irl]);
  return { book, error, setBook };
}

/** How often the page looks at the clock: its today turns at the venue's midnight, not at page load. */
const TODAY_CHECK_MS = 30_000;

/** The venue's calendar date now in its zone, kept current while the page stays open. */
function useVenueToday(tz: string | undefined) {
  const [today, setToday] = useState('');
  useEffect(() => {
    if (!tz) return;
    const read = () => setToday(localDate(new Date(), tz));
    read();
    const timer = window.setInterval(read, TODAY_CHECK_MS);
    return () => window.clearInterval(timer);
  }, [tz]);
  // Before the first look: the clock now, so the lists never sort against an empty date.
  return today || (tz ? localDate(new Date(), tz) : '');
}

/**
 * A booking's time, with its date in words unless it falls today: the date its instant falls on where the
 * restaurant is (Friday's late 00:30 shows Saturday's date, issue 17).
 */
function whenOf(b: TBookingRecord, today: string, language: string) {
  const date = bookingLocalDate(b.fm, b.tz);
  return date === today ? b.hh : `${dayLabel(date, language)} · ${b.hh}`;
}

/** /staff/bookings: the restaurant's booking book (issue 17 item 6), signed in as the kitchen board is. */
export function StaffBookingsPage() {
  const { t } = useTranslation();
  const token = useBoard((s) => s.token);
  const venue = useBoard((s) => s.venue);
  const title = venue ? `${t('m5000_bookings_title')} · ${venue.name}` : t('m5000_bookings_title');
  useDocumentTitle(title);
  return (
    <section className="page staff-board" aria-labelledby="staff-bookings-title">
      <header className="staff-board__head">
        <div>
          <h1 id="staff-bookings-title">{title}</h1>
          <Link to="/staff">{t('m5000_bookings_board_link')}</Link>
        </div>
      </header>
      {!token ? <StaffSignIn /> : !venue ? <VenuePicker /> : <Book token={token} irl={venue.irl} />}
    </section>
  );
}

function Book({ token, irl }: { token: string; irl: string }) {
  const { t, i18n } = useTranslation();
  const { book, error, setBook } = useBook(token, irl);
  const today = useVenueToday(book?.tz);
  const [failure, setFailure] = useState('');
  if (error)
    return (
      <p role="alert" className="notice notice--error">
        {error}
      </p>
    );
  if (!book)
    return (
      <p role="status" className="muted">
        {t('m5000_bookings_loading')}
      </p>
    );
  const move = async (b: TBookingRecord, st: Move) => {
    setFailure('');
    try {
      const moved = await staffBookings.move(b.rv, st);
      setBook((current) => (current ? { ...current, list: applyBooking(current.list, moved) } : current));
    } catch (e) {
      setFailure(errorMessage(e));
    }
  };
  const sections = bookSections(book.list, today);
  return (
    <div className="staff-book">
      {failure ? (
        <p role="alert" className="notice notice--error">
          {failure}
        </p>
      ) : null}
      {(['today', 'upcoming'] as const).map((k) => (
        <section key={k} aria-labelledby={`book-${k}`} className="staff-book__section">
          <h2 id={`book-${k}`}>{t(`m5000_bookings_${k}`)}</h2>
          {sections[k].length === 0 ? (
            <p className="muted">{t('m5000_bookings_empty')}</p>
          ) : (
            <ul className="staff-book__list">
              {sections[k].map((b) => (
                <li key={b.rv} className="card staff-book__item" data-booking={b.rv}>
                  <p>
                    <strong>{whenOf(b, today, i18n.language)}</strong> · {b.nombre} ·{' '}
                    {t('p5000_booking_guests', { count: b.qc })} ·{' '}
                    <BookingStatusChip
                      st={b.st}
                      label={t(`m5000_booking_st_${statusKey(b.st)}`)}
                      testId="book-status"
                    />
                  </p>
                  {b.ph || b.ct ? (
                    <p className="muted small">{[b.ph, b.ct].filter(Boolean).join(' · ')}</p>
                  ) : null}
                  <div className="row-actions">
                    {(staffBookingMoves(b.st) as Move[]).map((st) => {
                      const action = t(`m5000_booking_to_${statusKey(st)}`);
                      return (
                        <button
                          key={st}
                          type="button"
                          className={st < 0 ? 'button button--ghost' : 'button'}
                          aria-label={t('p5000_booking_action', { action, name: b.nombre, time: b.hh })}
                          onClick={() => void move(b, st)}
                        >
                          {action}
                        </button>
                      );
                    })}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
