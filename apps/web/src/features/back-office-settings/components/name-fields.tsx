import { useTranslation } from '@comanda/i18n/react';
import { translated } from './translated-name.ts';

type Names = { nm: string; nmTrad?: Record<string, string> | undefined };

/**
 * A name in Spanish and its English translation, the pair a table and a payment method are named by (nm, and en
 * in nmTrad, dropped when emptied: translated-name.ts).
 */
export function NameFields({
  names,
  onChange,
}: {
  names: Names;
  onChange: (change: Partial<Names>) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <label className="bo-field">
        <span>{t('m9000_set_table_name')}</span>
        <input value={names.nm} required maxLength={80} onChange={(e) => onChange({ nm: e.target.value })} />
      </label>
      <label className="bo-field">
        <span>{t('m9000_set_name_en')}</span>
        <input
          value={names.nmTrad?.en ?? ''}
          maxLength={80}
          onChange={(e) => onChange({ nmTrad: translated(names.nmTrad, e.target.value) })}
        />
      </label>
    </>
  );
}
