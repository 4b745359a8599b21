import { ApiError } from '@comanda/api-client';
import {
  BOOKING_DEFAULTS,
  type BookingSlot,
  bookingDays,
  bookingLimits,
  bookingLocalDate,
  bookingSlots,
  guestChoices,
  localDate,
  type TRestaurantInfo,
  type TRestoBookingAnswer,
  venueKeyOf,
} from '@comanda/domain';
import { dayLabel } from '@comanda/i18n';
import { useTranslation } from '@comanda/i18n/react';
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { api } from '../../../lib/api.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { bookings } from '../api/bookings-api.ts';
import { bookingFailure } from '../model/booking-failure.ts';
import { LoginDialog, PhoneDialog, UnavailableDialog } from './booking-dialogs.tsx';
import { SlotPicker } from './slot-picker.tsx';
import './bookings.css';

/** What the wizard needs of the diner's account, composed by the app (features do not import each other). */
export type BookingAccount = {
  signedIn: boolean;
  profile: { nm: string; ln: string; em: string; ph: string } | null;
  savePhone: (phone: string) => Promise<void>;
  /** The account's login panel, calling back once signed in. */
  login: (onSignedIn: () => void) => ReactNode;
};

type Loaded = { info: TRestaurantInfo; config: TRestoBookingAnswer };

