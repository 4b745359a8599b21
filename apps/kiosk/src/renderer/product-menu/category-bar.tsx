import { localName, type TCategory } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { ALL } from './menu-products.ts';

/** 'All' plus each category (spec/3 §2 /ProductMenu); the chosen one is pressed. */
export function CategoryBar({
  categories,
  selected,
  onSelect,
}: {
  categories: TCategory[];
  selected: string;
  onSelect(id: string): void;
}) {
  const { t, i18n } = useTranslation();
  const entries = [
    { id: ALL, label: t('m2000_all') },
    ...categories.map((c) => ({ id: c.id, label: localName(c, i18n.language) })),
  ];
  return (
    <nav className="category-bar" aria-label={t('m2000_categories')}>
      {entries.map((entry) => (
        <button
          key={entry.id}
          type="button"
          className="category-button"
          aria-pressed={selected === entry.id}
          onClick={() => onSelect(entry.id)}
        >
          {entry.label}
        </button>
      ))}
    </nav>
  );
}
