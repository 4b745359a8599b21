import { formatMoney, type TCurrency } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import './cart-footer.css';

/** The phone's 'Ver pedido' bar with the count and subtotal (spec/1 §2 screen 1). */
export function CartFooter({
  count,
  subtotal,
  cur,
  onOpen,
}: {
  count: number;
  subtotal: number | null;
  cur: TCurrency;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const total = subtotal === null ? '' : formatMoney(subtotal, cur);
  return (
    <div className="cart-footer">
      <button
        type="button"
        className="button cart-footer__button"
        onClick={onOpen}
        aria-label={t('p1_view_order_label', { count, total })}
      >
        <span className="cart-footer__count" aria-hidden="true">
          {count}
        </span>
        <span aria-hidden="true">{t('m1_view_order')}</span>
        <span className="cart-footer__total" aria-hidden="true" data-testid="cart-footer-subtotal">
          {total}
        </span>
      </button>
    </div>
  );
}
