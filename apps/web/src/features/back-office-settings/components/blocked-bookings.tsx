import type { TShift } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useId, useState } from 'react';
import { DateList, invalidWith, ListProblem } from './date-list.tsx';
import type { FieldProblem } from './field-problems.ts';

type BlockedShift = { fr: string; ta: string };

/**
 * Days without bookings (bkd) and shifts without bookings on a day (bks, spec/2 §5 'blocked dates and shifts
 * excluded'): the booking wizard offers neither, whatever the shifts say.
 */
export function BlockedBookings(props: {
  dates: string[];
  shifts: BlockedShift[];
  venueShifts: readonly TShift[];
  problems: { bkd?: FieldProblem | undefined; bks?: FieldProblem | undefined };
  setDates: (dates: string[]) => void;
  setShifts: (shifts: BlockedShift[]) => void;
}) {
  const { t } = useTranslation();
  const { dates, shifts, problems } = props;
  const [shiftDate, setShiftDate] = useState('');
  const [shift, setShift] = useState(props.venueShifts[0]?.jid ?? '');
  const shiftsProblemId = useId();
  const addShift = () => {
    if (shiftDate && shift && !shifts.some((s) => s.fr === shiftDate && s.ta === shift))
      props.setShifts([...shifts, { fr: shiftDate, ta: shift }]);
    setShiftDate('');
  };

  return (
    <>
      <DateList
        dates={dates}
        setDates={props.setDates}
        texts={{
          title: 'm9000_set_bookings_blocked_dates',
          none: 'm9000_set_bookings_no_blocked_dates',
          date: 'm9000_set_bookings_blocked_date',
          add: 'm9000_set_bookings_add_blocked_date',
        }}
        problem={problems.bkd}
      />

      <h4>{t('m9000_set_bookings_blocked_shifts')}</h4>
      {shifts.length === 0 ? <p>{t('m9000_set_bookings_no_blocked_shifts')}</p> : null}
      <ul className="set-rows" aria-label={t('m9000_set_bookings_blocked_shifts')}>
        {shifts.map((s) => (
          <li key={`${s.fr}/${s.ta}`} className="set-row">
            <span>
              {s.fr} · {s.ta}
            </span>
            <button
              type="button"
              className="button"
              onClick={() => props.setShifts(shifts.filter((o) => o !== s))}
            >
              {t('m9000_set_remove')} {s.fr} · {s.ta}
            </button>
          </li>
        ))}
      </ul>
      <div className="set-actions">
        <label className="bo-field">
          <span>{t('m9000_set_bookings_blocked_date')}</span>
          <input
            type="date"
            value={shiftDate}
            onChange={(e) => setShiftDate(e.target.value)}
            {...invalidWith(problems.bks, shiftsProblemId)}
          />
        </label>
        <label className="bo-field">
          <span>{t('m9000_set_bookings_shift')}</span>
          <select value={shift} onChange={(e) => setShift(e.target.value)}>
            {props.venueShifts.map((s) => (
              <option key={s.jid} value={s.jid}>
                {s.jid} · {s.hi}–{s.hf}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button" onClick={addShift} disabled={!shiftDate || !shift}>
          {t('m9000_set_bookings_add_blocked_shift')}
        </button>
      </div>
      <ListProblem id={shiftsProblemId} problem={problems.bks} />
    </>
  );
}
