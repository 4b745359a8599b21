import type { TVenueSettings } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useState } from 'react';
import { backOffice } from '../../../lib/back-office.ts';
import { NameFields } from './name-fields.tsx';
import { SaveStatus, useSave } from './save-status.tsx';
import type { SectionProps } from './section-props.ts';
import { TableQrDownload } from './table-qr-download.tsx';

type Table = TVenueSettings['tables'][number];

/**
 * Tables (the check-in QR's and the kiosk locator's numbers) with their names in es/en and sectors, and the
 * saved tables' QR sheet to download.
 */
export function TablesSection({ settings, onSaved }: SectionProps) {
  const { t } = useTranslation();
  const [tables, setTables] = useState<Table[]>(settings.tables);
  const { status, busy, run } = useSave();
  const update = (i: number, change: Partial<Table>) =>
    setTables((all) => all.map((row, j) => (j === i ? { ...row, ...change } : row)));
  const add = () => setTables((all) => [...all, { id: '', nm: '', sector: '' }]);

  return (
    <section className="set-section" aria-labelledby="set-tables">
      <h3 id="set-tables">{t('m9000_set_tables')}</h3>
      <ul className="set-rows">
        {tables.map((table, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a new row has no id until one is typed.
          <li key={i} className="set-row">
            <label className="bo-field">
              <span>{t('m9000_set_table_id')}</span>
              <input
                value={table.id}
                required
                maxLength={40}
                onChange={(e) => update(i, { id: e.target.value })}
              />
            </label>
            <NameFields names={table} onChange={(change) => update(i, change)} />
            <label className="bo-field">
              <span>{t('m9000_set_sector')}</span>
              <input
                value={table.sector}
                maxLength={80}
                onChange={(e) => update(i, { sector: e.target.value })}
              />
            </label>
            <button
              type="button"
              className="button"
              onClick={() => setTables((all) => all.filter((_, j) => j !== i))}
            >
              {t('m9000_set_remove')}
            </button>
          </li>
        ))}
      </ul>
      <div className="set-actions">
        <button type="button" className="button" onClick={add}>
          {t('m9000_set_add_table')}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => void run(() => backOffice.saveTables({ ir: settings.ir, tables }), onSaved)}
        >
          {t('m9000_set_save')} · {t('m9000_set_tables')}
        </button>
      </div>
      <SaveStatus status={status} />
      <TableQrDownload settings={settings} />
    </section>
  );
}
