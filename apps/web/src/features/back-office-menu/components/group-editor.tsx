import type { TBackOfficeMenu } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type FormEvent, useState } from 'react';
import { backOffice } from '../api/clients.ts';
import {
  type FormProblem,
  type GroupForm,
  groupBody,
  groupForm,
  productsToUpdate,
} from '../model/group-form.ts';
import { useBackOffice } from '../store/back-office-store.ts';
import { ExtraRows } from './extra-rows.tsx';
import { Field } from './product-editor.tsx';

/**
 * An extras group whole (issue 13 item 3): names es/en, min, max (0: no bound), whether an extra may be
 * chosen more than once, its extras (names es/en, price, reference price, maximum each, sold out) and the
 * products that offer it. Saved with the import's contracts: the group first, then each product whose groups
 * change; the server says in the manager's language what it refuses (a minimum above the maximum, a code
 * twice…).
 */
export function GroupEditor(props: { data: TBackOfficeMenu; code: string | null; close: () => void }) {
  const { data, close } = props;
  const { t } = useTranslation();
  const { run, say } = useBackOffice();
  const [form, setForm] = useState<GroupForm>(() => groupForm(data, props.code));
  const set = (change: Partial<GroupForm>) => setForm((f) => ({ ...f, ...change }));
  const problemText = (p: FormProblem) =>
    p.kind === 'price'
      ? t('p9000_bm_extra_price_invalid', { name: p.extra })
      : t('p9000_bm_number_invalid', { field: t(`m9000_bm_${p.field}`) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const built = groupBody(data.ir, form, data);
    if (!built.ok) return say({ ok: false, text: problemText(built.problem) });
    const code = built.body.group.codJextras;
    const saved = await run(
      async () => {
        const group = await backOffice.saveExtraGroup(built.body);
        let changed = group.changed;
        for (const product of productsToUpdate(data.menu, code, form.products))
          changed = (await backOffice.saveProduct({ ir: data.ir, product })).changed || changed;
        return { changed };
      },
      t('m9000_bm_saved'),
      t('m9000_bm_unchanged'),
    );
    if (saved) close();
  };

  return (
    <form className="bo-form bo-editor" onSubmit={(e) => void submit(e)}>
      <h2>{form.saved ? t('p9000_bm_edit_named', { name: form.nomCatExtra }) : t('m9000_bm_new_group')}</h2>
      {form.saved ? null : (
        <Field
          label={t('m9000_bm_id')}
          value={form.codJextras}
          onChange={(codJextras) => set({ codJextras })}
          required
        />
      )}
      <Field
        label={t('m9000_bm_name_es')}
        value={form.nomCatExtra}
        onChange={(nomCatExtra) => set({ nomCatExtra })}
        required
      />
      <Field label={t('m9000_bm_name_en')} value={form.en} onChange={(en) => set({ en })} />
      <Field
        label={t('m9000_bm_min')}
        value={form.min}
        onChange={(min) => set({ min })}
        inputMode="numeric"
      />
      <Field
        label={t('m9000_bm_max')}
        value={form.max}
        onChange={(max) => set({ max })}
        inputMode="numeric"
      />
      <label className="bo-inline">
        <input type="checkbox" checked={form.multi} onChange={(e) => set({ multi: e.target.checked })} />
        {t('m9000_bm_multi')}
      </label>
      <ExtraRows data={data} rows={form.extras} onChange={(extras) => set({ extras })} />
      {data.menu.products.length > 0 ? (
        <fieldset className="bo-choices">
          <legend>{t('m9000_bm_group_products')}</legend>
          {data.menu.products.map((p) => (
            <label key={p.ip}>
              <input
                type="checkbox"
                checked={form.products.includes(p.ip)}
                onChange={(e) =>
                  set({
                    products: e.target.checked
                      ? [...form.products, p.ip]
                      : form.products.filter((ip) => ip !== p.ip),
                  })
                }
              />
              {p.np}
            </label>
          ))}
        </fieldset>
      ) : null}
      <div className="bo-actions">
        <button type="submit" className="button button--primary">
          {t('m9000_bm_save')}
        </button>
        <button type="button" className="button" onClick={close}>
          {t('m9000_bm_cancel')}
        </button>
      </div>
    </form>
  );
}
