import type { TCurrency } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { Money } from '@comanda/ui';
import type { CartLineView } from '../model/line-view.ts';

/**
 * One cart line (spec/1 §2 screen 3): quantity, name, extras, a note icon when it has a comment,
 * the total with its reference struck through, and edit and delete buttons named after the product.
 */
export function CartLine({
  line,
  cur,
  onEdit,
  onDelete,
}: {
  line: CartLineView;
  cur: TCurrency;
  onEdit?: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="cart-line">
      <span className="cart-line__quantity">{line.cant}×</span>
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
