import {
  moneyInputText,
  newMenuItemId,
  OFFERED_TYPES,
  parseMoneyInput,
  type TBackOfficeMenu,
  type TProductDraft,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type FormEvent, useState } from 'react';
import type { PlacedProblem, Refusal } from '../../../lib/refusal-places.ts';
import { useFocusFirstRefusal } from '../../../lib/use-focus-refusal.ts';
import { backOffice } from '../api/clients.ts';
import { useBackOffice } from '../store/back-office-store.ts';
import { CheckedField } from './checked-field.tsx';
import { PhotoField } from './photo-field.tsx';

type Product = TBackOfficeMenu['menu']['products'][number];

const emptyProduct = (data: TBackOfficeMenu): TProductDraft => ({
  ip: '',
  np: '',
  nombreTrad: {},
  dn: '',
  pm: 0,
  refpr: 0,
  foto: '',
  fo: [],
  jp: data.menu.categories[0] ? [data.menu.categories[0].id] : [],
  jb: [],
  ftags: [],
  sinPrecio: false,
  promo: false,
  sort: String(data.menu.products.length + 1).padStart(20, '0'),
});

/** Toggles one id in a list, keeping the others in their order. */
const toggled = (list: readonly string[], id: string, on: boolean) =>
  on ? [...list.filter((x) => x !== id), id] : list.filter((x) => x !== id);

/**
 * The types a product is offered for after ticking one on or off: every type is no list at all (the import's
 * default), so a product offered everywhere stays as an imported one is.
 */
const offeredTypes = (current: TProductDraft['tipos'], tipo: number, on: boolean): TProductDraft['tipos'] => {
  const next = OFFERED_TYPES.filter((x) => (x === tipo ? on : (current ?? OFFERED_TYPES).includes(x)));
  return next.length === OFFERED_TYPES.length ? undefined : next;
};

/**
 * A product whole (issue 13 item 3): names and descriptions in es/en, price and reference price in the
 * restaurant's money, its categories, extras groups and tags, the order types it is offered for, and a photo. The server holds the save to the
 * import's rules and says in the manager's language what it refuses.
 */
