import { useTranslation } from '@comanda/i18n/react';
import { setLanguage } from '../app/i18n.ts';
import { useLanguageList } from '../app/language-list.ts';

/**
 * The language switch (spec/3 §1): one button per language the platform offers (spec/2 §4), each named in
 * itself, the current one pressed; nothing to switch between when it offers one.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const languages = useLanguageList();
  if (languages.length < 2) return null;
  return (
    <fieldset className="language-switch">
      <legend className="visually-hidden">{t('m2000_language')}</legend>
      {languages.map(({ ix, nati }) => (
        <button
          key={ix}
          type="button"
          lang={ix}
          aria-pressed={i18n.language === ix}
          onClick={() => setLanguage(ix)}
        >
          {nati}
        </button>
      ))}
    </fieldset>
  );
}
