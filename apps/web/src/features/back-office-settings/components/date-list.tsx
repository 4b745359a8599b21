import { useTranslation } from '@comanda/i18n/react';
import { useId, useState } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import type { FieldProblem } from './field-problems.ts';

/** A list's refusal under it; the list's add field is described by it and takes the focus. */
export function ListProblem({ id, problem }: { id: string; problem: FieldProblem | undefined }) {
  return problem ? (
    <p id={id} className="set-problem">
      {errorMessage(problem)}
    </p>
  ) : null;
}

/** The add field's marks when its list is refused: read as invalid, described by the refusal. */
export const invalidWith = (problem: FieldProblem | undefined, id: string) =>
  problem ? { 'aria-invalid': true as const, 'aria-describedby': id } : {};

/**
 * A list of whole days (the venue's holidays, its days without bookings): each removable, a new one added from a
 * date field, kept in order and once each. `texts` are the list's translation keys.
 */
export function DateList(props: {
  dates: string[];
  setDates: (dates: string[]) => void;
  texts: { title: string; none: string; date: string; add: string };
  problem?: FieldProblem | undefined;
}) {
  const { t } = useTranslation();
  const { dates, setDates, texts, problem } = props;
  const [date, setDate] = useState('');
  const problemId = useId();
  const add = () => {
    if (date && !dates.includes(date)) setDates([...dates, date].sort());
    setDate('');
  };
  return (
    <>
      <h4>{t(texts.title)}</h4>
      {dates.length === 0 ? <p>{t(texts.none)}</p> : null}
      <ul className="set-rows" aria-label={t(texts.title)}>
        {dates.map((day) => (
          <li key={day} className="set-row">
            <span>{day}</span>
            <button type="button" className="button" onClick={() => setDates(dates.filter((d) => d !== day))}>
              {t('m9000_set_remove')} {day}
            </button>
          </li>
        ))}
      </ul>
      <div className="set-actions">
        <label className="bo-field">
          <span>{t(texts.date)}</span>
          <input
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            {...invalidWith(problem, problemId)}
          />
        </label>
        <button type="button" className="button" onClick={add} disabled={!date}>
          {t(texts.add)}
        </button>
      </div>
      <ListProblem id={problemId} problem={problem} />
    </>
  );
}
