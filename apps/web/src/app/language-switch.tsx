import { LANGUAGES, type Language } from '@comanda/i18n';
import { useTranslation } from '@comanda/i18n/react';
import { switchLanguage } from '../lib/language.ts';

const NAME_KEYS: Record<Language, 'm1_language_es' | 'm1_language_en'> = {
  es: 'm1_language_es',
  en: 'm1_language_en',
};

/** Two toggle buttons, ES and EN; the pressed one is the language in use. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className="language-switch">
      <legend className="visually-hidden">{t('m1_language')}</legend>
      {LANGUAGES.map((lang) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          className="language-switch__button"
          aria-pressed={i18n.language === lang}
          onClick={() => void switchLanguage(lang)}
        >
          {/* The short code fits the header; the full name is what a screen reader says. */}
          <span aria-hidden="true">{lang.toUpperCase()}</span>
          <span className="visually-hidden">{t(NAME_KEYS[lang])}</span>
        </button>
      ))}
    </fieldset>
  );
}
