import type { TOrder } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useId, useRef, useState } from 'react';
import { BellIcon } from '../../../components/icons.tsx';
import { currentDateLocale } from '../../../lib/language.ts';
import { useModalDialog } from '../../../lib/use-modal-dialog.ts';
import { useSessionToken } from '../../../lib/use-session-token.ts';
import { ageText, minutesSince, orderView } from '../model/order-view.ts';
import { unreadChanges, visibleChanges } from '../model/status-changes.ts';
import { ordersStore, useLiveOrders, useOrders } from '../store/orders-store-instance.ts';
import { OrderDetail } from './order-detail.tsx';
import './orders.css';

/**
 * The header bell (spec/1 §2 screen 11, spec/3 §2 'Consumer shell'): a badge counting each unread status
 * change of the diner's orders, which arrive live, and a panel of the changes of the last 480 minutes — the
 * venue, the order's number, the new status in the diner's language, when — newest first. Opening it reads
 * them all; a change opens its order's read-only detail.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const token = useSessionToken();
  const orders = useOrders((s) => s.orders);
  const changeLog = useOrders((s) => s.changeLog);
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
  const unread = unreadChanges(changeLog, orders, now);
  const list = visibleChanges(changeLog, orders, now);
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
          {list.map((change) => {
            const order = orders[change.iped] as TOrder;
            const view = orderView({ ...order, ss: change.ss, sp: change.sp, stdvy: change.stdvy });
            return (
              <li key={change.id} data-unread={!change.read}>
                <button
                  type="button"
                  className="bell__item"
                  data-testid="bell-item"
                  onClick={() => {
                    setOpen(false);
                    setDetail(order);
                  }}
                >
                  <span className="bell__line">
                    <strong>{order.cfgApp.nombre}</strong>
                    <time className="muted small" dateTime={change.at}>
                      {ageText(minutesSince(change.at, now), t)} · {clockTime(change.at)}
                    </time>
                  </span>
                  <span className="bell__line bell__line--start">
                    <span className="status-pill" data-colour={view.colour}>
                      {t(view.statusKey)}
                    </span>
                    {view.kitchenKey ? (
                      <span className="status-pill" data-colour="progress">
                        {t(view.kitchenKey)}
                      </span>
                    ) : null}
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

/** A change's hour and minute as the diner's language writes them. */
function clockTime(iso: string): string {
  return new Date(iso).toLocaleTimeString(currentDateLocale(), { hour: '2-digit', minute: '2-digit' });
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
