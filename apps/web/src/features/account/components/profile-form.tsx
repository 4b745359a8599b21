import { isValidPhone } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import { sessionStore, useSession } from '../store/session-store-instance.ts';

/** Personal data (spec/2 §2 'Personal data editor', §5): first name required, a valid phone, 'Perfil actualizado'. */
export function ProfileForm() {
  const { t } = useTranslation();
  const titleId = useId();
  const profile = useSession((s) => s.profile);
  const [nm, setNm] = useState(profile?.detApp.nm ?? '');
  const [ln, setLn] = useState(profile?.detApp.ln ?? '');
  const [ph, setPh] = useState(profile?.detApp.ph ?? '');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (nm.trim() === '') return setMessage({ text: t('m1_profile_incomplete'), error: true });
    if (ph.trim() !== '' && !isValidPhone(ph))
      return setMessage({ text: t('m1_phone_invalid'), error: true });
    setBusy(true);
    try {
      await sessionStore.getState().save({ nm: nm.trim(), ln: ln.trim(), ph: ph.trim() });
      setMessage({ text: t('m1_profile_updated'), error: false });
    } catch (e) {
      setMessage({ text: errorMessage(e), error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card" aria-labelledby={titleId}>
      <h2 id={titleId} className="card__title">
        {t('m1_account_personal')}
      </h2>
      <p className="muted">{profile?.detApp.em}</p>
      <form className="form-stack" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field-row">
          <label className="field">
            <span className="field__label">{t('m1_first_name')}</span>
            <input autoComplete="given-name" value={nm} onChange={(e) => setNm(e.target.value)} />
          </label>
          <label className="field">
            <span className="field__label">{t('m1_last_name')}</span>
            <input autoComplete="family-name" value={ln} onChange={(e) => setLn(e.target.value)} />
          </label>
        </div>
        <label className="field">
          <span className="field__label">{t('m1_phone')}</span>
          <input type="tel" autoComplete="tel" value={ph} onChange={(e) => setPh(e.target.value)} />
          <span className="field__hint">{t('m1_phone_hint')}</span>
        </label>
        <button type="submit" className="button" disabled={busy}>
          {t('m1_save')}
        </button>
        {message ? (
          <p
            role={message.error ? 'alert' : 'status'}
            className={message.error ? 'notice notice--error' : 'notice'}
          >
            {message.text}
          </p>
        ) : null}
      </form>
    </section>
  );
}
