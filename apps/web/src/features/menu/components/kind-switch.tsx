import { useTranslation } from '@comanda/i18n/react';
import type { KindFilter } from '../model/menu-filters.ts';

const KINDS = [
  { kind: 'all', key: 'm1_kind_all' },
  { kind: 'eat', key: 'm1_kind_eat' },
  { kind: 'drink', key: 'm1_kind_drink' },
] as const;

/** The category bar's eat/drink switch, shown when the venue sets web.drinkandeat (spec/1 §2 screen 1). */
export function KindSwitch({ value, onChange }: { value: KindFilter; onChange: (kind: KindFilter) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset className="kind-switch">
      <legend className="visually-hidden">{t('m1_kind_label')}</legend>
      {KINDS.map(({ kind, key }) => (
        <button
          key={kind}
          type="button"
          className="kind-switch__option"
          aria-pressed={value === kind}
          onClick={() => onChange(kind)}
        >
          {t(key)}
        </button>
      ))}
    </fieldset>
  );
}
