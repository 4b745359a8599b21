import { LANGUAGES, type Language } from '@comanda/i18n';
import { useTranslation } from '@comanda/i18n/react';
import { setLanguage } from '../app/i18n.ts';

/** Spanish / English switch (spec/3 §1): each language named in itself, the current one pressed. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className="language-switch">
      <legend className="visually-hidden">{t('m2000_language')}</legend>
      {LANGUAGES.map((lang: Language) => (
        <button
          key={lang}
          type="button"
          lang={lang}
          aria-pressed={i18n.language === lang}
          onClick={() => setLanguage(lang)}
        >
          {t(`m2000_lang_${lang}`)}
        </button>
      ))}
    </fieldset>
  );
}
