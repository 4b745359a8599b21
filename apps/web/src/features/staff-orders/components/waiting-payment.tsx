import { formatMoney, orderCustomerName, type TStaffOrder } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useId } from 'react';

/**
 * Prepaid orders waiting for their payment (issue 13 item 1): shown apart so staff know they are coming, but
 * not the kitchen's yet — no moves, no ticket. Each joins the columns once paid.
 */
export function WaitingPayment({ orders }: { orders: readonly TStaffOrder[] }) {
  const { t } = useTranslation();
  const id = useId();
  if (orders.length === 0) return null;
  return (
    <section className="staff-board__waiting" aria-labelledby={id} data-testid="staff-waiting-payment">
      <h2 id={id} className="card__title">
        {t('m5000_col_waiting_payment')} <span className="muted">({orders.length})</span>
      </h2>
      <p className="muted small">{t('m5000_waiting_payment_hint')}</p>
      <ul className="staff-board__list">
        {orders.map((o) => (
          <li key={o.iped} className="card staff-card" data-testid="staff-order-waiting" data-iped={o.iped}>
            <div className="staff-card__head">
              <h3 className="staff-card__title">{t('p5000_order', { n: o.imTxt || o.io })}</h3>
              <span className="status-pill" data-colour="yellow">
                {t('m5000_waiting_payment')}
              </span>
            </div>
            <p className="small">
              <strong>{t(`m5000_type_${o.ti}`)}</strong> · {t('m5000_customer')}: {orderCustomerName(o.det)}
            </p>
            <p className="staff-card__row small">
              <span className="muted">{o.det.nombreprepago}</span>
              <strong>{formatMoney(o.det.total, o.cfgApp.cur)}</strong>
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
