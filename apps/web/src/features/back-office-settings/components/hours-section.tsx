import type { TShift } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useState } from 'react';
import { backOffice } from '../../../lib/back-office.ts';
import { SaveStatus, useSave } from './save-status.tsx';
import type { SectionProps } from './section-props.ts';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0]; // shown Monday first; the bit is 2^weekday (spec/1 §3 'Shift')
// Text, not a time input: '24:00' (a shift that ends at midnight) is a time no time input can show.
const HHMM = '[0-2][0-9]:[0-5][0-9]';

/**
 * Opening shifts (from, until, weekdays) and holidays: a holiday closes the venue for ordering the whole day
 * (packages/domain rules/opening-hours.ts), whatever its shifts say.
 */
export function HoursSection({ settings, onSaved }: SectionProps) {
  const { t } = useTranslation();
  const [shifts, setShifts] = useState<TShift[]>(settings.shifts);
  const [holidays, setHolidays] = useState<string[]>(settings.holidays);
  const [date, setDate] = useState('');
  const { status, busy, run } = useSave();

  const update = (i: number, change: Partial<TShift>) =>
    setShifts((all) => all.map((s, j) => (j === i ? { ...s, ...change } : s)));
  const addShift = () =>
    setShifts((all) => [
      ...all,
      { jid: `t${Date.now()}`, hi: '12:00', hf: '16:00', si: false, sf: false, d: 127, rv: false },
    ]);
  const addHoliday = () => {
    if (date && !holidays.includes(date)) setHolidays((all) => [...all, date].sort());
    setDate('');
  };
  const save = () => run(() => backOffice.saveHours({ ir: settings.ir, shifts, holidays }), onSaved);

  return (
    <section className="set-section" aria-labelledby="set-hours">
      <h3 id="set-hours">{t('m9000_set_hours')}</h3>
      <h4>{t('m9000_set_shifts')}</h4>
      <ul className="set-rows">
        {shifts.map((shift, i) => (
          <li key={shift.jid}>
            <fieldset className="set-row">
              <legend>{t('p9000_set_shift_n', { n: i + 1 })}</legend>
              <label className="bo-field">
                <span>{t('m9000_set_shift_from')}</span>
                <input
                  pattern={HHMM}
                  inputMode="numeric"
                  placeholder="HH:MM"
                  value={shift.hi}
                  required
                  onChange={(e) => update(i, { hi: e.target.value })}
                />
              </label>
              <label className="bo-field">
                <span>{t('m9000_set_shift_to')}</span>
                <input
                  pattern={HHMM}
                  inputMode="numeric"
                  placeholder="HH:MM"
                  value={shift.hf}
                  required
                  onChange={(e) => update(i, { hf: e.target.value })}
                />
              </label>
              <fieldset className="set-days">
                <legend>{t('m9000_set_days')}</legend>
                {WEEKDAYS.map((day) => (
                  <label key={day} className="bo-check">
                    <input
                      type="checkbox"
                      checked={(shift.d & (2 ** day)) !== 0}
                      onChange={(e) =>
                        update(i, { d: e.target.checked ? shift.d | (2 ** day) : shift.d & ~(2 ** day) })
                      }
                    />
                    {t(`m9000_set_day_${day}`)}
                  </label>
                ))}
              </fieldset>
              <button
                type="button"
                className="button"
                onClick={() => setShifts((all) => all.filter((_, j) => j !== i))}
              >
                {t('m9000_set_remove')}
              </button>
            </fieldset>
          </li>
        ))}
      </ul>
      <button type="button" className="button" onClick={addShift}>
        {t('m9000_set_add_shift')}
      </button>
      <h4>{t('m9000_set_holidays')}</h4>
      {holidays.length === 0 ? <p>{t('m9000_set_no_holidays')}</p> : null}
      <ul className="set-rows" aria-label={t('m9000_set_holidays')}>
        {holidays.map((day) => (
          <li key={day} className="set-row">
            <span>{day}</span>
            <button
              type="button"
              className="button"
              onClick={() => setHolidays((all) => all.filter((d) => d !== day))}
            >
              {t('m9000_set_remove')} {day}
            </button>
          </li>
        ))}
      </ul>
      <div className="set-actions">
        <label className="bo-field">
          <span>{t('m9000_set_holiday_date')}</span>
          <input type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        </label>
        <button type="button" className="button" onClick={addHoliday} disabled={!date}>
          {t('m9000_set_add_holiday')}
        </button>
      </div>
      <SaveStatus status={status} />
      <button type="button" className="button set-save" disabled={busy} onClick={() => void save()}>
        {t('m9000_set_save')} · {t('m9000_set_hours')}
      </button>
    </section>
  );
}
