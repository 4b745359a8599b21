import { checkCountryPhone, PHONE_INPUT_COUNTRIES, type PhoneInputCountry } from '@comanda/domain';
import { countryName, countryWithPrefix } from '@comanda/domain/countries';
import { useTranslation } from '@comanda/i18n/react';
import { useId } from 'react';

/**
 * A country as the profile's and the phone input's lists name it, from the country table (spec/2 §3): its
 * English name to an English reader, else its own ('España'), with the dialling prefix when asked.
 */
export const countryLabel = (code: string, language: string, withDial = false): string =>
  withDial ? countryWithPrefix(code, language) : countryName(code, language);

/**
 * The phone input (spec/2 §3 'Phone input countries', at most 25 characters; §5 'Teléfono inválido'): the
 * country beside the number decides its check, as the server's (rules/phone-country.ts).
 */
export function PhoneInput({
  country,
  phone,
  onChange,
  invalid,
}: {
  country: PhoneInputCountry;
  phone: string;
  onChange: (next: { country: PhoneInputCountry; phone: string }) => void;
  invalid: boolean;
}) {
  const { t, i18n } = useTranslation();
  const errorId = useId();
  return (
    <div className="field-row phone-input">
      <label className="field phone-input__country">
        <span className="field__label">{t('m1_profile_phone_country')}</span>
        <select
          value={country}
          onChange={(e) => onChange({ country: e.target.value as PhoneInputCountry, phone })}
        >
          {PHONE_INPUT_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {countryLabel(code, i18n.language, true)}
            </option>
          ))}
        </select>
      </label>
      <div className="field">
        <label className="field">
          <span className="field__label">{t('m1_phone')}</span>
          <input
            type="tel"
            autoComplete="tel-national"
            maxLength={25}
            value={phone}
            aria-invalid={invalid}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(e) => onChange({ country, phone: e.target.value })}
          />
        </label>
        {invalid ? (
          <span id={errorId} className="field__error" role="alert">
            {t('m1_phone_invalid')}
          </span>
        ) : null}
      </div>
    </div>
  );
}

/** Whether a typed phone passes (an empty one is 'no phone', which the caller decides on). */
export const phoneValid = (phone: string, country: PhoneInputCountry) =>
  phone.trim() === '' || checkCountryPhone(phone, country).ok;
