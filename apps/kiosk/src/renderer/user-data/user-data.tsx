import {
  type ContactChoice,
  checkUserData,
  contactChoices,
  isValidEmail,
  isValidPhone,
  isValidUserName,
  KIOSK_PHONE_COUNTRIES,
  type KioskPhoneCountry,
  type TRestaurantInfo,
} from '@comanda/domain';
import { countryWithPrefix } from '@comanda/domain/countries';
import { useTranslation } from '@comanda/i18n/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { KioskDataGate } from '../common/kiosk-data-gate.tsx';
import { brandStyle } from '../common/readable-text.ts';
import { StatusScreen } from '../common/status-screen.tsx';
import { useKioskCart } from '../kiosk-cart/cart-store.ts';
import { kioskBrand } from '../kiosk-data/brand.ts';
import { TouchKeyboard } from '../touch-keyboard/touch-keyboard.tsx';
import { Field } from './field.tsx';
import './user-data.css';

/**
 * /UserData (spec/3 §5 'User data'): name, and e-mail or phone as the configuration asks, typed on the
 * on-screen keyboard (issue 12 item 5), which types into the field the diner is in: the name first.
 */
export function UserData() {
  const { t } = useTranslation();
  return (
    <KioskDataGate placeholder={<StatusScreen>{t('m2000_loading')}</StatusScreen>}>
      {({ info }) => <UserDataForm info={info} />}
    </KioskDataGate>
  );
}

const defaultCountry = (pais: string): KioskPhoneCountry =>
  (KIOSK_PHONE_COUNTRIES as readonly string[]).includes(pais.toUpperCase())
    ? (pais.toUpperCase() as KioskPhoneCountry)
    : 'CL';

function UserDataForm({ info }: { info: TRestaurantInfo }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const saved = useKioskCart((s) => s.user);
  const setUser = useKioskCart((s) => s.setUser);
  const choices = contactChoices(info.cfg.kiosk?.userDataRequiredFields ?? 'emailAndPhone');
  const [choice, setChoice] = useState<ContactChoice>(choices[0]!);
  const [name, setName] = useState(saved?.name ?? '');
  const [email, setEmail] = useState(saved?.email ?? '');
  const [phone, setPhone] = useState(saved?.phone ?? '');
  const [country, setCountry] = useState<KioskPhoneCountry>(defaultCountry(saved?.country ?? info.pais));
  // Where the keyboard types: the name, or the contact field of the diner's choice.
  const [typingIn, setTypingIn] = useState<'name' | 'contact'>('name');
  const [contactChosen, setContactChosen] = useState(false);
  const check = checkUserData({ name, email, phone, country }, choice);
  const keyboard =
    typingIn === 'name'
      ? { kind: 'name' as const, value: name, onChange: setName }
      : choice === 'email'
        ? { kind: 'email' as const, value: email, onChange: setEmail }
        : { kind: 'phone' as const, value: phone, onChange: setPhone };

  const submit = () => {
    if (!check.ok) return;
    setUser({
      name: name.trim(),
      email: choice === 'email' ? email.trim() : '',
      phone: choice === 'phone' ? phone : '',
      country,
    });
    navigate('/SelectPaymentMethod');
  };

  return (
    <main className="screen screen--with-keyboard" style={brandStyle(kioskBrand(info).colour)}>
      <header className="screen-header">
        <h1>{t('m2000_user_data_title')}</h1>
      </header>
      <form
        id="user-data"
        className="screen-body user-data"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Field
          id="user-name"
          label={t('m2000_user_name')}
          value={name}
          valid={isValidUserName(name)}
          error={t('m2000_name_invalid')}
          autoComplete="name"
          focusOnMount
          onChange={setName}
          onFocus={() => setTypingIn('name')}
        />
        {choices.length > 1 ? (
          <fieldset className="contact-choice">
            <legend>{t('m2000_contact_choice')}</legend>
            {choices.map((c) => (
              <label key={c} className="contact-option">
                <input
                  type="radio"
                  name="contact"
                  checked={choice === c}
                  onChange={() => {
                    setChoice(c);
                    setTypingIn('contact');
                    setContactChosen(true);
                  }}
                />
                {c === 'email' ? t('m2000_user_email') : t('m2000_user_phone')}
              </label>
            ))}
          </fieldset>
        ) : null}
        {choice === 'email' ? (
          <Field
            id="user-email"
            label={t('m2000_user_email')}
            type="email"
            value={email}
            valid={isValidEmail(email)}
            error={t('m2000_email_invalid')}
            autoComplete="email"
            focusOnMount={contactChosen}
            onChange={setEmail}
            onFocus={() => setTypingIn('contact')}
          />
        ) : (
          <div className="phone-row">
            <label className="field">
              <span>{t('m2000_user_country')}</span>
              <select value={country} onChange={(e) => setCountry(e.target.value as KioskPhoneCountry)}>
                {KIOSK_PHONE_COUNTRIES.map((c) => (
                  <option key={c} value={c}>
                    {countryWithPrefix(c, i18n.language)}
                  </option>
                ))}
              </select>
            </label>
            <Field
              id="user-phone"
              label={t('m2000_user_phone')}
              type="tel"
              value={phone}
              valid={isValidPhone(phone, country)}
              error={t('m2000_phone_invalid')}
              autoComplete="tel-national"
              focusOnMount={contactChosen}
              onChange={setPhone}
              onFocus={() => setTypingIn('contact')}
            />
          </div>
        )}
      </form>
      <TouchKeyboard key={keyboard.kind} {...keyboard} />
      <footer className="screen-footer">
        <button type="button" className="big-button big-button--quiet" onClick={() => navigate('/KioskCart')}>
          {t('m2000_back')}
        </button>
        <button type="submit" form="user-data" className="big-button" disabled={!check.ok}>
          {t('m2000_continue')}
        </button>
      </footer>
    </main>
  );
}
