import type { TBackOfficeMenu, TCategoryDraft } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type FormEvent, useState } from 'react';
import { backOffice } from '../api/clients.ts';
import { useBackOffice } from '../store/back-office-store.ts';
import { Field } from './product-editor.tsx';

type Category = TBackOfficeMenu['menu']['categories'][number];

/** A new top-level category's id: the next free 3-digit level (spec/1 §3 'Category'). */
const nextId = (categories: readonly Category[]) => {
  const top = categories.map((c) => Number(c.id.slice(0, 3))).filter(Number.isFinite);
  return String(Math.max(0, ...top) + 1).padStart(3, '0');
};

/** The venue's categories: names es/en, kind, visibility, order; an empty one can be deleted. */
export function CategoryList({ data }: { data: TBackOfficeMenu }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<TCategoryDraft | null>(null);
  const { run } = useBackOffice();
  const categories = data.menu.categories;
  if (editing) return <CategoryEditor data={data} draft={editing} close={() => setEditing(null)} />;
  return (
    <>
      <button
        type="button"
        className="button"
        onClick={() =>
          setEditing({
            id: nextId(categories),
            name: '',
            nombreTrad: {},
            visible: true,
            foto: '',
            kind: 'eat',
            sort: String(categories.length + 1).padStart(20, '0'),
          })
        }
      >
        {t('m9000_bm_new_category')}
      </button>
      <ul className="bo-list">
        {categories.map(({ prods, ...c }) => (
          <li key={c.id} className="bo-row" data-category={c.id}>
            <div className="bo-row-name">
              <strong>{c.name}</strong>
              <span>{t('p9000_bm_products_count', { count: prods.length })}</span>
            </div>
            <button
              type="button"
              className="button"
              aria-label={t('p9000_bm_edit_named', { name: c.name })}
              onClick={() => setEditing(c)}
            >
              {t('m9000_bm_edit')}
            </button>
            <button
              type="button"
              className="button"
              aria-label={t('p9000_bm_delete_named', { name: c.name })}
              onClick={() =>
                void run(
                  () => backOffice.remove({ ir: data.ir, kind: 'category', id: c.id }),
                  t('m9000_bm_saved'),
                  '',
                )
              }
            >
              {t('m9000_bm_delete')}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

function CategoryEditor(props: { data: TBackOfficeMenu; draft: TCategoryDraft; close: () => void }) {
  const { t } = useTranslation();
  const { run, dismissRefusal } = useBackOffice();
  const cancel = () => {
    dismissRefusal();
    props.close();
  };
  const [draft, setDraft] = useState(props.draft);
  const set = (change: Partial<TCategoryDraft>) => setDraft((d) => ({ ...d, ...change }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (
      await run(
        () => backOffice.saveCategory({ ir: props.data.ir, category: draft }),
        t('m9000_bm_saved'),
        t('m9000_bm_unchanged'),
      )
    )
      props.close();
  };
  return (
    <form className="bo-form bo-editor" onSubmit={(e) => void submit(e)}>
      <h2>{draft.name ? t('p9000_bm_edit_named', { name: draft.name }) : t('m9000_bm_new_category')}</h2>
      <Field label={t('m9000_bm_name_es')} value={draft.name} onChange={(name) => set({ name })} required />
      <Field
        label={t('m9000_bm_name_en')}
        value={draft.nombreTrad.en ?? ''}
        onChange={(en) => set({ nombreTrad: { ...draft.nombreTrad, en } })}
      />
      <label className="bo-field">
        <span>{t('m9000_bm_kind')}</span>
        <select
          value={draft.kind}
          onChange={(e) => set({ kind: e.target.value === 'drink' ? 'drink' : 'eat' })}
        >
          <option value="eat">{t('m9000_bm_kind_eat')}</option>
          <option value="drink">{t('m9000_bm_kind_drink')}</option>
        </select>
      </label>
      <label className="bo-inline">
        <input type="checkbox" checked={draft.visible} onChange={(e) => set({ visible: e.target.checked })} />
        {t('m9000_bm_visible')}
      </label>
      <div className="bo-actions">
        <button type="submit" className="button button--primary">
          {t('m9000_bm_save')}
        </button>
        <button type="button" className="button" onClick={cancel}>
          {t('m9000_bm_cancel')}
        </button>
      </div>
    </form>
  );
}
