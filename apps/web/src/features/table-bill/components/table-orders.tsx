import {
  displayStatus,
  formatMoney,
  linkedOrderPath,
  restaurantPath,
  type TOrder,
  type TTableBill,
  type TTableBillOrder,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { Link } from 'react-router';
import { useSessionToken } from '../../../lib/use-session-token.ts';
import { statusKey } from './status-key.ts';
import { useTableBill } from './use-table-bill.ts';

/**
 * The reviewed-orders list of one table (spec/1 §2 screen 10): every order of the table's check-in — who
 * ordered it (a first name, or 'Invitado' and the seat), what, its status and whether it is paid — each row
 * opening that order's page. `newest` is the diner's newest order at the table, through which its bill is
 * read; it follows the table live (the bill's `bill` events, read again on reconnection).
 */
export function TableOrders({ newest }: { newest: TOrder }) {
  const { t } = useTranslation();
  const token = useSessionToken();
  const { bill, error } = useTableBill(newest.iped, token);
  const venuePath = restaurantPath(newest.resto);
  const title = t('p1_table_orders_title', {
    table: newest.det.mesaName || newest.m_id,
    venue: newest.cfgApp.nombre,
  });
  return (
    <section className="table-orders" aria-label={title} data-testid="table-orders">
      <h2>{title}</h2>
      {error ? <p role="alert">{error}</p> : null}
      {bill ? (
        <ul className="table-orders__list">
          {bill.orders.map((order) => (
            <li key={order.iped}>
              <Link
                className="table-orders__row"
                to={linkedOrderPath(venuePath, order.iped)}
                data-testid="table-order"
                data-iped={order.iped}
              >
                <span className="table-orders__who">
                  {t('p1_order_number', { n: order.imTxt })} · <Diner order={order} />
                </span>
                <span className="table-orders__what">{linesOf(bill, order.iped)}</span>
                <span className="table-orders__status">
                  {t(statusKey(displayStatus(order.ss, order.sp)))} ·{' '}
                  <strong data-testid="table-order-paid">
                    {t(order.sp >= 2 ? 'm1_table_order_paid' : 'm1_table_order_unpaid')}
                  </strong>
                </span>
                <span className="table-orders__total">{formatMoney(order.total, bill.cur)}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/** Who ordered: a first name or 'Invitado', the seat when the order has one, and 'tú' for the reader's own. */
function Diner({ order }: { order: TTableBillOrder }) {
  const { t } = useTranslation();
  const parts = [order.quien || t('m1_table_order_guest')];
  if (order.seat) parts.push(t('p1_table_order_seat', { seat: order.seat }));
  if (order.mine) parts.push(t('m1_table_order_you'));
  return <>{parts.join(', ')}</>;
}

/** What an order holds: its lines on the bill, '2× Caña, 1× Jamón'. */
const linesOf = (bill: TTableBill, iped: string) =>
  bill.lines
    .filter((l) => l.iped === iped)
    .map((l) => `${l.ca}× ${l.pn}`)
    .join(', ');
