import { DispatchType } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ReceivedCheck } from '../../../components/received-check.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { awaitsPayment } from '../../../lib/awaiting-payment.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';
import { ordersOfTab } from '../store/orders-store.ts';
import { ordersStore, useLiveOrders, useOrders } from '../store/orders-store-instance.ts';
import { OrderCard } from './order-card.tsx';
import { OrderDetail } from './order-detail.tsx';
import './orders.css';

/**
 * The cart area's tab bar (spec/1 §2 'Cart area routes'): current order, in progress, history, and the
 * check-in orders list (CartCheckIn, /l/cartcheckin, screen 9) once the diner has orders at tables.
 */
export function CartTabs({ current }: { current: 0 | 1 | 2 }) {
  const { t } = useTranslation();
  const token = useSessionToken();
  const atTables = useOrders((s) => Object.values(s.orders).some((o) => o.ti === DispatchType.checkIn));
  const known = useOrders((s) => s.loaded || s.loading);
  // The orders tabs load the diner's orders themselves (OrdersPage); the checkout's tabs load them to know.
  useEffect(() => {
    if (token && current === 0 && !known) void ordersStore.getState().loadAll();
  }, [token, current, known]);
  const tabs = [
    { to: '/l/cart', label: t('m1_orders_tab_cart') },
    { to: '/l/cartc', label: t('m1_orders_tab_current') },
    { to: '/l/carth', label: t('m1_orders_tab_history') },
    ...(atTables ? [{ to: '/l/cartcheckin', label: t('m1_checkin_orders_title') }] : []),
  ];
  return (
    <nav className="tabs" aria-label={t('m1_orders_title')}>
      {tabs.map((tab, i) => (
        <Link key={tab.to} to={tab.to} aria-current={i === current ? 'page' : undefined}>
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

/** /l/cartc (tab 1, in progress) and /l/carth (tab 2, history) (spec/1 §2 screen 8). */
export function OrdersPage({ tab, loginSlot }: { tab: 1 | 2; loginSlot: ReactNode }) {
  const { t } = useTranslation();
  const titleId = useId();
  const token = useSessionToken();
  const orders = useOrders((s) => s.orders);
  const loaded = useOrders((s) => s.loaded);
  const error = useOrders((s) => s.error);
  useDocumentTitle(t('m1_orders_title'));
  useLiveOrders(token);
  useEffect(() => {
    if (token) void ordersStore.getState().loadAll();
  }, [token]);
  const list = ordersOfTab(orders, tab);
  return (
    <section className="page orders-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('m1_orders_title')}</h1>
      <CartTabs current={tab} />
      {!token ? (
        <>
          <p>{t('m1_orders_login')}</p>
          {loginSlot}
        </>
      ) : error ? (
        <StatusMessage role="alert" title={t('m1_error_title')} hint={error} />
      ) : !loaded ? (
        <p role="status" className="muted">
          {t('m1_orders_loading')}
        </p>
      ) : list.length === 0 ? (
        <p className="muted">{tab === 1 ? t('m1_orders_empty_current') : t('m1_orders_empty_history')}</p>
      ) : (
        <ul className="orders-list">
          {list.map((order) => (
            <OrderCard key={order.iped} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * {venue path}/order/{orderId} (spec/1 §2 screen 7): the order, live; also where the pay page returns — an
 * order this tab sent to pay shows the 'received' animation once its payment is in (issue 15 item 3).
 * Cancelling it closes it: the diner is back at their orders in progress (spec/1 §4 'Cancellation').
 */
export function OrderPage({ loginSlot }: { loginSlot: ReactNode }) {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const navigate = useNavigate();
  const token = useSessionToken();
  const order = useOrders((s) => s.orders[orderId]);
  const [failed, setFailed] = useState('');
  const paid = order !== undefined && order.sp >= 2;
  const [receivedFor, setReceivedFor] = useState<string | null>(null);
  // The note is cleared as it is read paid, so a reload shows the plain order.
  useEffect(() => {
    if (paid && awaitsPayment(orderId, true)) setReceivedFor(orderId);
  }, [paid, orderId]);
  useDocumentTitle(
    order
      ? `${t('p1_order_number', { n: order.imTxt || order.io })} · ${order.cfgApp.nombre}`
      : t('m1_orders_title'),
  );
  useLiveOrders(token);
  useEffect(() => {
    if (!token || !orderId) return;
    setFailed('');
    ordersStore
      .getState()
      .loadOne(orderId)
      .catch((e: unknown) => setFailed(errorMessage(e)));
  }, [token, orderId]);
  if (!token)
    return (
      <div className="page orders-page">
        <p>{t('m1_orders_login')}</p>
        {loginSlot}
      </div>
    );
  return (
    <div className="page orders-page order-page">
      {order ? (
        <>
          {receivedFor === order.iped ? (
            <div className="card order-received" role="status" data-testid="order-received">
              <ReceivedCheck />
              <p className="card__title">{t('m1_processing_received')}</p>
              <p>{t('m1_order_paid_received')}</p>
            </div>
          ) : null}
          <OrderDetail order={order} headingLevel={1} onCancelled={() => void navigate('/l/cartc')} />
          <p className="muted small">{t('m1_order_live')}</p>
        </>
      ) : failed ? (
        <StatusMessage role="alert" title={t('m1_order_not_found')} hint={failed} headingLevel={1} />
      ) : (
        <p role="status" className="muted">
          {t('m1_orders_loading')}
        </p>
      )}
      <Link to="/l/cartc" className="link">
        {t('m1_order_back_orders')}
      </Link>
    </div>
  );
}
