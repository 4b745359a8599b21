import {
  BOOKING_DEFAULTS,
  bookingOffered,
  bookingSetupProblems,
  type TBookingSettings,
  type TextRef,
  ZBookingSettingsEdit,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useId, useState } from 'react';
import { backOffice } from '../../../lib/back-office.ts';
import { BlockedBookings } from './blocked-bookings.tsx';
import { CheckedInput } from './checked-input.tsx';
import type { PlaceOf } from './field-problems.ts';
import { SaveStatus } from './save-status.tsx';
import type { SectionProps } from './section-props.ts';
import { useCheckedSave } from './use-checked-save.ts';

type NumberField = 'wfd' | 'wfpx' | 'inc' | 'anp' | 'atr';

/** The config's numbers (spec/2 §3 'Booking config'), each with its label and, as a hint, its spec/2 §9 default. */
const NUMBERS: { key: NumberField; label: string; fallback: number }[] = [
  { key: 'wfd', label: 'm9000_set_bookings_days', fallback: BOOKING_DEFAULTS.daysAhead },
  { key: 'wfpx', label: 'm9000_set_bookings_guests', fallback: BOOKING_DEFAULTS.maxGuests },
  { key: 'inc', label: 'm9000_set_bookings_step', fallback: BOOKING_DEFAULTS.stepMinutes },
  { key: 'anp', label: 'm9000_set_bookings_notice', fallback: BOOKING_DEFAULTS.advanceMinutes },
  { key: 'atr', label: 'm9000_set_bookings_hold', fallback: BOOKING_DEFAULTS.holdMinutes },
];
const LABELS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(NUMBERS.map((n) => [n.key, n.label])),
  bkd: 'm9000_set_bookings_blocked_dates',
  bks: 'm9000_set_bookings_blocked_shifts',
};

/** ['bookings', 'booking', 'wfd'] is the days-ahead field; a blocked date's or shift's problem is its list's. */
const placeOf: PlaceOf = (path) => {
  const [part, config, field] = path;
  if (part !== 'bookings' || config !== 'booking' || typeof field !== 'string') return null;
  return LABELS[field] ? field : null;
};
/** A blocked shift that names no shift of the venue (rules/booking-setup.ts) is the blocked shifts' problem. */
const placeOfText = (detail: TextRef) => (detail.key === 'p1_err_catalog_blocked_shift' ? 'bks' : null);

/** A typed number as the contract reads it: an emptied field is no number (refused), not the default. */
const numberOf = (typed: string) => (typed.trim() === '' ? Number.NaN : Number(typed));

/**
 * Table bookings (issue 17 items 3 and 7; spec/2 §3 'Booking config', §5, §9): whether the restaurant takes
 * them (rsvp), how far ahead, how many guests, the slots' step, the minimum notice and the minutes a table is
 * held, and the days and shifts without bookings. Booking is offered once a shift is bookable too (the hours
 * section; rules/booking-offer.ts): the section says so when bookings are on without one. The save is checked
 * by the import's contract and rules before it is sent; a refusal shows at its field, which takes the focus.
 */
export function BookingsSection({ settings, onSaved }: SectionProps) {
  const { t } = useTranslation();
  const saved: TBookingSettings = settings.bookings;
  const [rsvp, setRsvp] = useState(saved.rsvp);
  const [numbers, setNumbers] = useState<Record<NumberField, string>>(() => ({
    wfd: String(saved.booking.wfd),
    wfpx: String(saved.booking.wfpx),
    inc: String(saved.booking.inc),
    anp: String(saved.booking.anp),
    atr: String(saved.booking.atr),
  }));
  const [bkd, setBkd] = useState<string[]>(saved.booking.bkd);
  const [bks, setBks] = useState(saved.booking.bks);
  const label = (place: string) => t(LABELS[place] ?? 'm9000_set_bookings');
  const { status, busy, problems, sectionRef, saveChecked } = useCheckedSave({ placeOf, label, placeOfText });
  const noteId = useId();
  // Offered with the shifts as saved: a shift ticked bookable but not saved yet offers nothing.
  const offered = bookingOffered({ web: { rsvp }, shifts: settings.shifts });

  const save = () => {
    const booking = {
      wfd: numberOf(numbers.wfd),
      wfpx: numberOf(numbers.wfpx),
      inc: numberOf(numbers.inc),
      anp: numberOf(numbers.anp),
      atr: numberOf(numbers.atr),
      bkd,
      bks,
    };
    const body = { ir: settings.ir, bookings: { rsvp, booking } };
    const parsed = ZBookingSettingsEdit.safeParse(body);
    return saveChecked(
      {
        issues: parsed.success ? null : parsed.error.issues,
        rules: () => bookingSetupProblems({ shifts: settings.shifts, booking }),
      },
      () => backOffice.saveBookings(body),
      onSaved,
    );
  };

  return (
    <section className="set-section" aria-labelledby="set-bookings" ref={sectionRef}>
      <h3 id="set-bookings">{t('m9000_set_bookings')}</h3>
      <p>{t('m9000_set_bookings_intro')}</p>
      <label className="bo-check">
        <input
          type="checkbox"
          checked={rsvp}
          aria-describedby={noteId}
          onChange={(e) => setRsvp(e.target.checked)}
        />
        {t('m9000_set_bookings_on')}
      </label>
      <p id={noteId} className="set-note">
        {t(
          !rsvp
            ? 'm9000_set_bookings_off'
            : offered
              ? 'm9000_set_bookings_offered'
              : 'm9000_set_bookings_no_shift',
        )}
      </p>
      <div className="set-grid">
        {NUMBERS.map(({ key, label: text, fallback }) => (
          <CheckedInput
            key={key}
            label={t(text)}
            type="number"
            inputMode="numeric"
            step={1}
            required
            placeholder={String(fallback)}
            value={numbers[key]}
            problem={problems[key]}
            onChange={(e) => setNumbers((all) => ({ ...all, [key]: e.target.value }))}
          />
        ))}
      </div>
      <BlockedBookings
        dates={bkd}
        shifts={bks}
        venueShifts={settings.shifts}
        problems={{ bkd: problems.bkd, bks: problems.bks }}
        setDates={setBkd}
        setShifts={setBks}
      />
      <div className="set-actions">
        <button type="button" className="button" disabled={busy} onClick={() => void save()}>
          {t('m9000_set_save')} · {t('m9000_set_bookings')}
        </button>
      </div>
      <SaveStatus status={status} />
    </section>
  );
}
