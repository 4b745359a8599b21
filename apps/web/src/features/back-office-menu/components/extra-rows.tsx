import type { TBackOfficeMenu } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useId, useState } from 'react';
import { backOffice } from '../api/clients.ts';
import { type ExtraRow, extraCodes, newExtraRow } from '../model/group-form.ts';
import type { GroupProblems } from '../model/group-problems.ts';
import { useBackOffice } from '../store/back-office-store.ts';
import { CheckedField, FieldProblem } from './checked-field.tsx';

/**
 * A group's extras in the editor, in the order the diner sees them: each with its names es/en, then its code
 * (made from the name when left empty, fixed once saved; as in the product editor), price, reference price and
 * its own maximum; a saved one can be marked sold out at once (a stock change of its own, live on menus and
 * totems). Extras join at the end and can be taken out; at least one stays. Each field shows its own refusal
 * ('extra.{i}.{field}' of group-problems.ts), the list's own under its legend.
 */
export function ExtraRows(props: {
  data: TBackOfficeMenu;
  rows: ExtraRow[];
  onChange: (rows: ExtraRow[]) => void;
  problems: GroupProblems;
}) {
  const { data, rows, onChange, problems } = props;
  const { t } = useTranslation();
  const listProblemId = useId();
  const codes = extraCodes(rows, data);
  const put = (i: number, change: Partial<ExtraRow>) =>
    onChange(rows.map((row, j) => (j === i ? { ...row, ...change } : row)));
  return (
    <fieldset className="bo-extras" aria-describedby={problems.extras ? listProblemId : undefined}>
      <legend>{t('m9000_bm_extras')}</legend>
      {problems.extras ? <FieldProblem id={listProblemId} problem={problems.extras} /> : null}
      {rows.map((row, i) => {
        const at = (field: string) => problems[`extra.${i}.${field}`];
        const name = row.np || row.pl || String(i + 1);
        const n = i + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a new extra's code follows its name until it is saved.
          <fieldset key={i} className="bo-extra" aria-label={t('p9000_bm_extra_n', { n })}>
            <CheckedField
              label={t('m9000_bm_name_es')}
              value={row.np}
              onChange={(np) => put(i, { np })}
              problem={at('np')}
              required
            />
            <CheckedField
              label={t('m9000_bm_name_en')}
              value={row.en}
              onChange={(en) => put(i, { en })}
              problem={at('en')}
            />
            {row.saved ? (
              <p className="bo-extra-code">
                {t('m9000_bm_id')}: {row.pl}
              </p>
            ) : (
              <CheckedField
                label={t('m9000_bm_id')}
                value={row.pl}
                onChange={(pl) => put(i, { pl })}
                problem={at('pl')}
                hint={row.pl.trim() ? undefined : t('p9000_bm_id_auto', { code: codes[i] })}
              />
            )}
            <CheckedField
              label={t('m9000_bm_price')}
              value={row.price}
              onChange={(price) => put(i, { price })}
              problem={at('price')}
              inputMode="decimal"
              required
            />
            <CheckedField
              label={t('m9000_bm_ref_price')}
              value={row.refPrice}
              onChange={(refPrice) => put(i, { refPrice })}
              problem={at('refPrice')}
              inputMode="decimal"
            />
            <CheckedField
              label={t('m9000_bm_maxex')}
              value={row.maxex}
              onChange={(maxex) => put(i, { maxex })}
              problem={at('maxex')}
              inputMode="numeric"
            />
            {row.saved ? <ExtraSoldOut data={data} pl={row.pl} name={name} /> : null}
            {rows.length > 1 ? (
              <button
                type="button"
                className="button"
                onClick={() => onChange(rows.filter((_, j) => j !== i))}
              >
                {t('p9000_bm_extra_remove', { n })}
              </button>
            ) : null}
          </fieldset>
        );
      })}
      <button type="button" className="button" onClick={() => onChange([...rows, newExtraRow(data.cur)])}>
        {t('m9000_bm_extra_add')}
      </button>
    </fieldset>
  );
}

/** A saved extra's sold-out mark: ticked at once, put back if the save is refused (as a product's row does). */
function ExtraSoldOut({ data, pl, name }: { data: TBackOfficeMenu; pl: string; name: string }) {
  const { t } = useTranslation();
  const { run } = useBackOffice();
  const extra = data.menu.extras.find((e) => e.pl === pl);
  const [soldOut, setSoldOut] = useState(extra?.agot ?? false);
  if (!extra) return null;
  const toggle = async (agot: boolean) => {
    setSoldOut(agot);
    const saved = await run(
      () =>
        backOffice.setStock({
          ir: data.ir,
          kind: 'extra',
          id: pl,
          stock: extra.stock,
          crinvol: extra.crinvol,
          agot,
        }),
      t('m9000_bm_saved'),
      t('m9000_bm_unchanged'),
    );
    if (!saved) setSoldOut(extra.agot);
  };
  return (
    <label className="bo-inline">
      <input type="checkbox" checked={soldOut} onChange={(e) => void toggle(e.target.checked)} />
      <span aria-hidden="true">{t('m9000_bm_sold_out')}</span>
      <span className="bo-visually-hidden">{t('p9000_bm_sold_out_of', { name })}</span>
    </label>
  );
}
