import { ApiError } from '@comanda/api-client';
import type { TStaffVenue } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import { kitchenBoard } from '../api/staff-api.ts';
import { boardStore } from '../store/staff-board-instance.ts';

/**
 * The venues the kitchen roles allow, by name (spec/3 §4: permission rows of module 5000; no typed ids). One
 * venue, or the one chosen before a venue change signed the person out, opens by itself.
 */
export function VenuePicker() {
  const { t } = useTranslation();
  const [venues, setVenues] = useState<TStaffVenue[] | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    let live = true;
    kitchenBoard
      .venues()
      .then((list) => {
        if (!live) return;
        const { wantedIrl } = boardStore.getState();
        const opens = list.length === 1 ? list[0] : list.find((v) => v.irl === wantedIrl);
        if (opens) boardStore.getState().choose(opens);
        else setVenues(list);
      })
      .catch((e: unknown) => {
        if (!live) return;
        if (e instanceof ApiError && e.status === 401) boardStore.getState().sessionEnded();
        else setError(errorMessage(e));
      });
    return () => {
      live = false;
    };
  }, []);
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
      {venues.length === 0 ? <p>{t('m5000_no_venues')}</p> : null}
      <ul className="staff-board__venues">
        {venues.map((v) => (
          <li key={v.irl}>
            <button type="button" className="button" onClick={() => boardStore.getState().choose(v)}>
              {v.name}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
