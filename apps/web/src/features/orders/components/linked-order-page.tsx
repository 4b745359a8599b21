import type { TOrder } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { StatusMessage } from '../../../components/status-message.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ordersApi } from '../api/orders-api.ts';
import { OrderDetail } from './order-detail.tsx';
import './orders.css';

/** The status is read again this often: the page has no session to follow the order live with. */
const REFRESH_MS = 30_000;

/**
 * {venue}/pedido/{orderId} (spec/1 §2, spec/3 §7 'The order QR link'): the order a kiosk receipt's QR
 * opens, for a diner with no account — read-only, by the id printed on the paper (GET /srv/pedido).
 */
export function LinkedOrderPage() {
  const { t } = useTranslation();
  const { orderId = '' } = useParams();
  const [order, setOrder] = useState<TOrder | null>(null);
  const [failed, setFailed] = useState('');
  useDocumentTitle(
    order
      ? `${t('p1_order_number', { n: order.imTxt || order.io })} · ${order.cfgApp.nombre}`
      : t('m1_orders_title'),
  );
  useEffect(() => {
    if (!orderId) return;
    let live = true;
    const load = () =>
      ordersApi
        .linkedOrder(orderId)
        .then((found) => {
          if (!live) return;
          setOrder(found);
          setFailed('');
        })
        .catch((e: unknown) => {
          if (live) setFailed(errorMessage(e));
        });
    void load();
    const timer = setInterval(load, REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [orderId]);
  return (
    <div className="page orders-page order-page">
      {order ? (
        <>
          <OrderDetail order={order} headingLevel={1} readOnly />
          <p className="muted small">{t('m1_order_linked_refresh')}</p>
        </>
      ) : failed ? (
        <StatusMessage role="alert" title={t('m1_order_not_found')} hint={failed} headingLevel={1} />
      ) : (
        <p role="status" className="muted">
          {t('m1_order_linked_loading')}
        </p>
      )}
    </div>
  );
}
