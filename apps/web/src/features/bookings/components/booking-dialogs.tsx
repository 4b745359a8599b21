import { useTranslation } from '@comanda/i18n/react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import { useModalDialog } from '../../../lib/use-modal-dialog.ts';

/** 'Advertencia' · 'Hora no disponible' · 'Por favor seleccione otra hora para continuar.' (spec/2 §4). */
export function UnavailableDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useModalDialog(onClose);
  const id = useId();
  return (
    <dialog ref={ref} className="sheet sheet--small" aria-labelledby={id} role="alertdialog">
      <h2 id={id} className="sheet__title">
        {t('m1_booking_warning')}
      </h2>
      <p>
        <strong>{t('m1_booking_unavailable')}</strong>
      </p>
      <p>{t('m1_booking_unavailable_hint')}</p>
      <div className="sheet__actions">
        <button type="button" className="button" onClick={onClose}>
          {t('m1_bookings_accept')}
        </button>
      </div>
    </dialog>
  );
}

/** The login modal a signed-out diner gets at submit (spec/2 §4, §6): the account's own login panel. */
export function LoginDialog({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useModalDialog(onClose);
  const id = useId();
  return (
    <dialog ref={ref} className="sheet" aria-labelledby={id}>
      <h2 id={id} className="sheet__title">
        {t('m1_booking_login')}
      </h2>
      {children}
      <div className="sheet__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('m1_booking_close')}
        </button>
      </div>
    </dialog>
  );
}

/** A phone is required on the profile to book (spec/2 §5): asked first when the diner has none. */
export function PhoneDialog({
  onSave,
  onClose,
}: {
  onSave: (phone: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ref = useModalDialog(onClose);
  const id = useId();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const valid = phone.replace(/\D/g, '').length >= 8;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!valid) return setError(t('m1_booking_phone_invalid'));
    setBusy(true);
    try {
      await onSave(phone.trim());
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  };
  return (
    <dialog ref={ref} className="sheet sheet--small" aria-labelledby={id}>
      <form onSubmit={(e) => void submit(e)} className="form-stack">
        <h2 id={id} className="sheet__title">
          {t('m1_booking_phone_title')}
        </h2>
        <p>{t('m1_booking_phone_hint')}</p>
        <label className="field">
          <span className="field__label">{t('m1_booking_phone')}</span>
          <input type="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
        </label>
        {error ? (
          <p role="alert" className="notice notice--error">
            {error}
          </p>
        ) : null}
        <div className="sheet__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('m1_booking_close')}
          </button>
          <button type="submit" className="button" disabled={busy}>
            {t('m1_booking_save')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
