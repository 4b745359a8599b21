import type { TShift } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { CheckedInput } from './checked-input.tsx';
import type { FieldProblems } from './field-problems.ts';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0]; // shown Monday first; the bit is 2^weekday (spec/1 §3 'Shift')
// Text, not a time input: '24:00' (a shift that ends at midnight) is a time no time input can show.
const HHMM = '[0-2][0-9]:[0-5][0-9]';

/** The label of each shift field a refusal can be shown at ('cv.cena' is the covers of the shift 'cena'). */
export const SHIFT_FIELD_LABELS: Readonly<Record<string, string>> = {
  hi: 'm9000_set_shift_from',
  hf: 'm9000_set_shift_to',
  cv: 'm9000_set_shift_covers',
};

/**
 * One opening shift: from, until, whether it ends the next day (sf, spec/2 §3 'Shift'), its weekdays, and for
 * table bookings whether it is bookable (rv) and how many covers it seats (cv, required then: at least 1).
 */
export function ShiftRow(props: {
  shift: TShift;
  n: number;
  problems: FieldProblems;
  update: (change: Partial<TShift>) => void;
  remove: () => void;
}) {
  const { t } = useTranslation();
  const { shift, problems, update } = props;
  const problem = (field: string) => problems[`${field}.${shift.jid}`];
  return (
    <fieldset className="set-row">
      <legend>{t('p9000_set_shift_n', { n: props.n })}</legend>
      <CheckedInput
        label={t('m9000_set_shift_from')}
        pattern={HHMM}
        inputMode="numeric"
        placeholder="HH:MM"
        value={shift.hi}
        required
        problem={problem('hi')}
        onChange={(e) => update({ hi: e.target.value })}
      />
      <CheckedInput
        label={t('m9000_set_shift_to')}
        pattern={HHMM}
        inputMode="numeric"
        placeholder="HH:MM"
        value={shift.hf}
        required
        problem={problem('hf')}
        onChange={(e) => update({ hf: e.target.value })}
      />
      <label className="bo-check">
        <input type="checkbox" checked={shift.sf} onChange={(e) => update({ sf: e.target.checked })} />
        {t('m9000_set_shift_overnight')}
      </label>
      <fieldset className="set-days">
        <legend>{t('m9000_set_days')}</legend>
        {WEEKDAYS.map((day) => (
          <label key={day} className="bo-check">
            <input
              type="checkbox"
              checked={(shift.d & (2 ** day)) !== 0}
              onChange={(e) => update({ d: e.target.checked ? shift.d | (2 ** day) : shift.d & ~(2 ** day) })}
            />
            {t(`m9000_set_day_${day}`)}
          </label>
        ))}
      </fieldset>
      <label className="bo-check">
        <input type="checkbox" checked={shift.rv} onChange={(e) => update({ rv: e.target.checked })} />
        {t('m9000_set_shift_bookable')}
      </label>
      {shift.rv ? (
        <CheckedInput
          label={t('m9000_set_shift_covers')}
          type="number"
          min={1}
          step={1}
          inputMode="numeric"
          value={shift.cv ?? ''}
          required
          problem={problem('cv')}
          // An emptied field is no covers at all, which the check refuses for a bookable shift.
          onChange={(e) => update({ cv: e.target.value === '' ? undefined : Number(e.target.value) })}
        />
      ) : null}
      <button type="button" className="button" onClick={props.remove}>
        {t('m9000_set_remove')}
      </button>
    </fieldset>
  );
}
