import type { TRoleProfile } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type FormEvent, useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import { staffProfiles, venueName } from '../api/staff-api.ts';
import { boardStore } from '../store/staff-board-instance.ts';

type Venue = { irl: string; name: string };

/**
 * The venues the kitchen roles allow (spec/3 §4: permission rows of module 5000). A row for every venue
 * (ir '') lets the person type a location id.
 */
export function VenuePicker() {
  const { t } = useTranslation();
  const [venues, setVenues] = useState<Venue[] | null>(null);
  const [any, setAny] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState('');
  useEffect(() => {
    let live = true;
    staffProfiles()
      .then(async ({ profiles }) => {
        const rows = profiles.filter((p: TRoleProfile) => p.module === 5000);
        const named = await Promise.all(
          rows
            .filter((p) => p.ir !== '')
            .map(async (p) => ({ irl: `${p.ir}-${p.il || '1'}`, name: await venueName(p.ir, p.il || '1') })),
        );
        if (!live) return;
        setAny(rows.some((p) => p.ir === ''));
        setVenues(named);
        if (named.length === 1 && !rows.some((p) => p.ir === ''))
          boardStore.getState().choose(named[0]!.irl, named[0]!.name);
      })
      .catch((e: unknown) => live && setError(errorMessage(e)));
    return () => {
      live = false;
    };
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim()) boardStore.getState().choose(typed.trim(), typed.trim());
  };
  if (error)
    return (
      <p role="alert" className="notice notice--error">
        {error}
      </p>
    );
  if (!venues)
    return (
      <p role="status" className="muted">
        {t('m5000_loading')}
      </p>
    );
  return (
    <section className="card" aria-labelledby="venue-picker-title">
      <h2 id="venue-picker-title" className="card__title">
        {t('m5000_choose_venue')}
      </h2>
      {venues.length === 0 && !any ? <p>{t('m5000_no_venues')}</p> : null}
      <div className="row-actions">
        {venues.map((v) => (
          <button
            key={v.irl}
            type="button"
            className="button"
            onClick={() => boardStore.getState().choose(v.irl, v.name)}
          >
            {v.name}
          </button>
        ))}
      </div>
      {any ? (
        <form className="inline-form" onSubmit={submit}>
          <label className="field">
            <span className="field__label">{t('m5000_venue_id')}</span>
            <input value={typed} onChange={(e) => setTyped(e.target.value)} />
          </label>
          <button type="submit" className="button button--ghost">
            {t('m5000_open_board')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
