import { bookingSetupProblems, type TextRef, type TShift, ZHoursEdit } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useState } from 'react';
import { backOffice } from '../../../lib/back-office.ts';
import { DateList } from './date-list.tsx';
import type { PlaceOf } from './field-problems.ts';
import { SaveStatus } from './save-status.tsx';
import type { SectionProps } from './section-props.ts';
import { SHIFT_FIELD_LABELS, ShiftRow } from './shift-row.tsx';
import { useCheckedSave } from './use-checked-save.ts';

/** A bookable shift's missing covers, which the domain's rule names by the shift's id, at its covers field. */
const placeOfText = (detail: TextRef) =>
  detail.key === 'p1_err_catalog_shift_covers' && typeof detail.params?.shift === 'string'
    ? `cv.${detail.params.shift}`
    : null;

/**
 * Opening shifts (from, until, overnight, weekdays; bookable and covers) and holidays: a holiday closes the venue
 * for ordering the whole day (packages/domain rules/opening-hours.ts), whatever its shifts say. The save is
 * checked by the import's contract and booking rule (rules/booking-setup.ts) before it is sent, and a refusal,
 * the browser's or the server's, shows at the field it is about, which takes the focus.
 */
export function HoursSection({ settings, onSaved }: SectionProps) {
  const { t } = useTranslation();
  const [shifts, setShifts] = useState<TShift[]>(settings.shifts);
  const [holidays, setHolidays] = useState<string[]>(settings.holidays);

  /** ['shifts', 1, 'cv'] is the covers of the second shift: 'cv.{its jid}'. */
  const placeOf: PlaceOf = ([part, index, field]) => {
    const jid = typeof index === 'number' ? shifts[index]?.jid : undefined;
    if (part !== 'shifts' || jid === undefined || typeof field !== 'string') return null;
    return SHIFT_FIELD_LABELS[field] ? `${field}.${jid}` : null;
  };
  const label = (place: string) => {
    const dot = place.indexOf('.');
    const n = shifts.findIndex((s) => s.jid === place.slice(dot + 1)) + 1;
    const field = SHIFT_FIELD_LABELS[place.slice(0, dot)];
    return field ? `${t('p9000_set_shift_n', { n })} · ${t(field)}` : t('m9000_set_hours');
  };
  const { status, busy, problems, sectionRef, saveChecked } = useCheckedSave({ placeOf, label, placeOfText });

  const update = (i: number, change: Partial<TShift>) =>
    setShifts((all) => all.map((s, j) => (j === i ? { ...s, ...change } : s)));
  const addShift = () =>
    setShifts((all) => [
      ...all,
      { jid: `t${Date.now()}`, hi: '12:00', hf: '16:00', si: false, sf: false, d: 127, rv: false },
    ]);
  const save = () => {
    const body = { ir: settings.ir, shifts, holidays };
    const parsed = ZHoursEdit.safeParse(body);
    return saveChecked(
      {
        issues: parsed.success ? null : parsed.error.issues,
        rules: () => bookingSetupProblems({ shifts, booking: settings.bookings.booking }),
      },
      () => backOffice.saveHours(body),
      onSaved,
    );
  };

  return (
    <section className="set-section" aria-labelledby="set-hours" ref={sectionRef}>
      <h3 id="set-hours">{t('m9000_set_hours')}</h3>
      <h4>{t('m9000_set_shifts')}</h4>
      <ul className="set-rows">
        {shifts.map((shift, i) => (
          <li key={shift.jid}>
            <ShiftRow
              shift={shift}
              n={i + 1}
              problems={problems}
              update={(change) => update(i, change)}
              remove={() => setShifts((all) => all.filter((_, j) => j !== i))}
            />
          </li>
        ))}
      </ul>
      <button type="button" className="button" onClick={addShift}>
        {t('m9000_set_add_shift')}
      </button>
      <DateList
        dates={holidays}
        setDates={setHolidays}
        texts={{
          title: 'm9000_set_holidays',
          none: 'm9000_set_no_holidays',
          date: 'm9000_set_holiday_date',
          add: 'm9000_set_add_holiday',
        }}
      />
      <SaveStatus status={status} />
      <button type="button" className="button set-save" disabled={busy} onClick={() => void save()}>
        {t('m9000_set_save')} · {t('m9000_set_hours')}
      </button>
    </section>
  );
}
