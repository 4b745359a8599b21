import { formatMoney, type TStaffOrder } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useId } from 'react';
import { boardStore, useBoard } from '../store/staff-board-instance.ts';
import { allowedActions } from '../store/staff-board-store.ts';
import type { CardActions } from './board-card.tsx';
import { customerLabel } from './customer-label.ts';

/**
 * Prepaid orders waiting for their payment (issue 13 item 1): shown apart so staff know they are coming, but
 * not the kitchen's yet — no kitchen moves, no ticket. Each joins the columns once paid. Staff may still do
 * what the domain allows while the money is missing (rules/kitchen-release.ts): 'Marcar pagado' when it came
 * some other way (the order then reaches the kitchen and its ticket prints), or cancel it, confirmed first
 * as on every card.
 */
export function WaitingPayment({
  orders,
  onCancel,
}: {
  orders: readonly TStaffOrder[];
  onCancel: CardActions['onCancel'];
}) {
  const { t } = useTranslation();
  const id = useId();
  const busy = useBoard((s) => s.busy);
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
              <strong>{t(`m5000_type_${o.ti}`)}</strong> · {t('m5000_customer')}: {customerLabel(t, o)}
            </p>
            <p className="staff-card__row small">
              <span className="muted">{o.det.nombreprepago}</span>
              <strong>{formatMoney(o.det.total, o.cfgApp.cur)}</strong>
            </p>
            <div className="row-actions">
              {allowedActions(o).map((action) => (
                <button
                  key={action}
                  type="button"
                  className={action === 'cancel' ? 'button button--ghost' : 'button'}
                  disabled={busy !== null}
                  onClick={() =>
                    action === 'cancel' ? onCancel(o) : void boardStore.getState().act(o.iped, action)
                  }
                >
                  {t(`m5000_action_${action}`)}
                </button>
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
