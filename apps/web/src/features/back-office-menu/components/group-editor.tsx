import type { TBackOfficeMenu, TSaveExtraGroup } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '../../../lib/error-message.ts';
import { useFocusFirstRefusal } from '../../../lib/use-focus-refusal.ts';
import { backOffice } from '../api/clients.ts';
import { type GroupForm, groupBody, groupCode, groupForm } from '../model/group-form.ts';
import { contractProblems, type GroupProblems, refusalProblems } from '../model/group-problems.ts';
import { useBackOffice } from '../store/back-office-store.ts';
import { CheckedField, FieldProblem } from './checked-field.tsx';
import { ExtraRows } from './extra-rows.tsx';

/** The label of each place a refusal can show at (group-problems.ts), as the editor shows it. */
const PLACE_LABELS: Readonly<Record<string, string>> = {
  codJextras: 'm9000_bm_id',
  nomCatExtra: 'm9000_bm_name_es',
  en: 'm9000_bm_name_en',
  min: 'm9000_bm_min',
  max: 'm9000_bm_max',
  extras: 'm9000_bm_extras',
  products: 'm9000_bm_group_products',
  pl: 'm9000_bm_id',
  np: 'm9000_bm_name_es',
  price: 'm9000_bm_price',
  refPrice: 'm9000_bm_ref_price',
  maxex: 'm9000_bm_maxex',
};

/**
 * An extras group whole (issue 13 item 3): names es/en, min, max (0: no bound), whether an extra may be
 * chosen more than once, its extras (names es/en, price, reference price, maximum each, sold out) and the
 * products that offer it — saved as one change (one catalog version, one history row) through the import's
 * contract. What the contract or the server refuses shows next to its field, in the manager's language.
 */
export function GroupEditor(props: { data: TBackOfficeMenu; code: string | null; close: () => void }) {
  const { data, close } = props;
  const { t } = useTranslation();
  const { say, reload, dismissRefusal } = useBackOffice();
  const [form, setForm] = useState<GroupForm>(() => groupForm(data, props.code));
  const [problems, setProblems] = useState<GroupProblems>({});
  const formRef = useFocusFirstRefusal<HTMLFormElement>(problems);
  const productsProblemId = useId();
  const set = (change: Partial<GroupForm>) => setForm((f) => ({ ...f, ...change }));
  const cancel = () => {
    dismissRefusal();
    close();
  };
  const label = (place: string) => {
    const [, n, field] = /^extra\.(\d+)\.(\w+)$/.exec(place) ?? [];
    const own = t(PLACE_LABELS[field ?? place] ?? 'm9000_bm_extras');
    return n === undefined ? own : `${t('p9000_bm_extra_n', { n: Number(n) + 1 })} · ${own}`;
  };

  const refuse = (found: GroupProblems) => {
    setProblems(found);
    say({
      ok: false,
      text: found.form
        ? errorMessage(found.form)
        : t('p9000_bm_fix_fields', { count: Object.keys(found).length }),
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const built = groupBody(data.ir, form, data, label);
    if (!built.ok) return refuse(built.problems);
    const body: TSaveExtraGroup = built.body;
    const refused = contractProblems(body, label);
    if (Object.keys(refused).length > 0) return refuse(refused);
    try {
      const saved = await backOffice.saveExtraGroup(body);
      setProblems({});
      say({ ok: true, text: saved.changed ? t('m9000_bm_saved') : t('m9000_bm_unchanged') });
      await reload();
      close();
    } catch (error) {
      refuse(refusalProblems(error as Parameters<typeof refusalProblems>[0], body));
    }
  };

  return (
    <form ref={formRef} className="bo-form bo-editor" onSubmit={(e) => void submit(e)} noValidate>
      <h2>{form.saved ? t('p9000_bm_edit_named', { name: form.nomCatExtra }) : t('m9000_bm_new_group')}</h2>
      <CheckedField
        label={t('m9000_bm_name_es')}
        value={form.nomCatExtra}
        onChange={(nomCatExtra) => set({ nomCatExtra })}
        problem={problems.nomCatExtra}
        required
      />
      <CheckedField
        label={t('m9000_bm_name_en')}
        value={form.en}
        onChange={(en) => set({ en })}
        problem={problems.en}
      />
      {form.saved ? null : (
        <CheckedField
          label={t('m9000_bm_id')}
          value={form.codJextras}
          onChange={(codJextras) => set({ codJextras })}
          problem={problems.codJextras}
          hint={form.codJextras.trim() ? undefined : t('p9000_bm_id_auto', { code: groupCode(form, data) })}
        />
      )}
      <CheckedField
        label={t('m9000_bm_min')}
        value={form.min}
        onChange={(min) => set({ min })}
        problem={problems.min}
        inputMode="numeric"
      />
      <CheckedField
        label={t('m9000_bm_max')}
        value={form.max}
        onChange={(max) => set({ max })}
        problem={problems.max}
        inputMode="numeric"
      />
      <label className="bo-inline">
        <input type="checkbox" checked={form.multi} onChange={(e) => set({ multi: e.target.checked })} />
        {t('m9000_bm_multi')}
      </label>
      <ExtraRows data={data} rows={form.extras} onChange={(extras) => set({ extras })} problems={problems} />
      {data.menu.products.length > 0 ? (
        <fieldset className="bo-choices" aria-describedby={problems.products ? productsProblemId : undefined}>
          <legend>{t('m9000_bm_group_products')}</legend>
          {problems.products ? <FieldProblem id={productsProblemId} problem={problems.products} /> : null}
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
        <button type="button" className="button" onClick={cancel}>
          {t('m9000_bm_cancel')}
        </button>
      </div>
    </form>
  );
}
