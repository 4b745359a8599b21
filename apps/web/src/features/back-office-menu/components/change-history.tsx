import type { TCatalogChange } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import { backOffice } from '../api/clients.ts';

/** The fields of a change that differ, before → after (a created or deleted thing says so). */
function describe(change: TCatalogChange, t: (key: string) => string): string {
  const { before, after } = change;
  if (before === null || before === undefined) return t('m9000_bm_created');
  if (after === null || after === undefined) return t('m9000_bm_deleted');
  if (typeof before !== 'object' || typeof after !== 'object') return '';
  const b = before as Record<string, unknown>;
  const a = after as Record<string, unknown>;
  return Object.keys({ ...b, ...a })
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((k) => `${k}: ${JSON.stringify(b[k])} → ${JSON.stringify(a[k])}`)
    .join('; ');
}

/** The venue's change history (issue 13 item 3 'who, when, what'), newest first; read again after each save. */
export function ChangeHistory({ ir, version }: { ir: string; version: string }) {
  const { t, i18n } = useTranslation();
  const [rows, setRows] = useState<TCatalogChange[] | null>(null);
  const [error, setError] = useState('');
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new catalog version means new rows to read.
  useEffect(() => {
    backOffice
      .changes(ir)
      .then(setRows)
      .catch((e: unknown) => setError(errorMessage(e)));
  }, [ir, version]);
  if (error)
    return (
      <p role="alert" className="bo-error">
        {error}
      </p>
    );
  if (!rows) return <p>{t('m9000_bm_loading')}</p>;
  if (rows.length === 0) return <p>{t('m9000_bm_history_empty')}</p>;
  const when = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-US' : 'es-CL', {
    dateStyle: 'short',
    timeStyle: 'medium',
  });
  return (
    <div className="bo-table-wrap">
      <table className="bo-table">
        <thead>
          <tr>
            <th scope="col">{t('m9000_bm_history_when')}</th>
            <th scope="col">{t('m9000_bm_history_who')}</th>
            <th scope="col">{t('m9000_bm_history_what')}</th>
            <th scope="col">{t('m9000_bm_history_change')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>{when.format(new Date(row.at))}</td>
              <td>{row.who ?? '—'}</td>
              <td>
                {row.what} <code>{row.target}</code>
              </td>
              <td className="bo-diff">{describe(row, t)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
