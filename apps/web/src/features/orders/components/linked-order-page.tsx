import { canPayNow, linkedOrderPath, linkedPayingPath, restaurantPath, type TOrder } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { StatusMessage } from '../../../components/status-message.tsx';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ordersApi } from '../api/orders-api.ts';
import { type LinkedOrder, useLinkedOrder } from '../hooks/use-linked-order.ts';
import { type StartPayment, usePayNow } from '../hooks/use-pay-now.ts';
import { OrderDetail } from './order-detail.tsx';
import './orders.css';

/** Pay-now through the link: no account, the provider's page returns to the link's page. */
const payThroughLink: StartPayment = async (iped) => (await ordersApi.payLinkedOrder(iped)).redirect;

const linkPay = (order: TOrder) => ({
  start: payThroughLink,
  href: linkedPayingPath(restaurantPath(order.resto), order.iped),
});

const isPayable = (order: TOrder) =>
  canPayNow({ ss: order.ss, sp: order.sp, ti: order.ti, prepago: order.det.prepago });

function useLinkedTitle(linked: LinkedOrder) {
  const { t } = useTranslation();
  useDocumentTitle(
    linked.state === 'found'
      ? `${t('p1_order_number', { n: linked.order.imTxt || linked.order.io })} · ${linked.order.cfgApp.nombre}`
      : t('m1_orders_title'),
  );
}

/** A closed order says so beside its status: cancelled (any ss below 0 but 'not yet sent') or finished. */
function ClosedNotice({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const cancelled = order.ss < 0 && order.ss !== -10 && order.ss !== -11;
  if (!cancelled && order.ss !== 3) return null;
  return (
    <p role="status" className="notice" data-testid="order-closed">
      {t(cancelled ? 'm1_order_link_cancelled' : 'm1_order_link_finished')}
    </p>
  );
}

/** What a link shows while it has no order: loading, 'not found' (spec/1 §8), or a failure to reach us. */
function NoOrder({ linked }: { linked: Exclude<LinkedOrder, { state: 'found' }> }) {
  const { t } = useTranslation();
  if (linked.state === 'loading')
    return (
      <p role="status" className="muted">
        {t('m1_order_linked_loading')}
      </p>
    );
  return linked.state === 'not-found' ? (
    <StatusMessage
      role="alert"
      headingLevel={1}
      title={t('m1_order_not_found')}
      hint={t('m1_order_link_not_found_hint')}
      action={
        <Link to="/" className="button">
          {t('m1_home')}
        </Link>
      }
    />
  ) : (
    <StatusMessage role="alert" headingLevel={1} title={t('m1_error_title')} hint={linked.message} />
  );
}

/**
 * {venue}/pedido/{orderId} (spec/1 §2, spec/3 §7 'The order QR link'; issue 14 item 6): any order — web,
 * table or kiosk — for whoever holds its link, with no account: status, lines, total, dispatch type, table
 * or locator, and the pay-now link while payable; nothing about the diner (the server leaves it out).
 * Followed live by the order's id.
 */
export function LinkedOrderPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const linked = useLinkedOrder(orderId);
  useLinkedTitle(linked);
  return (
    <div className="page orders-page order-page">
      {linked.state === 'found' ? (
        <>
          <ClosedNotice order={linked.order} />
          <OrderDetail order={linked.order} headingLevel={1} readOnly pay={linkPay(linked.order)} />
          <p className="muted small">{t('m1_order_live')}</p>
        </>
      ) : (
        <NoOrder linked={linked} />
      )}
    </div>
  );
}

/**
 * {venue}/order/{orderId}/paying (spec/1 §2; issue 14 item 6): where the link's holder pays. A payable order
 * goes straight to a new attempt on the provider's page (as the diner's 'Pagar ahora' does), which returns
 * to {venue}/pedido/{orderId}; one that is not payable says why beside the order.
 */
export function LinkedPayingPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const linked = useLinkedOrder(orderId);
  useLinkedTitle(linked);
  const { paying, payNow } = usePayNow(payThroughLink);
  const started = useRef(false);
  const order = linked.state === 'found' ? linked.order : null;
  const payable = order !== null && isPayable(order);
  useEffect(() => {
    if (!order || !payable || started.current) return;
    started.current = true;
    void payNow(order.iped);
  }, [order, payable, payNow]);

  if (!order)
    return (
      <div className="page orders-page order-page">
        <NoOrder linked={linked as Exclude<LinkedOrder, { state: 'found' }>} />
      </div>
    );
  return (
    <div className="page orders-page order-page">
      {paying ? (
        <p role="status" className="notice">
          {t('m1_order_link_paying')}
        </p>
      ) : null}
      {!payable && order.sp >= 2 ? (
        <p role="status" className="notice">
          {t('m1_order_paid')}
        </p>
      ) : !payable ? (
        <p role="status" className="notice">
          {t('m1_order_link_not_payable')}
        </p>
      ) : null}
      <ClosedNotice order={order} />
      <OrderDetail order={order} headingLevel={1} readOnly pay={linkPay(order)} />
      <Link to={linkedOrderPath(restaurantPath(order.resto), order.iped)} className="link">
        {t('m1_order_link_view')}
      </Link>
    </div>
  );
}
