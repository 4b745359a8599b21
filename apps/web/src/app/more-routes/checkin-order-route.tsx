import { ANONYMOUS_REDIRECT_RELOAD_MS, checkInPath, isCheckInOrderId } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type ReactNode, useEffect } from 'react';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { reloadOwed, settleReload } from '../../features/check-in-guest/index.ts';
import { OrderPage } from '../../features/orders/index.ts';
import { TableBill } from '../../features/table-bill/index.ts';
import { useSessionToken } from '../../lib/use-session-token.ts';

/**
 * {venue}/checkin/{table}/{orderId} (spec/1 §2, §4 'Check-in specifics'): where a diner lands after ordering at
 * the table — the order, live, with its table, 'Pedir más' back to the table's menu, and the table's one
 * bill, split by lines among its diners (issue 14 item 5); a signed-in diner (a guest too) also finds their
 * orders at tables here (/l/cartcheckin, spec/1 §2 screen 9). An order id that is not 16 characters is no
 * check-in order: back to the table.
 * Right after an anonymous guest's order the page reloads once, 3 s after it opens (spec/1 §4 'Check-in
 * specifics', §9 'anonymous redirect 3 s').
 */
export function CheckInOrderRoute({ loginSlot }: { loginSlot: ReactNode }) {
  const { t } = useTranslation();
  const { table = '', orderId = '' } = useParams();
  const { pathname } = useLocation();
  const token = useSessionToken();
  const tablePath = checkInPath(pathname.split('/checkin/')[0] ?? '', table);
  useEffect(() => {
    if (!reloadOwed(orderId)) return;
    const timer = setTimeout(() => {
      settleReload();
      window.location.reload();
    }, ANONYMOUS_REDIRECT_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [orderId]);
  if (!isCheckInOrderId(orderId)) return <Navigate to={tablePath} replace />;
  return (
    <>
      <OrderPage loginSlot={loginSlot} />
      <TableBill ic={orderId} />
      <p className="page">
        <Link to={tablePath} className="button">
          {t('m1_orders_order_more')}
        </Link>{' '}
        {token ? (
          <Link to="/l/cartcheckin" className="button button--ghost">
            {t('m1_checkin_orders_title')}
          </Link>
        ) : null}
      </p>
    </>
  );
}
