import type { TCurrency } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { Money, QuantityStepper } from '@comanda/ui';
import type { CartLineView } from '../model/line-view.ts';

/**
 * One cart line (spec/1 §2 screen 3): quantity, name, extras, a note icon when it has a comment,
 * the total with its reference struck through, and edit and delete buttons named after the product.
 * A line of the shown venue gets a quantity stepper (issue 15 item 4) within `maxQuantity` (the domain's
 * bounds); taking the last unit away asks, like the delete button, before removing the line. A line whose
 * product is not offered for the cart's order type says so (`unavailable`, issue 13 item 3).
 */
export function CartLine({
  line,
  cur,
  onEdit,
  onDelete,
  onQuantity,
  maxQuantity,
  unavailable,
}: {
  line: CartLineView;
  cur: TCurrency;
  onEdit?: () => void;
  onDelete: () => void;
  onQuantity?: (cant: number) => void;
  maxQuantity?: number;
  /** Why the line cannot be ordered as the cart stands ('No se ofrece para delivery'). */
  unavailable?: string;
}) {
  const { t } = useTranslation();
  return (
    <li
      className={`cart-line${onQuantity ? ' cart-line--stepper' : ''}${unavailable ? ' cart-line--unavailable' : ''}`}
    >
      {onQuantity ? (
        <QuantityStepper
          size="small"
          value={line.cant}
          min={0}
          max={Math.max(line.cant, maxQuantity ?? line.cant)}
          onChange={(cant) => (cant < 1 ? onDelete() : onQuantity(cant))}
          labels={{
            decrease: t('p1_extra_decrease', { name: line.name }),
            increase: t('p1_extra_increase', { name: line.name }),
            value: t('p1_extra_quantity', { name: line.name }),
          }}
        />
      ) : (
        <span className="cart-line__quantity">{line.cant}×</span>
      )}
      <div className="cart-line__text">
        <span className="cart-line__name">{line.name}</span>
        {line.extras.length > 0 ? <span className="cart-line__extras">{line.extras.join(', ')}</span> : null}
        {line.comment ? (
          <span className="cart-line__comment" title={line.comment}>
            <span aria-hidden="true">✎ </span>
            <span className="visually-hidden">{t('m1_cart_comment')}: </span>
            {line.comment}
          </span>
        ) : null}
        {unavailable ? <span className="cart-line__unavailable">{unavailable}</span> : null}
      </div>
      <div className="cart-line__side">
        {line.total !== null ? (
          <Money amount={line.total} cur={cur} reference={line.reference ?? undefined} />
        ) : null}
        <div className="cart-line__actions">
          {onEdit ? (
            <button
              type="button"
              className="cart-icon-button"
              onClick={onEdit}
              aria-label={t('p1_cart_edit', { name: line.name })}
            >
              <span aria-hidden="true">✎</span>
            </button>
          ) : null}
          <button
            type="button"
            className="cart-icon-button"
            onClick={onDelete}
            aria-label={t('p1_cart_delete', { name: line.name })}
          >
            <span aria-hidden="true">✕</span>
          </button>
        </div>
      </div>
    </li>
  );
}
