import type { TBackOfficeMenu } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useState } from 'react';
import { backOffice } from '../api/clients.ts';
import { useBackOffice } from '../store/back-office-store.ts';
import { GroupEditor } from './group-editor.tsx';

/**
 * The venue's extras groups (issue 13 item 3): name, bounds, how many extras and which products offer each;
 * a group is edited whole (its extras and the products that offer it) or deleted — the server refuses, naming
 * them, while products still offer it.
 */
export function GroupList({ data }: { data: TBackOfficeMenu }) {
  const { t } = useTranslation();
  const { run } = useBackOffice();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  if (editing)
    return (
      <GroupEditor data={data} code={editing === 'new' ? null : editing} close={() => setEditing(null)} />
    );
  const { extraGroups, products } = data.menu;
  return (
    <>
      <button type="button" className="button" onClick={() => setEditing('new')}>
        {t('m9000_bm_new_group')}
      </button>
      {extraGroups.length === 0 ? <p>{t('m9000_bm_no_groups')}</p> : null}
      <ul className="bo-list">
        {extraGroups.map((g) => {
          const name = g.nomCatExtra;
          const offeredBy = products.filter((p) => p.jb.includes(g.codJextras)).map((p) => p.np);
          return (
            <li key={g.codJextras} className="bo-row" data-group={g.codJextras}>
              <div className="bo-row-name">
                <strong>{name}</strong>
                <span>
                  {t('p9000_bm_group_bounds', { min: g.min, max: g.max || '∞' })} ·{' '}
                  {t('p9000_bm_extras_count', { count: g.extras.length })}
                </span>
                <span>
                  {offeredBy.length > 0
                    ? t('p9000_bm_group_offered_by', { products: offeredBy.join(', ') })
                    : t('m9000_bm_group_unused')}
                </span>
              </div>
              <button
                type="button"
                className="button"
                aria-label={t('p9000_bm_edit_named', { name })}
                onClick={() => setEditing(g.codJextras)}
              >
                {t('m9000_bm_edit')}
              </button>
              <button
                type="button"
                className="button"
                aria-label={t('p9000_bm_delete_named', { name })}
                onClick={() =>
                  void run(
                    () => backOffice.remove({ ir: data.ir, kind: 'extraGroup', id: g.codJextras }),
                    t('m9000_bm_saved'),
                    '',
                  )
                }
              >
                {t('m9000_bm_delete')}
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
