import { ApiError } from '@comanda/api-client';
import type { TKitchenScreen } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type FormEvent, useCallback, useEffect, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { currentDateLocale } from '../../../lib/language.ts';
import { kitchenBoard, staffAccounts } from '../api/staff-api.ts';
import { boardStore } from '../store/staff-board-instance.ts';

const issuedAt = (iso: string) =>
  new Intl.DateTimeFormat(currentDateLocale(), { dateStyle: 'short', timeStyle: 'short' }).format(
    new Date(iso),
  );

/**
 * A manager's kitchen screens of the venue (issue 13 item 2; spec/3 §4 'Kitchen-display users authenticate by
 * an API token'): this device becomes one (it gets a token of its own, kept across restarts, and the
 * manager's own session ends here), and the venue's screens are listed, each revocable: a revoked screen asks
 * to sign in on its next call.
 */
export function KitchenScreens({ irl }: { irl: string }) {
  const { t } = useTranslation();
  const [screens, setScreens] = useState<TKitchenScreen[]>([]);
  const [name, setName] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [revoking, setRevoking] = useState<TKitchenScreen | null>(null);
  const [done, setDone] = useState('');
  const titleId = useId();
  const refused = (e: unknown) => {
    if (e instanceof ApiError && e.status === 401) boardStore.getState().sessionEnded();
    else setError(errorMessage(e));
  };
  const reload = useCallback(() => {
    kitchenBoard.screens(irl).then(setScreens, () => setScreens([]));
  }, [irl]);
  useEffect(reload, [reload]);

  const becomeScreen = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setBusy(true);
    try {
      const { token, screen } = await kitchenBoard.issueScreen(irl, name.trim());
      try {
        await staffAccounts.logout();
      } catch {
        // The manager's session is forgotten here either way.
      }
      boardStore.getState().becomeScreen(token, screen.name);
    } catch (e) {
      refused(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card staff-screens" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {t('m5000_screens_title')}
      </h2>
      <p className="small muted">{t('m5000_screens_intro')}</p>
      <form className="inline-form" onSubmit={(e) => void becomeScreen(e)}>
        <label className="field">
          <span className="field__label">{t('m5000_screen_name')}</span>
          <input required maxLength={60} value={name} onChange={(e) => setName(e.target.value)} />
        </label>
        <button type="submit" className="button" disabled={busy}>
          {t('m5000_screen_make')}
        </button>
      </form>
      {error ? (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="small">
          {done}
        </p>
      ) : null}
      {screens.length === 0 ? (
        <p className="small muted">{t('m5000_screens_empty')}</p>
      ) : (
        <ul className="staff-screens__list">
          {screens.map((s) => (
            <li key={s.id} data-testid="staff-screen">
              <span>
                <strong>{s.name}</strong>{' '}
                <span className="muted small">
                  {t('p5000_screen_issued', { name: s.issuedBy, when: issuedAt(s.createdAt) })}
                </span>
              </span>
              <button
                type="button"
                className="button button--ghost"
                aria-label={t('p5000_screen_revoke_named', { name: s.name })}
                onClick={() => setRevoking(s)}
              >
                {t('m5000_screen_revoke')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {revoking ? (
        <ConfirmDialog
          message={t('p5000_screen_revoke_confirm', { name: revoking.name })}
          confirmLabel={t('m5000_screen_revoke_yes')}
          cancelLabel={t('m5000_keep')}
          onConfirm={() => {
            const screen = revoking;
            setRevoking(null);
            kitchenBoard.revokeScreen(screen.id).then(() => {
              setDone(t('p5000_screen_revoked_done', { name: screen.name }));
              reload();
            }, refused);
          }}
          onCancel={() => setRevoking(null)}
        />
      ) : null}
    </section>
  );
}
