import { checkCountryPhone, type PhoneInputCountry, phoneCountryFor, profileCountry } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import { sessionStore, useSession } from '../store/session-store-instance.ts';
import { PhoneInput } from './phone-input.tsx';

/** Step 4 of the add-address dialog (spec/2 §2, §5): the profile's phone; Next stays off while it is invalid. */
export function PhoneStep({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const pc = useSession((s) => profileCountry(s.profile?.pc));
  const [country, setCountry] = useState<PhoneInputCountry>(phoneCountryFor(pc));
  const [phone, setPhone] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const checked = checkCountryPhone(phone, country);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!checked.ok) return;
    setBusy(true);
    try {
      await sessionStore.getState().save({ ph: checked.international });
      onDone();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="form-stack" onSubmit={(e) => void submit(e)} noValidate>
      <p className="muted">{t('m1_address_phone_intro')}</p>
      <PhoneInput
        country={country}
        phone={phone}
        invalid={phone.trim() !== '' && !checked.ok}
        onChange={(next) => {
          setCountry(next.country);
          setPhone(next.phone);
        }}
      />
      {error ? (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      ) : null}
      <div className="sheet__actions">
        <button type="button" className="button button--ghost" onClick={onDone}>
          {t('m1_cancel')}
        </button>
        <button type="submit" className="button" disabled={!checked.ok || busy}>
          {t('m1_next')}
        </button>
      </div>
    </form>
  );
}
