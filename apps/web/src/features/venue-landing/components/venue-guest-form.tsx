import {
  boxLetters,
  boxNumbers,
  emptyVenueGuestDraft,
  SECTOR_BOXES,
  SECTOR_SUITES,
  suiteNumbers,
  type TVenueInfoAnswer,
  type VenueGuest,
  type VenueGuestDraft,
  type VenueGuestProblem,
  type VenueSector,
  venueGuestProblem,
  venueGuestRecord,
  withBoxLetter,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useState } from 'react';
// The form's fields look like the account's.
import '../../../components/panels.css';

const PROBLEM_TEXT: Record<VenueGuestProblem, string> = {
  missingLocation: 'm1_landing_missing_location',
  missingName: 'm1_landing_missing_name',
  missingBoth: 'm1_landing_missing_both',
};

/**
 * Sector, then box letter and number or suite, then name (spec/2 §4 'Venue guest'): changing the letter
 * clears the number, any edit clears the message, and the guest goes on only with everything filled in
 * (the three messages of spec/2 §5).
 */
export function VenueGuestForm({
  venue,
  sector,
  onDone,
}: {
  venue: TVenueInfoAnswer;
  sector: VenueSector;
  onDone: (guest: VenueGuest) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<VenueGuestDraft>(() => emptyVenueGuestDraft(sector));
  const [problem, setProblem] = useState<VenueGuestProblem | null>(null);
  const edit = (next: VenueGuestDraft) => {
    setDraft(next);
    setProblem(null);
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const guest = venueGuestRecord(draft);
    if (guest) onDone(guest);
    else setProblem(venueGuestProblem(draft));
  };

  return (
    <form className="form-stack" onSubmit={submit} noValidate>
      <fieldset className="choice-list choice-list--grid">
        <legend className="field__label">{t('m1_landing_sector')}</legend>
        {[SECTOR_BOXES, SECTOR_SUITES].map((s) => (
          <label key={s} className="choice">
            <input
              type="radio"
              name="sector"
              checked={draft.sector === s}
              onChange={() => edit(emptyVenueGuestDraft(s))}
            />{' '}
            {t(s === SECTOR_BOXES ? 'm1_landing_sector_boxes' : 'm1_landing_sector_suites')}
          </label>
        ))}
      </fieldset>
      {draft.sector === SECTOR_BOXES ? (
        <div className="field-row">
          <label className="field">
            <span className="field__label">{t('m1_landing_letter')}</span>
            <select value={draft.letter} onChange={(e) => edit(withBoxLetter(draft, e.target.value))}>
              <option value="">{t('m1_landing_choose')}</option>
              {boxLetters(venue).map((letter) => (
                <option key={letter} value={letter}>
                  {letter}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">{t('m1_landing_number')}</span>
            <select
              value={draft.number ?? ''}
              disabled={draft.letter === ''}
              onChange={(e) => edit({ ...draft, number: e.target.value ? Number(e.target.value) : null })}
            >
              <option value="">{t('m1_landing_choose')}</option>
              {draft.letter
                ? boxNumbers(venue, draft.letter).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))
                : null}
            </select>
          </label>
        </div>
      ) : (
        <label className="field">
          <span className="field__label">{t('m1_landing_suite')}</span>
          <select
            value={draft.suite ?? ''}
            onChange={(e) => edit({ ...draft, suite: e.target.value ? Number(e.target.value) : null })}
          >
            <option value="">{t('m1_landing_choose')}</option>
            {suiteNumbers(venue).map((n) => (
              <option key={n} value={n}>
                {t('p1_landing_suite_option', { n })}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="field">
        <span className="field__label">{t('m1_landing_name')}</span>
        <input
          value={draft.name}
          autoComplete="name"
          onChange={(e) => edit({ ...draft, name: e.target.value })}
        />
      </label>
      {problem ? (
        <p className="notice notice--error" role="alert">
          {t(PROBLEM_TEXT[problem])}
        </p>
      ) : null}
      <button type="submit" className="button button--primary">
        {t('m1_landing_go')}
      </button>
    </form>
  );
}
