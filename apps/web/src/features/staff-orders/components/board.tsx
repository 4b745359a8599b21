import { DispatchType, formatMoney, type TStaffAction, type TStaffOrder } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { listenToOrders } from '../../../lib/live-orders.ts';
import { boardStore, useBoard } from '../store/staff-board-instance.ts';
import { allowedActions, boardColumns } from '../store/staff-board-store.ts';

/**
 * The live order board of a venue (spec/3 §4; spec/1 §4 statuses): new orders appear without a reload (the
 * live `ped` events of the venue), and each order offers the moves the domain allows; cancelling asks first.
 */
export function Board() {
  const { t } = useTranslation();
  const token = useBoard((s) => s.token);
  const irl = useBoard((s) => s.irl);
  const orders = useBoard((s) => s.orders);
  const loading = useBoard((s) => s.loading);
  const error = useBoard((s) => s.error);
  const [cancelling, setCancelling] = useState<TStaffOrder | null>(null);
  useEffect(() => {
    if (!token || !irl) return;
    void boardStore.getState().load();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const reload = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void boardStore.getState().load(), 150);
    };
    const stop = listenToOrders({ staff: { token, irl } }, { onPed: reload, onReconnect: reload });
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, [token, irl]);
  const cols = boardColumns(orders);
  return (
    <div className="staff-board__board">
      <p className="muted small">{t('m5000_live')}</p>
      {error ? (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      ) : null}
      {loading && orders.length === 0 ? (
        <p role="status" className="muted">
          {t('m5000_loading')}
        </p>
      ) : null}
      <div className="staff-board__columns">
        <Column title={t('m5000_col_new')} orders={cols.fresh} onCancel={setCancelling} />
        <Column title={t('m5000_col_progress')} orders={cols.progress} onCancel={setCancelling} />
        <Column title={t('m5000_col_done')} orders={cols.done} onCancel={setCancelling} />
      </div>
      {cancelling ? (
        <ConfirmDialog
          message={t('p5000_cancel_confirm', {
            n: cancelling.imTxt || cancelling.io,
            name: cancelling.det.usuario.nombre || cancelling.det.contacto.nm,
          })}
          confirmLabel={t('m5000_cancel_yes')}
          cancelLabel={t('m5000_keep')}
          onConfirm={() => {
            const order = cancelling;
            setCancelling(null);
            void boardStore.getState().act(order.iped, 'cancel');
          }}
          onCancel={() => setCancelling(null)}
        />
      ) : null}
    </div>
  );
}

function Column({
  title,
  orders,
  onCancel,
}: {
  title: string;
  orders: TStaffOrder[];
  onCancel: (o: TStaffOrder) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="staff-board__column" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {title} <span className="muted">({orders.length})</span>
      </h2>
      {orders.length === 0 ? <p className="muted small">{t('m5000_empty')}</p> : null}
      <ul className="staff-board__list">
        {orders.map((o) => (
          <BoardCard key={o.iped} order={o} onCancel={onCancel} />
        ))}
      </ul>
    </section>
  );
}

function BoardCard({ order, onCancel }: { order: TStaffOrder; onCancel: (o: TStaffOrder) => void }) {
  const { t, i18n } = useTranslation();
  const busy = useBoard((s) => s.busy);
  const id = useId();
  const status = order.ss < 0 ? t('m5000_status_cancelled') : t(`m5000_status_${order.ss}`);
  const { cur } = order.cfgApp;
  const act = (action: TStaffAction) =>
    action === 'cancel' ? onCancel(order) : void boardStore.getState().act(order.iped, action);
  return (
    <li className="card staff-card" aria-labelledby={id} data-testid="staff-order" data-iped={order.iped}>
      <div className="staff-card__head">
        <h3 id={id} className="staff-card__title">
          {t('p5000_order', { n: order.imTxt || order.io })}
        </h3>
        <span className="muted small">
          {new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(new Date(order.fc))}
        </span>
      </div>
      <p className="small">
        <strong>{t(`m5000_type_${order.ti}`)}</strong> · {t('m5000_customer')}:{' '}
        {order.det.usuario.nombre || order.det.contacto.nm}
        {order.det.contacto.ph ? ` · ${order.det.contacto.ph}` : ''}
      </p>
      {order.ti === DispatchType.delivery && order.det.direccion ? (
        <p className="small muted">
          {[order.det.direccion.di, order.det.direccion.cm].filter(Boolean).join(', ')}
        </p>
      ) : null}
      {order.det.horaDespacho && order.det.horaDespacho !== 'lo antes posible' ? (
        <p className="small">
          ⏰ {order.det.fechaDespacho} {order.det.horaDespacho}
        </p>
      ) : null}
      <ul className="staff-card__lines">
        {order.det.lines.map((l) => (
          <li key={l.lir}>
            {l.cant}× {l.np}
            {l.extras.length ? (
              <span className="muted"> · {l.extras.map((e) => e.np).join(', ')}</span>
            ) : null}
            {l.ct ? <em className="muted"> “{l.ct}”</em> : null}
          </li>
        ))}
      </ul>
      <p className="staff-card__row">
        <span
          className="status-pill"
          data-colour={order.ss < 0 ? 'red' : order.ss === 0 ? 'yellow' : 'green'}
          data-testid="staff-status"
        >
          {status}
          {order.stdvy === 110 && order.ss === 2 ? ` · ${t('m5000_ready_tag')}` : ''}
        </span>
        <span
          className="status-pill"
          data-colour={order.sp >= 2 ? 'green' : order.sp < 0 ? 'error' : 'progress'}
        >
          {order.sp >= 2 ? t('m5000_paid') : t('m5000_unpaid')}
        </span>
        <strong>{formatMoney(order.det.total, cur)}</strong>
      </p>
      <p className="small muted">
        {order.det.nombreprepago}
        {order.attempts.length ? ` · ${t('p5000_attempts', { n: order.attempts.length })}` : ''}
      </p>
      <div className="row-actions">
        {allowedActions(order).map((action) => (
          <button
            key={action}
            type="button"
            className={action === 'cancel' ? 'button button--ghost' : 'button'}
            disabled={busy !== null}
            onClick={() => act(action)}
          >
            {t(`m5000_action_${action}`)}
          </button>
        ))}
      </div>
    </li>
  );
}
