import type { TOrder } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useId, useRef, useState } from 'react';
import { BellIcon } from '../../../components/icons.tsx';
import { useModalDialog } from '../../../lib/use-modal-dialog.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';
import { ageText, minutesSince, orderView } from '../model/order-view.ts';
import { notifications, unreadCount } from '../store/orders-store.ts';
import { ordersStore, useLiveOrders, useOrders } from '../store/orders-store-instance.ts';
import { OrderDetail } from './order-detail.tsx';
import './orders.css';

/**
 * The header bell (spec/1 §2 screen 11): a badge with the unread order status changes, which arrive live,
 * and a panel of the orders changed in the last 480 minutes with status, age, id and items. A click opens
 * a read-only detail.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const token = useSessionToken();
  const orders = useOrders((s) => s.orders);
  const seen = useOrders((s) => s.seen);
  const [open, setOpen] = useState(false);
  const [detail, setDetail] = useState<TOrder | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const panelId = useId();
  const wrap = useRef<HTMLDivElement>(null);
  useLiveOrders(token);
  useEffect(() => {
    if (token) void ordersStore.getState().loadAll();
  }, [token]);
  // Ages move on while the page stays open.
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  useEffect(() => {
    if (!open) return;
    const close = (event: MouseEvent | KeyboardEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !wrap.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  const unread = unreadCount(orders, seen, now);
  const list = notifications(orders, now);
  const toggle = () => {
    if (!open) {
      setNow(Date.now());
      ordersStore.getState().markSeen();
    }
    setOpen(!open);
  };
  return (
    <div className="bell" ref={wrap}>
      <button
        type="button"
        className="bell__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={unread > 0 ? t('p1_notifications_unread', { n: unread }) : t('m1_notifications')}
        onClick={toggle}
        data-testid="bell"
      >
        <BellIcon />
        {unread > 0 ? (
          <span className="bell__badge" aria-hidden="true" data-testid="bell-badge">
            {unread}
          </span>
        ) : null}
      </button>
      <section id={panelId} className="bell__panel" hidden={!open} aria-label={t('m1_notifications')}>
        {list.length === 0 ? <p className="muted small">{t('m1_notifications_empty')}</p> : null}
        <ul>
          {list.map((order) => {
            const view = orderView(order);
            return (
              <li key={order.iped}>
                <button
                  type="button"
                  className="bell__item"
                  onClick={() => {
                    setOpen(false);
                    setDetail(order);
                  }}
                >
                  <span className="bell__line">
                    <strong>{order.cfgApp.nombre}</strong>
                    <span className="muted small">{ageText(minutesSince(order.fm, now), t)}</span>
                  </span>
                  <span className="status-pill" data-colour={view.colour}>
                    {t(view.statusKey)}
                  </span>
                  <span className="muted small">
                    {t('p1_order_number', { n: order.imTxt || order.io })} ·{' '}
                    {order.det.lines.map((l) => `${l.np} × ${l.cant}`).join(', ')}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>
      {detail ? <DetailDialog order={orders[detail.iped] ?? detail} onClose={() => setDetail(null)} /> : null}
    </div>
  );
}

function DetailDialog({ order, onClose }: { order: TOrder; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useModalDialog(onClose);
  return (
    <dialog ref={ref} className="sheet" aria-label={t('m1_order_detail_readonly')}>
      <OrderDetail order={order} readOnly showPageLink />
      <div className="sheet__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          {t('m1_close')}
        </button>
      </div>
    </dialog>
  );
}
