import { useTranslation } from '@comanda/i18n/react';
import { switchLanguage } from '../lib/language.ts';
import { useLanguageList } from '../lib/language-list.ts';

/**
 * One toggle button per language the platform offers (spec/2 §4), the pressed one the language in use;
 * nothing to switch between when it offers one.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const languages = useLanguageList();
  if (languages.length < 2) return null;
  return (
    <fieldset className="language-switch">
      <legend className="visually-hidden">{t('m1_language')}</legend>
      {languages.map(({ ix, nati }) => (
        <button
          key={ix}
          type="button"
          lang={ix}
          className="language-switch__button"
          aria-pressed={i18n.language === ix}
          onClick={() => void switchLanguage(ix)}
        >
          {/* The short code fits the header; the language's name in itself is what a screen reader says. */}
          <span aria-hidden="true">{ix.toUpperCase()}</span>
          <span className="visually-hidden">{nati}</span>
        </button>
      ))}
    </fieldset>
  );
}
