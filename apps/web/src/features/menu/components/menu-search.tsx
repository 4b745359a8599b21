import { useTranslation } from '@comanda/i18n/react';
import { useId } from 'react';

/** The in-menu product search box (spec/1 §2 screen 1; searching starts at 2 characters, §5). */
export function MenuSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <search className="menu-search">
      <label className="visually-hidden" htmlFor={`${hintId}-input`}>
        {t('m1_menu_search')}
      </label>
      <input
        id={`${hintId}-input`}
        className="menu-search__input"
        type="search"
        value={value}
        placeholder={t('m1_menu_search')}
        aria-describedby={hintId}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
      />
      <span id={hintId} className="visually-hidden">
        {t('m1_menu_search_hint')}
      </span>
    </search>
  );
}