/** The venue's info and booking config, and a way to read the config again (the covers move). */
function useBookingData() {
  const { t } = useTranslation();
  const { pais = '', idsimple = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [error, setError] = useState('');
  const load = useCallback(async () => {
    const key = venueKeyOf(pais, idsimple);
    if (!key) return setError(errorMessage(new Error('venue')));
    try {
      const info = await api.restaurantInfo({ pais: key.pais, sid: key.simpleId, dk: key.dk });
      setLoaded({ info, config: await bookings.config(info) });
    } catch (e) {
      setError(bookingFailure(e, { refusal: errorMessage, serviceError: t('m1_booking_service_error') }));
    }
  }, [pais, idsimple, t]);
  useEffect(() => void load(), [load]);
  return { loaded, error, reload: load };
}

/** {venue}/booking (spec/2 §2 'Table bookings', §4 'Booking wizard', §5): three steps. */
export function BookingWizard({ account }: { account: BookingAccount }) {
  const { t } = useTranslation();
  const { loaded, error, reload } = useBookingData();
  useDocumentTitle(loaded ? `${t('m1_booking_title')} · ${loaded.info.nombre}` : t('m1_booking_title'));
  return (
    <section className="page booking-page" aria-labelledby="booking-title">
      <h1 id="booking-title">
        {t('m1_booking_title')}
        {loaded ? ` · ${loaded.info.nombre}` : ''}
      </h1>
      {error ? (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      ) : !loaded ? (
        <p role="status" className="muted">
          {t('m1_booking_loading')}
        </p>
      ) : (
        <Wizard data={loaded} reload={reload} account={account} />
      )}
    </section>
  );
}

function Wizard({
  data,
  reload,
  account,
}: {
  data: Loaded;
  reload: () => Promise<void>;
  account: BookingAccount;
}) {
  const { t, i18n } = useTranslation();
  const { info, config } = data;
  const settings = config.rv.d[0];
  const [now] = useState(() => new Date());
  const days = useMemo(
    () => bookingDays({ config: settings, today: localDate(now, config.tz), holidays: config.holidays }),
    [settings, config, now],
  );
  const [step, setStep] = useState<1 | 2 | 3>(1);
  const [guests, setGuests] = useState<number>(BOOKING_DEFAULTS.guests);
  const [day, setDay] = useState(days[0] ?? '');
  const slots = useMemo(
    () =>
      bookingSlots({
        config: settings,
        shifts: config.dt,
        timeZone: config.tz,
        holidays: config.holidays,
        now: new Date(),
        day,
        guests,
        taken: config.taken,
      }),
    [settings, config, day, guests],
  );
  const [chosen, setChosen] = useState<BookingSlot | null>(null);
  // A day's first available time is preselected (spec/2 §4 'Booking wizard'), also when the diner picks another
  // day: carrying the time over could choose one hidden under 'Ver más horarios'. The same day's list read again
  // (guests changed, covers taken) keeps the chosen time while it is still offered.
  const chosenFor = useRef(day);
  useEffect(() => {
    const sameDay = chosenFor.current === day;
    chosenFor.current = day;
    setChosen((current) => {
      const still = sameDay && current && slots.find((s) => s.hh === current.hh && s.ta === current.ta);
      return still || (slots[0] ?? null);
    });
  }, [slots, day]);
  const [name, setName] = useState('');
  const [comment, setComment] = useState('');
  const [dialog, setDialog] = useState<'login' | 'phone' | 'unavailable' | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const profile = account.profile;
  useEffect(() => {
    if (profile && !name) setName(`${profile.nm} ${profile.ln}`.trim());
  }, [profile, name]);
  // Signed in from the login modal at submit: the booking goes on once the profile (with its name) is read.
  const [resume, setResume] = useState(false);

  // The date the chosen time falls on where the restaurant is: Friday's late 00:30 is Saturday's (issue 17).
  const whenDay = dayLabel(chosen ? bookingLocalDate(chosen.at, config.tz) : day, i18n.language);

  const submit = async (phone?: string) => {
    if (!chosen) return setDialog('unavailable');
    if (!account.signedIn) return setDialog('login');
    const ph = phone ?? profile?.ph ?? '';
    if (!ph) return setDialog('phone');
    setBusy(true);
    setFailure('');
    try {
      await bookings.create({
        xir: info.ir,
        xil: info.il,
        dk: info.dk,
        payload: {
          fr: day,
          frr: whenDay,
          hh: chosen.hh,
          qc: guests,
          nombre: name.trim() || `${profile?.nm ?? ''} ${profile?.ln ?? ''}`.trim(),
          ta: chosen.ta,
          ph,
          ct: comment,
          em: profile?.em ?? '',
          s: 'ZB.',
          og: 10,
          im: [0],
        },
      });
      setStep(3);
    } catch (e) {
      if (e instanceof ApiError && e.key === 'm1_err_booking_unavailable') {
        setChosen(null);
        setDialog('unavailable');
        void reload();
      } else
        setFailure(bookingFailure(e, { refusal: errorMessage, serviceError: t('m1_booking_service_error') }));
    } finally {
      setBusy(false);
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: submit is this render's; the resume flag and the profile decide
  useEffect(() => {
    if (!resume || !account.signedIn || !profile?.nm.trim()) return;
    setResume(false);
    void submit();
  }, [resume, account.signedIn, profile]);

  const guestsText = t('p1_booking_guests', { count: guests });
  if (step === 3)
    return (
      <div className="card booking-done" role="status">
        <h2>{t('m1_booking_sent')}</h2>
        <p>
          {info.nombre} · {whenDay} · {chosen?.hh} · {guestsText}
        </p>
        <p className="muted">{t('m1_booking_sent_hint')}</p>
        <Link className="button" to="/l/booking">
          {t('m1_booking_see_mine')}
        </Link>
      </div>
    );

  return (
    <>
      {step === 1 ? (
        <StepOne
          choices={{ guests: guestChoices(settings), days }}
          guests={guests}
          setGuests={setGuests}
          day={day}
          setDay={setDay}
          slots={slots}
          chosen={chosen}
          setChosen={setChosen}
          onContinue={() => setStep(2)}
        />
      ) : (
        <div className="card form-stack booking-review">
          <h2>{t('m1_booking_review')}</h2>
          <dl className="booking-review__list">
            <Row label={t('m1_booking_guests')} value={guestsText} onEdit={() => setStep(1)} />
            <Row label={t('m1_booking_day')} value={whenDay} onEdit={() => setStep(1)} />
            <Row label={t('m1_booking_time')} value={chosen?.hh ?? '—'} onEdit={() => setStep(1)} />
          </dl>
          <p className="muted small">{t('p1_booking_hold', { n: bookingLimits(settings).holdMinutes })}</p>
          <label className="field">
            <span className="field__label">{t('m1_booking_name')}</span>
            <input
              value={name}
              maxLength={100}
              autoComplete="name"
              onChange={(e) => setName(e.target.value)}
            />
          </label>
          <label className="field">
            <span className="field__label">{t('m1_booking_comment')}</span>
            <textarea value={comment} rows={3} onChange={(e) => setComment(e.target.value)} />
          </label>
          {failure ? (
            <p role="alert" className="notice notice--error">
              {failure}
            </p>
          ) : null}
          <div className="row-actions">
            <button type="button" className="button button--ghost" onClick={() => setStep(1)}>
              {t('m1_booking_back')}
            </button>
            <button type="button" className="button" disabled={busy} onClick={() => void submit()}>
              {t('m1_booking_submit')}
            </button>
          </div>
        </div>
      )}
      {dialog === 'unavailable' ? (
        <UnavailableDialog
          onClose={() => {
            setDialog(null);
            setStep(1);
          }}
        />
      ) : null}
      {dialog === 'login' ? (
        <LoginDialog onClose={() => setDialog(null)}>
          {account.login(() => {
            setDialog(null);
            setResume(true);
          })}
        </LoginDialog>
      ) : null}
      {dialog === 'phone' ? (
        <PhoneDialog
          onClose={() => setDialog(null)}
          onSave={async (phone) => {
            await account.savePhone(phone);
            setDialog(null);
            await submit(phone);
          }}
        />
      ) : null}
    </>
  );
}

function Row({ label, value, onEdit }: { label: string; value: string; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="booking-review__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
      <dd>
        <button type="button" className="button button--ghost" onClick={onEdit}>
          <span aria-hidden="true">✎</span>
          <span className="visually-hidden">{t('p1_booking_edit', { what: label })}</span>
        </button>
      </dd>
    </div>
  );
}

function StepOne(props: {
  choices: { guests: number[]; days: string[] };
  guests: number;
  setGuests: (n: number) => void;
  day: string;
  setDay: (d: string) => void;
  slots: BookingSlot[];
  chosen: BookingSlot | null;
  setChosen: (s: BookingSlot) => void;
  onContinue: () => void;
}) {
  const { t, i18n } = useTranslation();
  const guestsId = useId();
  const dayId = useId();
  return (
    <div className="card form-stack booking-step">
      <label className="field" htmlFor={guestsId}>
        <span className="field__label">{t('m1_booking_guests')}</span>
        <select id={guestsId} value={props.guests} onChange={(e) => props.setGuests(Number(e.target.value))}>
          {props.choices.guests.map((n) => (
            <option key={n} value={n}>
              {t('p1_booking_guests', { count: n })}
            </option>
          ))}
        </select>
      </label>
      <label className="field" htmlFor={dayId}>
        <span className="field__label">{t('m1_booking_day')}</span>
        <select id={dayId} value={props.day} onChange={(e) => props.setDay(e.target.value)}>
          {props.choices.days.map((d) => (
            <option key={d} value={d}>
              {dayLabel(d, i18n.language)}
            </option>
          ))}
        </select>
      </label>
      {props.slots.length === 0 ? (
        <p role="status" className="notice notice--warn">
          {t('m1_booking_none')}
        </p>
      ) : (
        // Keyed by day and guests: the AM/PM switch starts at the preselected time's half.
        <SlotPicker
          key={`${props.day}-${props.guests}-${props.slots[0]?.hh}`}
          slots={props.slots}
          chosen={props.chosen}
          onChoose={props.setChosen}
        />
      )}
      <button type="button" className="button" disabled={!props.chosen} onClick={props.onContinue}>
        {t('m1_booking_continue')}
      </button>
    </div>
  );
}
