import { useTranslation } from '@comanda/i18n/react';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import { useModalDialog } from '../../../lib/use-modal-dialog.ts';

import { sessionStore, useSession } from '../store/session-store-instance.ts';

// The account whose diner closed the modal: it stays closed for the rest of this visit, on every page.
let dismissedFor: number | null = null;

/**
 * The complete-profile modal (spec/2 §2, §4, §5): opens when the profile's first name is empty; first and
 * last name must be non-empty after trimming. It never traps a diner (issue 16 item 6): 'Cerrar' and Escape
 * close it for the rest of the visit, and `onDone` follows as after saving — an order without a name is
 * still refused by the checkout, with its own words.
 */
export function CompleteProfileDialog({ onDone }: { onDone?: () => void }) {
  const profileId = useSession((s) => s.profile?.id ?? null);
  const [closed, setClosed] = useState(dismissedFor !== null && dismissedFor === profileId);
  if (closed) return null;
  return (
    <CompleteProfileForm
      onDone={onDone}
      onClose={() => {
        dismissedFor = profileId;
        setClosed(true);
        onDone?.();
      }}
    />
  );
}

function CompleteProfileForm({ onDone, onClose }: { onDone?: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const profile = useSession((s) => s.profile);
  const [nm, setNm] = useState(profile?.detApp.nm ?? '');
  const [ln, setLn] = useState(profile?.detApp.ln ?? '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const ref = useModalDialog(onClose);
  const titleId = useId();
  const valid = nm.trim() !== '' && ln.trim() !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) {
      setError(t('m1_profile_incomplete'));
      return;
    }
    setBusy(true);
    try {
      await sessionStore.getState().save({ nm: nm.trim(), ln: ln.trim() });
      onDone?.();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <dialog ref={ref} className="sheet sheet--small" aria-labelledby={titleId}>
      <form className="form-stack" onSubmit={(e) => void submit(e)} noValidate>
        <h2 id={titleId} className="sheet__title">
          {t('m1_complete_profile_title')}
        </h2>
        <p className="muted">{t('m1_complete_profile_intro')}</p>
        <label className="field">
          <span className="field__label">{t('m1_first_name')}</span>
          <input required autoComplete="given-name" value={nm} onChange={(e) => setNm(e.target.value)} />
        </label>
        <label className="field">
          <span className="field__label">{t('m1_last_name')}</span>
          <input required autoComplete="family-name" value={ln} onChange={(e) => setLn(e.target.value)} />
        </label>
        {error ? (
          <p role="alert" className="notice notice--error">
            {error}
          </p>
        ) : null}
        <div className="sheet__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('m1_close')}
          </button>
          <button type="submit" className="button" disabled={!valid || busy}>
            {t('m1_save')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
