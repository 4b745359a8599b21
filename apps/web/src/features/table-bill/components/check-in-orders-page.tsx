import {
  asksForPayment,
  checkInOrderGroups,
  checkInPath,
  formatMoney,
  recentTables,
  restaurantPath,
  type TOrder,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { sayError } from '../../../lib/error-message.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';
import { tableBillApi } from '../api/table-bill-api.ts';
import { statusKey } from './status-key.ts';
import { TableOrders } from './table-orders.tsx';
import './table-bill.css';

/** The list's two views (spec/1 §2 screens 9 and 10): ?tipo=2 is the table's orders (screen 10). */
const TABLE_VIEW = '2';

/**
 * The check-in orders list (spec/1 §2 screen 9, route CartCheckIn /l/cartcheckin): the diner's orders at
 * tables grouped by status, each with a pay button opening its page at the table, where the table's bill is
 * split and paid (issue 14 item 5). Its second view, type 2 (?tipo=2), is the reviewed-orders list (screen
 * 10): the orders of each table the diner ordered at lately, everyone's, each opening its order's page.
 */
export function CheckInOrdersPage({ loginSlot }: { loginSlot: ReactNode }) {
  const { t } = useTranslation();
  const token = useSessionToken();
  const [params, setParams] = useSearchParams();
  const tableView = params.get('tipo') === TABLE_VIEW;
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
  const show = (tipo: string) => setParams(tipo === TABLE_VIEW ? { tipo } : {}, { replace: true });
  return (
    <section className="page check-in-orders" aria-labelledby="check-in-orders-title">
      <h1 id="check-in-orders-title">{t('m1_checkin_orders_title')}</h1>
      <fieldset className="check-in-orders__views">
        <legend className="visually-hidden">{t('m1_checkin_orders_views')}</legend>
        <button
          type="button"
          className={tableView ? 'button button--ghost' : 'button'}
          aria-pressed={!tableView}
          onClick={() => show('1')}
        >
          {t('m1_checkin_orders_mine')}
        </button>
        <button
          type="button"
          className={tableView ? 'button' : 'button button--ghost'}
          aria-pressed={tableView}
          onClick={() => show(TABLE_VIEW)}
        >
          {t('m1_checkin_orders_table')}
        </button>
      </fieldset>
      {error ? <p role="alert">{error}</p> : null}
      {orders ? tableView ? <TablesView orders={orders} /> : <ByStatusView orders={orders} /> : null}
    </section>
  );
}

/**
 * Screen 9: the diner's own orders at tables, grouped by status, each opening its table's bill: 'Ver y pagar
 * la cuenta' where the order still asks for payment, else only to see it (paid or cancelled, nothing to pay).
 */
function ByStatusView({ orders }: { orders: TOrder[] }) {
  const { t } = useTranslation();
  const groups = checkInOrderGroups(orders);
  if (groups.length === 0) return <p>{t('m1_checkin_orders_empty')}</p>;
  return (
    <>
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
                {asksForPayment(order.ss, order.sp) ? (
                  <Link
                    className="button"
                    to={checkInPath(restaurantPath(order.resto), order.m_id, order.iped)}
                  >
                    {t('m1_checkin_orders_pay')}
                  </Link>
                ) : (
                  <Link
                    className="button button--ghost"
                    to={checkInPath(restaurantPath(order.resto), order.m_id, order.iped)}
                  >
                    {t('m1_checkin_orders_view')}
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

/** Screen 10: every order of each table the diner ordered at in the last 240 minutes. */
function TablesView({ orders }: { orders: TOrder[] }) {
  const { t } = useTranslation();
  const tables = recentTables(orders, Date.now());
  if (tables.length === 0) return <p>{t('m1_table_orders_empty')}</p>;
  return (
    <>
      {tables.map((newest) => (
        <TableOrders key={newest.iped} newest={newest} />
      ))}
    </>
  );
}
