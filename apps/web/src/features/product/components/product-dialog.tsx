import {
  type CatalogIndex,
  cheapestRequiredPicks,
  clampQuantity,
  formatMoney,
  fromPrice,
  groupsInError,
  isSoldOut,
  localName,
  localText,
  PRODUCT_COMMENT_MAX,
  productGroups,
  setExtraQuantity,
  type TCurrency,
  type TProduct,
  toggleExtra,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { Money, type ProductTag, QuantityStepper, TagStrip } from '@comanda/ui';
import { useId, useRef, useState } from 'react';
import { type NoticeText, notify } from '../../../lib/notifications.ts';
import { useModalDialog } from '../../../lib/use-modal-dialog.ts';
import { draftBounds, draftTotals, initialDraft, type ProductDraft } from '../model/draft.ts';
import { ProductExtras } from './product-extras.tsx';
import { ProductPhoto } from './product-photo.tsx';
import './product.css';

export type ProductDialogProps = {
  product: TProduct;
  index: CatalogIndex;
  tags: readonly ProductTag[];
  cur: TCurrency;
  seosort: number;
  /** The line being edited; absent when adding. */
  editing: (ProductDraft & { indiceCart: number }) | null;
  /** Adds or updates; resolves to a message to show, or null when done (the host then closes). */
  onSubmit: (draft: ProductDraft) => Promise<NoticeText | null>;
  onRemove: () => void;
  onClose: () => void;
};

/**
 * The product detail (spec/1 §2 screen 2): photo, name, description, price with its reference, tags,
 * extras by group under the domain's rules, a comment, the quantity stepper and add / update / remove /
 * cancel, with the configured line's total kept live. A modal dialog labelled by the product's name.
 */
export function ProductDialog(props: ProductDialogProps) {
  const { product, index, tags, cur, seosort, editing, onSubmit, onRemove, onClose } = props;
  const { t, i18n } = useTranslation();
  const ref = useModalDialog(onClose);
  const titleId = useId();
  // A product the venue marks `preselect` opens with its cheapest required choices, at its 'Desde' price.
  const [draft, setDraft] = useState<ProductDraft>(() =>
    initialDraft(
      editing ?? (product.preselect ? { extras: cheapestRequiredPicks(product, index) } : undefined),
    ),
  );
  const commentHintId = useId();
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set());
  const [sending, setSending] = useState(false);
  const groupRefs = useRef(new Map<string, HTMLFieldSetElement>());

  const bounds = draftBounds(product, editing);
  const cant = clampQuantity(draft.cant, bounds);
  const totals = draftTotals(index, product.ip, { ...draft, cant: Math.max(cant, 1) });
  const soldOut = isSoldOut(product) && !editing;
  const name = localName(product, i18n.language);
  const photo = product.foto || product.fo[0] || '';

  const changeExtras = (next: ProductDraft['extras']) => {
    setDraft((d) => ({ ...d, extras: next }));
    // A group the diner has fixed is no longer shown in error.
    setInvalid(
      (prev) => new Set(groupsInError(productGroups(product, index), next).filter((c) => prev.has(c))),
    );
  };
  const toggle = (code: string, pl: string) => {
    const group = index.groups.get(code);
    const extra = index.extras.get(pl);
    if (!group || !extra) return;
    const outcome = toggleExtra(draft.extras, group, extra);
    if (outcome.ok) changeExtras(outcome.value);
  };
  const setQuantity = (code: string, pl: string, quantity: number) => {
    const group = index.groups.get(code);
    const extra = index.extras.get(pl);
    if (!group || !extra) return;
    const outcome = setExtraQuantity(draft.extras, group, extra, quantity);
    if (outcome.ok) changeExtras(outcome.value);
  };

  const submit = async () => {
    if (editing && cant === 0) {
      onRemove();
      return;
    }
    const errors = groupsInError(productGroups(product, index), draft.extras);
    if (errors.length > 0) {
      // spec/1 §5: adding is blocked while a group is in error: a fast notice (spec/3 §8, 2 s), then the
      // first group in error is brought into view.
      setInvalid(new Set(errors));
      notify({ key: 'm1_product_extras_needed' }, { kind: 'fast', error: true });
      const first = groupRefs.current.get(errors[0] ?? '');
      first?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      first
        ?.querySelector<HTMLElement>('input:not(:disabled), button:not(:disabled)')
        ?.focus({ preventScroll: true });
      return;
    }
    setSending(true);
    const message = await onSubmit({ ...draft, cant, ct: draft.ct.trim() });
    setSending(false);
    // A refusal (another venue's cart, stock, sold out) stays the slow error's 10 s (spec/3 §8).
    if (message) notify(message, { kind: 'slowError' });
  };

  return (
    <dialog ref={ref} className="product-dialog" aria-labelledby={titleId}>
      <div className="product-dialog__scroll">
        <button type="button" className="product-dialog__close" onClick={onClose} aria-label={t('m1_close')}>
          <span aria-hidden="true">×</span>
        </button>
        {photo ? <ProductPhoto src={photo} /> : null}
        <div className="product-dialog__body">
          <h2 id={titleId} className="product-dialog__name">
            {name}
          </h2>
          {product.dn ? (
            <p className="product-dialog__description">
              {localText(product.dn, product.dnTrad, i18n.language)}
            </p>
          ) : null}
          <TagStrip tags={tags} />
          <p className="product-dialog__price" data-testid="product-price">
            {product.pm === 0 || product.sinPrecio ? (
              // Priced by its choices: the menu card's 'Desde' price (spec/1 §5 'Totals').
              t('p1_from_price', { price: formatMoney(fromPrice(product, index.groups, index.extras), cur) })
            ) : (
              <Money amount={product.pm} cur={cur} reference={product.refpr} />
            )}
          </p>
          <ProductExtras
            product={product}
            index={index}
            extras={draft.extras}
            cur={cur}
            seosort={seosort}
            invalid={invalid}
            groupRefs={groupRefs}
            onToggle={toggle}
            onQuantity={setQuantity}
          />
          <label className="product-dialog__comment">
            <span>{t('m1_product_comment')}</span>
            <textarea
              value={draft.ct}
              rows={2}
              maxLength={PRODUCT_COMMENT_MAX}
              placeholder={t('m1_product_comment_hint')}
              aria-describedby={commentHintId}
              onChange={(e) => setDraft((d) => ({ ...d, ct: e.target.value }))}
            />
          </label>
          {/* Its limit and how much is used, so a long comment is never cut without a word (issue 15 item 4). */}
          <p
            id={commentHintId}
            className="product-dialog__counter"
            data-full={draft.ct.length >= PRODUCT_COMMENT_MAX}
          >
            <span>{t('p1_product_comment_limit', { max: PRODUCT_COMMENT_MAX })}</span>
            <span data-testid="comment-counter">
              {t('p1_product_comment_count', { n: draft.ct.length, max: PRODUCT_COMMENT_MAX })}
            </span>
          </p>
        </div>
      </div>
      <div className="product-dialog__actions">
        <QuantityStepper
          value={cant}
          min={bounds.min}
          max={bounds.max}
          onChange={(value) => setDraft((d) => ({ ...d, cant: clampQuantity(value, bounds) }))}
          labels={{
            decrease: t('m1_quantity_decrease'),
            increase: t('m1_quantity_increase'),
            value: t('m1_quantity'),
          }}
        />
        <button
          type="button"
          className="button product-dialog__submit"
          disabled={soldOut || sending || bounds.max === 0}
          onClick={() => void submit()}
        >
          {soldOut || bounds.max === 0
            ? t('m1_sold_out')
            : editing && cant === 0
              ? t('m1_product_remove')
              : t(editing ? 'p1_product_update' : 'p1_product_add', {
                  price: formatMoney(totals.total, cur),
                })}
        </button>
        {editing ? (
          <button type="button" className="product-dialog__secondary" onClick={onRemove}>
            {t('m1_product_remove')}
          </button>
        ) : null}
        <button type="button" className="product-dialog__secondary" onClick={onClose}>
          {t('m1_cancel')}
        </button>
      </div>
    </dialog>
  );
}
