import {
  bookingLocalDate,
  dinerCancelRefusal,
  shownBookingStatus,
  splitBookings,
  type TBookingRecord,
} from '@comanda/domain';
import { dayLabel } from '@comanda/i18n';
import { useTranslation } from '@comanda/i18n/react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { BookingStatusChip } from '../../../components/booking-status-chip.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { openLiveSocket } from '../../../lib/live-socket.ts';
import { notify } from '../../../lib/notifications.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useModalDialog } from '../../../lib/use-modal-dialog.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';
import { bookings } from '../api/bookings-api.ts';
import { statusKey } from '../model/booking-dates.ts';
import './bookings.css';

/** The diner's bookings, read once and kept up to date by the live `booking` events of their topic. */
function useMyBookings(token: string | null) {
  const [list, setList] = useState<TBookingRecord[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    if (!token) return;
    let live = true;
    const read = () =>
      bookings
        .list()
        .then((all) => live && setList(all))
        .catch((e) => live && setError(errorMessage(e)));
    void read();
    const stop = openLiveSocket(
      { type: 'subscribe', restaurants: [], token },
      (event) => {
        if (event.type !== 'booking') return;
        const b = event.booking;
        setList((current) => (current ? [b, ...current.filter((x) => x.rv !== b.rv)] : [b]));
      },
      (reconnected) => {
        if (reconnected) void read();
      },
    );
    return () => {
      live = false;
      stop();
    };
  }, [token]);
  const replace = (b: TBookingRecord) =>
    setList((current) => current?.map((x) => (x.rv === b.rv ? b : x)) ?? null);
  return { list, error, replace };
}

/** /l/booking, 'Mis Reservas' (spec/2 §2, §4 'Bookings'): upcoming and past tabs, live, with a detail modal. */
export function MyBookingsPage({ loginSlot }: { loginSlot: ReactNode }) {
  const { t } = useTranslation();
  const token = useSessionToken();
  const { list, error, replace } = useMyBookings(token);
  const [tab, setTab] = useState<'upcoming' | 'past'>('upcoming');
  const [open, setOpen] = useState<string | null>(null);
  useDocumentTitle(t('m1_bookings_title'));
  const split = splitBookings(list ?? [], new Date());
  const shown = split[tab];
  const opened = list?.find((b) => b.rv === open) ?? null;
  return (
    <section className="page bookings-page" aria-labelledby="bookings-title">
      <h1 id="bookings-title">{t('m1_bookings_title')}</h1>
      {!token ? (
        <>
          <p>{t('m1_bookings_login')}</p>
          {loginSlot}
        </>
      ) : (
        <>
          <div className="tabs" role="tablist" aria-label={t('m1_bookings_title')}>
            {(['upcoming', 'past'] as const).map((k) => (
              <button
                key={k}
                type="button"
                role="tab"
                aria-selected={tab === k}
                className="tabs__tab"
                onClick={() => setTab(k)}
              >
                {t(`m1_bookings_${k}`)} ({split[k].length})
              </button>
            ))}
          </div>
          {error ? (
            <p role="alert" className="notice notice--error">
              {error}
            </p>
          ) : list === null ? null : shown.length === 0 ? (
            <p className="muted">{t('m1_bookings_empty')}</p>
          ) : (
            <div role="tabpanel">
              <ul className="booking-cards">
                {shown.map((b) => (
                  <BookingCard key={b.rv} booking={b} past={tab === 'past'} onOpen={() => setOpen(b.rv)} />
                ))}
              </ul>
            </div>
          )}
        </>
      )}
      {opened ? (
        <BookingDetail
          booking={opened}
          past={!split.upcoming.includes(opened)}
          onClose={() => setOpen(null)}
          onCancelled={replace}
        />
      ) : null}
    </section>
  );
}

function StatusChip({ st, past }: { st: number; past: boolean }) {
  const { t } = useTranslation();
  const shown = shownBookingStatus(st, past);
  return (
    <BookingStatusChip st={shown} label={t(`m1_booking_st_${statusKey(shown)}`)} testId="booking-status" />
  );
}

function BookingCard({
  booking: b,
  past,
  onOpen,
}: {
  booking: TBookingRecord;
  past: boolean;
  onOpen: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <li className="card booking-card" data-booking={b.rv}>
      <StatusChip st={b.st} past={past} />
      <p className="booking-card__when">
        {dayLabel(bookingLocalDate(b.fm, b.tz), i18n.language)} · {b.hh}
      </p>
      <p className="booking-card__venue">{b.nr}</p>
      <p className="muted">{t('p1_booking_guests', { count: b.qc })}</p>
      <button type="button" className="button button--ghost" onClick={onOpen}>
        {t('m1_bookings_detail')}
      </button>
    </li>
  );
}

function BookingDetail({
  booking: b,
  past,
  onClose,
  onCancelled,
}: {
  booking: TBookingRecord;
  past: boolean;
  onClose: () => void;
  onCancelled: (b: TBookingRecord) => void;
}) {
  const { t, i18n } = useTranslation();
  const ref = useModalDialog(onClose);
  const id = useId();
  const [asking, setAsking] = useState(false);
  const date = dayLabel(bookingLocalDate(b.fm, b.tz), i18n.language);
  const cancel = async () => {
    setAsking(false);
    try {
      const done = await bookings.cancel(b);
      // -2 is set locally on success (spec/2 §4), whatever the answer's events say later.
      onCancelled({ ...done, st: -2 });
      notify({ key: 'm1_bookings_cancelled' });
    } catch {
      notify({ key: 'm1_bookings_cancel_failed' }, { error: true });
    }
  };
  return (
    <dialog ref={ref} className="sheet sheet--small" aria-labelledby={id}>
      <h2 id={id} className="sheet__title">
        {b.nr}
      </h2>
      <dl className="booking-review__list">
        <div className="booking-review__row">
          <dt>{t('m1_bookings_status')}</dt>
          <dd>
            <StatusChip st={b.st} past={past} />
          </dd>
        </div>
        <div className="booking-review__row">
          <dt>{t('m1_booking_day')}</dt>
          <dd>{date}</dd>
        </div>
        <div className="booking-review__row">
          <dt>{t('m1_booking_time')}</dt>
          <dd>{b.hh}</dd>
        </div>
        <div className="booking-review__row">
          <dt>{t('m1_booking_guests')}</dt>
          <dd>{t('p1_booking_guests', { count: b.qc })}</dd>
        </div>
        {b.ct ? (
          <div className="booking-review__row">
            <dt>{t('m1_booking_comment')}</dt>
            <dd>{b.ct}</dd>
          </div>
        ) : null}
      </dl>
      <div className="sheet__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('m1_booking_close')}
        </button>
        {/* The server's own rule: pending or confirmed, and its time not yet come. */}
        {!dinerCancelRefusal(b, new Date()) ? (
          <button type="button" className="button button--danger" onClick={() => setAsking(true)}>
            {t('m1_bookings_cancel')}
          </button>
        ) : null}
      </div>
      {asking ? (
        <ConfirmDialog
          message={t('p1_bookings_cancel_confirm', { restaurant: b.nr, date })}
          confirmLabel={t('m1_bookings_accept')}
          onConfirm={() => void cancel()}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </dialog>
  );
}
