import {
  DispatchType,
  formatMoney,
  isCancelledLine,
  OrderStatus,
  orderCustomerName,
  orderLocator,
  type TPricedLine,
  type TStaffAction,
  type TStaffOrder,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useId, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { currentDateLocale } from '../../../lib/language.ts';
import { listenToOrders } from '../../../lib/live-orders.ts';
import { boardStore, useBoard } from '../store/staff-board-instance.ts';
import { allowedActions, boardColumns, lineCancellable } from '../store/staff-board-store.ts';

/** A line as the board names it: '2× Pizza Trufa y Hongos'. */
const lineName = (line: Pick<TPricedLine, 'cant' | 'np'>) => `${line.cant}× ${line.np}`;

type LineToCancel = { order: TStaffOrder; line: TPricedLine };

/**
 * The live order board of a venue (spec/3 §4; spec/1 §4 statuses): new orders appear without a reload (the
 * live `ped` events of the venue), and each order offers the moves the domain allows; cancelling asks first.
 * One product line can be cancelled too (st 170, 'Anulado'; spec/1 §8 'Cancelled products'), also asked.
 */
export function Board() {
  const { t } = useTranslation();
  const token = useBoard((s) => s.token);
  const irl = useBoard((s) => s.irl);
  const orders = useBoard((s) => s.orders);
  const loading = useBoard((s) => s.loading);
  const error = useBoard((s) => s.error);
  const [cancelling, setCancelling] = useState<TStaffOrder | null>(null);
  const [cancellingLine, setCancellingLine] = useState<LineToCancel | null>(null);
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
        {[
          [t('m5000_col_new'), cols.fresh] as const,
          [t('m5000_col_progress'), cols.progress] as const,
          [t('m5000_col_done'), cols.done] as const,
        ].map(([title, list]) => (
          <Column
            key={title}
            title={title}
            orders={list}
            onCancel={setCancelling}
            onCancelLine={(order, line) => setCancellingLine({ order, line })}
          />
        ))}
      </div>
      {cancelling ? (
        <ConfirmDialog
          message={t('p5000_cancel_confirm', {
            n: cancelling.imTxt || cancelling.io,
            name: orderCustomerName(cancelling.det),
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
      {cancellingLine ? (
        <ConfirmDialog
          message={t('p5000_cancel_line_confirm', {
            line: lineName(cancellingLine.line),
            n: cancellingLine.order.imTxt || cancellingLine.order.io,
          })}
          confirmLabel={t('m5000_cancel_line_yes')}
          cancelLabel={t('m5000_keep')}
          onConfirm={() => {
            const { order, line } = cancellingLine;
            setCancellingLine(null);
            void boardStore.getState().cancelLine(order.iped, line.lir);
          }}
          onCancel={() => setCancellingLine(null)}
        />
      ) : null}
    </div>
  );
}

type CardActions = {
  onCancel: (o: TStaffOrder) => void;
  onCancelLine: (o: TStaffOrder, line: TPricedLine) => void;
};

function Column({
  title,
  orders,
  onCancel,
  onCancelLine,
}: { title: string; orders: TStaffOrder[] } & CardActions) {
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
          <BoardCard key={o.iped} order={o} onCancel={onCancel} onCancelLine={onCancelLine} />
        ))}
      </ul>
    </section>
  );
}

function BoardCard({ order, onCancel, onCancelLine }: { order: TStaffOrder } & CardActions) {
  const { t } = useTranslation();
  const busy = useBoard((s) => s.busy);
  const id = useId();
  const status =
    order.ss === OrderStatus.cancelledTimeout
      ? t('m5000_status_timeout')
      : order.ss < 0
        ? t('m5000_status_cancelled')
        : t(`m5000_status_${order.ss}`);
  const { cur } = order.cfgApp;
  // A kiosk diner's locator and what they gave on /UserData (issue 12 item 3).
  const locator = orderLocator(order);
  const act = (action: TStaffAction) =>
    action === 'cancel' ? onCancel(order) : void boardStore.getState().act(order.iped, action);
  return (
    <li className="card staff-card" aria-labelledby={id} data-testid="staff-order" data-iped={order.iped}>
      <div className="staff-card__head">
        <h3 id={id} className="staff-card__title">
          {t('p5000_order', { n: order.imTxt || order.io })}
        </h3>
        <span className="muted small">
          {new Intl.DateTimeFormat(currentDateLocale(), { timeStyle: 'short' }).format(new Date(order.fc))}
        </span>
      </div>
      <p className="small">
        <strong>{t(`m5000_type_${order.ti}`)}</strong>
        {order.ti === DispatchType.checkIn ? (
          // The table the order goes to (spec/1 §4 'Check-in specifics'): its name, else its number.
          <strong data-testid="staff-table"> · {order.det.mesaName || order.det.mesa}</strong>
        ) : null}
        {locator ? (
          <strong data-testid="staff-locator"> · {t('p5000_locator', { n: locator })}</strong>
        ) : null}{' '}
        ·{' '}
        <span data-testid="staff-customer">
          {t('m5000_customer')}: {orderCustomerName(order.det)}
          {order.det.contacto.ph ? ` · ${order.det.contacto.ph}` : ''}
          {order.det.contacto.em ? ` · ${order.det.contacto.em}` : ''}
        </span>
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
        {order.det.lines.map((l) => {
          const cancelled = isCancelledLine(l.st);
          return (
            <li key={l.lir} data-testid="staff-line" data-cancelled={cancelled}>
              <span className={cancelled ? 'staff-card__line--cancelled' : undefined}>
                {lineName(l)}
                {l.extras.length ? (
                  <span className="muted"> · {l.extras.map((e) => e.np).join(', ')}</span>
                ) : null}
                {l.ct ? <em className="muted"> “{l.ct}”</em> : null}
              </span>
              {cancelled ? <span className="tag">{t('m5000_line_cancelled')}</span> : null}
              {!cancelled && lineCancellable(order, l.lir) ? (
                <button
                  type="button"
                  className="link small staff-card__line-cancel"
                  disabled={busy !== null}
                  aria-label={t('p5000_cancel_line', { line: lineName(l) })}
                  onClick={() => onCancelLine(order, l)}
                >
                  {t('m5000_line_cancel')}
                </button>
              ) : null}
            </li>
          );
        })}
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
      {order.ticketUnsent ? (
        // No device acknowledged its kitchen ticket in time (spec/1 §4 ss -10): the diner reads this too.
        <p role="alert" className="notice notice--error" data-testid="staff-ticket-unsent">
          {t('m5000_ticket_unsent')}
        </p>
      ) : null}
      {order.refundDue ? (
        // Cancelled by timeout with money taken or on its way: the payment is marked for refund.
        <p className="notice notice--error small" data-testid="staff-refund-due">
          {t('m5000_refund_due')}
        </p>
      ) : null}
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
