import {
  checkCountryPhone,
  isValidRut,
  LANGUAGE_NATIVE_NAME,
  LANGUAGES,
  type Language,
  type PhoneInputCountry,
  PROFILE_COUNTRIES,
  PROFILE_GENDERS,
  type ProfileCountry,
  phoneCountryFor,
  phoneInputCountryOf,
  profileCountry,
  type TProfileSave,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import { sessionStore, useSession } from '../store/session-store-instance.ts';
import { countryLabel, PhoneInput } from './phone-input.tsx';

const GENDER_KEYS = { '': 'm1_gender_none', f: 'm1_gender_f', m: 'm1_gender_m', o: 'm1_gender_o' } as const;
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Personal data (spec/2 §2 'Personal data editor', §3 allowed saved fields, §5): the profile's country and
 * language, first name (required) and last name, username, the phone checked for the country beside it,
 * the rut (a Chilean profile's RUT with its check digit), gender and birth date; 'Perfil actualizado'.
 */
export function ProfileForm() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const profile = useSession((s) => s.profile);
  const detApp = profile?.detApp;
  const [pc, setPc] = useState<ProfileCountry>(profileCountry(profile?.pc));
  const [idi, setIdi] = useState<Language>(profile?.prefs.idi ?? 'es');
  const [nm, setNm] = useState(detApp?.nm ?? '');
  const [ln, setLn] = useState(detApp?.ln ?? '');
  const [username, setUsername] = useState(detApp?.username ?? '');
  const [phoneCountry, setPhoneCountry] = useState<PhoneInputCountry>(
    phoneInputCountryOf(detApp?.ph ?? '', phoneCountryFor(pc)),
  );
  const [ph, setPh] = useState(() => {
    const saved = detApp?.ph ?? '';
    const read = checkCountryPhone(saved, phoneCountry);
    return read.ok ? read.national : saved;
  });
  const [rut, setRut] = useState(detApp?.rut ?? '');
  const [ge, setGe] = useState<(typeof PROFILE_GENDERS)[number]>(detApp?.ge ?? '');
  const [birth, setBirth] = useState(
    detApp?.fnY && detApp.fnM && detApp.fnD ? `${detApp.fnY}-${pad(detApp.fnM)}-${pad(detApp.fnD)}` : '',
  );
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const phone = checkCountryPhone(ph, phoneCountry);
  const phoneInvalid = ph.trim() !== '' && !phone.ok;
  const rutInvalid = pc === 'cl' && rut.trim() !== '' && !isValidRut(rut);

  const chooseCountry = (next: ProfileCountry) => {
    // The phone's country follows the profile's while the phone is empty or was the old country's.
    if (ph.trim() === '' || phoneCountry === phoneCountryFor(pc)) setPhoneCountry(phoneCountryFor(next));
    setPc(next);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (nm.trim() === '') return setMessage({ text: t('m1_profile_incomplete'), error: true });
    if (phoneInvalid) return setMessage({ text: t('m1_phone_invalid'), error: true });
    if (rutInvalid) return setMessage({ text: t('m1_profile_rut_invalid'), error: true });
    const [y, m, d] = birth ? birth.split('-').map(Number) : [null, null, null];
    const patch: TProfileSave = {
      nm: nm.trim(),
      ln: ln.trim(),
      username: username.trim(),
      ph: phone.ok ? phone.international : '',
      rut: rut.trim(),
      ge,
      fnY: y ?? null,
      fnM: m ?? null,
      fnD: d ?? null,
      prefs: { idi, pc },
    };
    setBusy(true);
    try {
      await sessionStore.getState().save(patch);
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
      <p className="muted">{detApp?.em}</p>
      <form className="form-stack" onSubmit={(e) => void submit(e)} noValidate>
        <div className="field-row">
          <label className="field">
            <span className="field__label">{t('m1_profile_country')}</span>
            <select value={pc} onChange={(e) => chooseCountry(e.target.value as ProfileCountry)}>
              {PROFILE_COUNTRIES.map((code) => (
                <option key={code} value={code}>
                  {countryLabel(code, i18n.language)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">{t('m1_profile_language')}</span>
            <select value={idi} onChange={(e) => setIdi(e.target.value as Language)}>
              {LANGUAGES.map((code) => (
                <option key={code} value={code} lang={code}>
                  {LANGUAGE_NATIVE_NAME[code]}
                </option>
              ))}
            </select>
          </label>
        </div>
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
          <span className="field__label">{t('m1_profile_username')}</span>
          <input autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} />
        </label>
        <PhoneInput
          country={phoneCountry}
          phone={ph}
          invalid={phoneInvalid}
          onChange={(next) => {
            setPhoneCountry(next.country);
            setPh(next.phone);
          }}
        />
        <div className="field">
          <label className="field">
            <span className="field__label">{pc === 'cl' ? t('m1_profile_rut') : t('m1_profile_tax_id')}</span>
            <input
              value={rut}
              aria-invalid={rutInvalid}
              aria-describedby={`${titleId}-rut`}
              onChange={(e) => setRut(e.target.value)}
            />
          </label>
          <span id={`${titleId}-rut`} className={rutInvalid ? 'field__error' : 'field__hint'}>
            {rutInvalid ? t('m1_profile_rut_invalid') : pc === 'cl' ? t('m1_profile_rut_hint') : ''}
          </span>
        </div>
        <div className="field-row">
          <label className="field">
            <span className="field__label">{t('m1_profile_gender')}</span>
            <select value={ge} onChange={(e) => setGe(e.target.value as typeof ge)}>
              {PROFILE_GENDERS.map((code) => (
                <option key={code} value={code}>
                  {t(GENDER_KEYS[code])}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span className="field__label">{t('m1_profile_birth')}</span>
            <input type="date" autoComplete="bday" value={birth} onChange={(e) => setBirth(e.target.value)} />
          </label>
        </div>
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