export function ProductEditor(props: { data: TBackOfficeMenu; product: Product | null; close: () => void }) {
  const { data, product, close } = props;
  const { t } = useTranslation();
  const { run, say, dismissRefusal } = useBackOffice();
  const { cur, menu } = data;
  const [draft, setDraft] = useState<TProductDraft>(() => {
    if (!product) return emptyProduct(data);
    const { stock: _s, crinvol: _c, agot: _a, ...rest } = product;
    return rest;
  });
  const [price, setPrice] = useState(moneyInputText(draft.pm, cur));
  const [refPrice, setRefPrice] = useState(moneyInputText(draft.refpr, cur));
  const [confirming, setConfirming] = useState(false);
  // A code another product already has, said at the code field, which takes the focus.
  const [codeTaken, setCodeTaken] = useState<PlacedProblem | undefined>();
  const formRef = useFocusFirstRefusal<HTMLFormElement>(codeTaken);
  const set = (change: Partial<TProductDraft>) => setDraft((d) => ({ ...d, ...change }));
  const cancel = () => {
    dismissRefusal();
    close();
  };
  const english = (field: 'nombreTrad' | 'dnTrad', value: string) =>
    set({ [field]: { ...(draft[field] ?? {}), en: value } });
  // A new product's code: the one typed, or one made from its Spanish name.
  const newCode =
    draft.ip.trim() ||
    newMenuItemId(
      draft.np,
      menu.products.map((p) => p.ip),
      'producto',
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const pm = parseMoneyInput(price, cur);
    const refpr = parseMoneyInput(refPrice, cur);
    if (pm === null || refpr === null)
      return say({ ok: false, text: t('p9000_bm_price_invalid', { example: moneyInputText(1250, cur) }) });
    if (draft.tipos?.length === 0) return say({ ok: false, text: t('m9000_bm_types_none') });
    // A new product only creates: a code another product has is refused, not replaced (menu-edits.ts).
    const body = product
      ? { ir: data.ir, product: { ...draft, pm, refpr } }
      : { ir: data.ir, product: { ...draft, ip: newCode, pm, refpr }, create: true as const };
    const save = async () => {
      try {
        return await backOffice.saveProduct(body);
      } catch (error) {
        const { key, params, message } = error as Refusal;
        if (key === 'p1_err_menu_id_taken')
          setCodeTaken({ key, params: params as PlacedProblem['params'], ...(message ? { message } : {}) });
        throw error;
      }
    };
    setCodeTaken(undefined);
    const saved = await run(save, t('m9000_bm_saved'), t('m9000_bm_unchanged'));
    if (saved) close();
  };
  const remove = async () => {
    if (
      product &&
      (await run(
        () => backOffice.remove({ ir: data.ir, kind: 'product', id: product.ip }),
        t('m9000_bm_saved'),
        '',
      ))
    )
      close();
  };

  return (
    <form ref={formRef} className="bo-form bo-editor" onSubmit={(e) => void submit(e)}>
      <h2>{product ? t('p9000_bm_edit_named', { name: product.np }) : t('m9000_bm_new_product')}</h2>
      <Field label={t('m9000_bm_name_es')} value={draft.np} onChange={(np) => set({ np })} required />
      <Field
        label={t('m9000_bm_name_en')}
        value={draft.nombreTrad.en ?? ''}
        onChange={(v) => english('nombreTrad', v)}
      />
      {product ? null : (
        <CheckedField
          label={t('m9000_bm_id')}
          value={draft.ip}
          onChange={(ip) => {
            set({ ip });
            setCodeTaken(undefined);
          }}
          hint={draft.ip.trim() ? undefined : t('p9000_bm_id_auto', { code: newCode })}
          problem={codeTaken}
        />
      )}
      <Field label={t('m9000_bm_desc_es')} value={draft.dn} onChange={(dn) => set({ dn })} />
      <Field
        label={t('m9000_bm_desc_en')}
        value={draft.dnTrad?.en ?? ''}
        onChange={(v) => english('dnTrad', v)}
      />
      <Field label={t('m9000_bm_price')} value={price} onChange={setPrice} inputMode="decimal" required />
      <Field label={t('m9000_bm_ref_price')} value={refPrice} onChange={setRefPrice} inputMode="decimal" />
      <Choices
        legend={t('m9000_bm_categories')}
        options={menu.categories.map((c) => ({ id: c.id, label: c.name }))}
        chosen={draft.jp}
        onChange={(id, on) => set({ jp: toggled(draft.jp, id, on) })}
      />
      <Choices
        legend={t('m9000_bm_groups')}
        options={menu.extraGroups.map((g) => ({ id: g.codJextras, label: g.nomCatExtra }))}
        chosen={draft.jb}
        onChange={(id, on) => set({ jb: toggled(draft.jb, id, on) })}
      />
      <Choices
        legend={t('m9000_bm_tags')}
        options={menu.tags.map((tag) => ({ id: tag.id, label: tag.translation.es ?? tag.id }))}
        chosen={draft.ftags}
        onChange={(id, on) => set({ ftags: toggled(draft.ftags, id, on) })}
      />
      <Choices
        legend={t('m9000_bm_types')}
        options={OFFERED_TYPES.map((tipo) => ({ id: String(tipo), label: t(`m9000_bm_type_${tipo}`) }))}
        chosen={(draft.tipos ?? OFFERED_TYPES).map(String)}
        onChange={(id, on) => set({ tipos: offeredTypes(draft.tipos, Number(id), on) })}
      />
      <PhotoField ir={data.ir} url={draft.foto} onChange={(foto) => set({ foto })} />
      <div className="bo-actions">
        <button type="submit" className="button button--primary">
          {t('m9000_bm_save')}
        </button>
        <button type="button" className="button" onClick={cancel}>
          {t('m9000_bm_cancel')}
        </button>
        {product ? (
          confirming ? (
            <span role="alertdialog" aria-labelledby="bo-delete-q" className="bo-confirm">
              <span id="bo-delete-q">{t('p9000_bm_delete_confirm', { name: product.np })}</span>
              <button type="button" className="button" onClick={() => void remove()}>
                {t('m9000_bm_delete')}
              </button>
            </span>
          ) : (
            <button type="button" className="button" onClick={() => setConfirming(true)}>
              {t('m9000_bm_delete')}
            </button>
          )
        ) : null}
      </div>
    </form>
  );
}

export function Field(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  inputMode?: 'decimal' | 'numeric';
}) {
  return (
    <label className="bo-field">
      <span>{props.label}</span>
      <input
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
        required={props.required}
        inputMode={props.inputMode}
      />
    </label>
  );
}

function Choices(props: {
  legend: string;
  options: { id: string; label: string }[];
  chosen: readonly string[];
  onChange: (id: string, on: boolean) => void;
}) {
  if (props.options.length === 0) return null;
  return (
    <fieldset className="bo-choices">
      <legend>{props.legend}</legend>
      {props.options.map((o) => (
        <label key={o.id}>
          <input
            type="checkbox"
            checked={props.chosen.includes(o.id)}
            onChange={(e) => props.onChange(o.id, e.target.checked)}
          />
          {o.label}
        </label>
      ))}
    </fieldset>
  );
}
