import { checkInOrderGroups, checkInPath, formatMoney, restaurantPath, type TOrder } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { sayError } from '../../../lib/error-message.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';
import { tableBillApi } from '../api/table-bill-api.ts';

/** A status's text key: negatives are written n1, n22… (as the orders' texts name them). */
const statusKey = (status: number) => `m1_status_${status < 0 ? `n${-status}` : status}`;

/**
 * The check-in orders list (spec/1 §2 screen 9, route CartCheckIn /l/cartcheckin): the diner's orders at
 * tables grouped by status, each with a pay button opening its page at the table, where the table's bill is
 * split and paid (issue 14 item 5).
 */
export function CheckInOrdersPage({ loginSlot }: { loginSlot: ReactNode }) {
  const { t } = useTranslation();
  const token = useSessionToken();
  const [orders, setOrders] = useState<TOrder[] | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    if (!token) return;
    tableBillApi
      .userOrders(10)
      .then(setOrders)
      .catch(async (failure: unknown) => setError(await sayError(failure)));
  }, [token]);

  if (!token) return <section className="page">{loginSlot}</section>;
  const groups = checkInOrderGroups(orders ?? []);
  return (
    <section className="page check-in-orders" aria-labelledby="check-in-orders-title">
      <h1 id="check-in-orders-title">{t('m1_checkin_orders_title')}</h1>
      {error ? <p role="alert">{error}</p> : null}
      {orders && groups.length === 0 ? <p>{t('m1_checkin_orders_empty')}</p> : null}
      {groups.map((group) => (
        <section key={group.status} aria-labelledby={`check-in-status-${group.status}`}>
          <h2 id={`check-in-status-${group.status}`}>{t(statusKey(group.status))}</h2>
          <ul className="check-in-orders__list">
            {group.orders.map((order) => (
              <li key={order.iped} data-testid="check-in-order" data-iped={order.iped}>
                <span>
                  {order.cfgApp.nombre} · {order.det.mesaName || order.m_id} ·{' '}
                  {t('p1_order_number', { n: order.imTxt || order.io })} ·{' '}
                  {formatMoney(order.det.total, order.cfgApp.cur)}
                </span>{' '}
                <Link
                  className="button"
                  to={checkInPath(restaurantPath(order.resto), order.m_id, order.iped)}
                >
                  {t('m1_checkin_orders_pay')}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
