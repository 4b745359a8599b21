import {
  DispatchType,
  formatMoney,
  isCancelledLine,
  OrderStatus,
  orderContactEmail,
  orderLocator,
  type TPricedLine,
  type TStaffAction,
  type TStaffOrder,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useId, useState } from 'react';
import { currentDateLocale } from '../../../lib/language.ts';
import { boardStore, useBoard } from '../store/staff-board-instance.ts';
import { allowedActions, lineCancellable } from '../store/staff-board-store.ts';
import { customerLabel } from './customer-label.ts';
import { OrderTimers } from './order-timers.tsx';

/** A line as the board names it: '2× Pizza Trufa y Hongos'. */
export const lineName = (line: Pick<TPricedLine, 'cant' | 'np'>) => `${line.cant}× ${line.np}`;

/** The requested time, as the diner chose it: as soon as possible, or a day and hour. */
export function requestedTime(order: TStaffOrder, asap: string): string {
  const { fechaDespacho, horaDespacho } = order.det;
  if (!horaDespacho || horaDespacho === 'lo antes posible') return asap;
  return [fechaDespacho, horaDespacho].filter(Boolean).join(' ');
}

export type CardActions = {
  onCancel: (o: TStaffOrder) => void;
  onCancelLine: (o: TStaffOrder, line: TPricedLine) => void;
  onPrint: (o: TStaffOrder) => void;
};

/**
 * One order on the board (issue 13 item 2): every line with its extras and their quantities and its comment,
 * dispatch type, table or locator, customer, requested time, timers, and the moves the domain allows. A
 * finished or cancelled order (`recall`) shows folded: 'Ver pedido' unfolds it on screen, 'Imprimir' prints it.
 */
export function BoardCard({
  order,
  now,
  fresh,
  recall,
  onCancel,
  onCancelLine,
  onPrint,
}: { order: TStaffOrder; now: Date; fresh: boolean; recall: boolean } & CardActions) {
  const { t } = useTranslation();
  const busy = useBoard((s) => s.busy);
  const venue = useBoard((s) => s.venue);
  const [unfolded, setUnfolded] = useState(false);
  const id = useId();
  const detailsId = useId();
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
  const showDetails = !recall || unfolded;
  return (
    <li
      className="card staff-card"
      aria-labelledby={id}
      data-testid="staff-order"
      data-iped={order.iped}
      data-fresh={fresh || undefined}
    >
      <div className="staff-card__head">
        <h3 id={id} className="staff-card__title">
          {t('p5000_order', { n: order.imTxt || order.io })}
          {fresh ? <span className="tag staff-card__new">{t('m5000_new_tag')}</span> : null}
        </h3>
        <span className="muted small">
          {new Intl.DateTimeFormat(currentDateLocale(), { timeStyle: 'short' }).format(new Date(order.fc))}
        </span>
      </div>
      <p className="small">
        <strong data-testid="staff-dispatch">{t(`m5000_type_${order.ti}`)}</strong>
        {order.ti === DispatchType.checkIn ? (
          // The table the order goes to (spec/1 §4 'Check-in specifics'): its name, else its number.
          <strong data-testid="staff-table"> · {order.det.mesaName || order.det.mesa}</strong>
        ) : null}
        {order.ti === DispatchType.checkIn && order.det.seat ? (
          // The diner's seat at the table (spec/1 §3 'Seat record'), where their device had one.
          <strong data-testid="staff-seat"> · {t('p5000_seat', { n: order.det.seat })}</strong>
        ) : null}
        {locator ? (
          <strong data-testid="staff-locator"> · {t('p5000_locator', { n: locator })}</strong>
        ) : null}{' '}
        ·{' '}
        <span data-testid="staff-customer">
          {t('m5000_customer')}: {customerLabel(t, order)}
          {order.det.contacto.ph ? ` · ${order.det.contacto.ph}` : ''}
          {orderContactEmail(order.det) ? ` · ${orderContactEmail(order.det)}` : ''}
        </span>
      </p>
      <p className="small" data-testid="staff-requested">
        {t('p5000_requested', { when: requestedTime(order, t('m5000_asap')) })}
      </p>
      {showDetails ? (
        <div id={detailsId} className="staff-card__details">
          {order.ti === DispatchType.delivery && order.det.direccion ? (
            <p className="small muted">
              {[order.det.direccion.di, order.det.direccion.cm].filter(Boolean).join(', ')}
            </p>
          ) : null}
          {venue && !recall ? <OrderTimers order={order} limits={venue.timers} now={now} /> : null}
          <ul className="staff-card__lines">
            {order.det.lines.map((l) => (
              <OrderLine
                key={l.lir}
                order={order}
                line={l}
                busy={busy !== null}
                onCancelLine={onCancelLine}
              />
            ))}
          </ul>
        </div>
      ) : null}
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
      {showDetails ? (
        <p className="small muted">
          {order.det.nombreprepago}
          {order.attempts.length ? ` · ${t('p5000_attempts', { n: order.attempts.length })}` : ''}
        </p>
      ) : null}
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
        {recall ? (
          <button
            type="button"
            className="button button--ghost"
            aria-expanded={unfolded}
            aria-controls={detailsId}
            onClick={() => setUnfolded(!unfolded)}
          >
            {unfolded ? t('m5000_recall_fold') : t('m5000_recall_show')}
          </button>
        ) : null}
        {recall && order.ss === OrderStatus.finished && venue?.printDevice ? (
          <button type="button" className="button button--ghost" onClick={() => onPrint(order)}>
            {t('m5000_recall_print')}
          </button>
        ) : null}
      </div>
    </li>
  );
}

/** A product line with its extras and their quantities, and the diner's comment. */
function OrderLine({
  order,
  line,
  busy,
  onCancelLine,
}: {
  order: TStaffOrder;
  line: TPricedLine;
  busy: boolean;
  onCancelLine: CardActions['onCancelLine'];
}) {
  const { t } = useTranslation();
  const cancelled = isCancelledLine(line.st);
  return (
    <li data-testid="staff-line" data-cancelled={cancelled}>
      <div className="staff-card__line">
        <span className={cancelled ? 'staff-card__line--cancelled' : undefined}>{lineName(line)}</span>
        {cancelled ? <span className="tag">{t('m5000_line_cancelled')}</span> : null}
        {!cancelled && lineCancellable(order, line.lir) ? (
          <button
            type="button"
            className="link small staff-card__line-cancel"
            disabled={busy}
            aria-label={t('p5000_cancel_line', { line: lineName(line) })}
            onClick={() => onCancelLine(order, line)}
          >
            {t('m5000_line_cancel')}
          </button>
        ) : null}
      </div>
      {line.extras.length ? (
        <ul className="staff-card__extras" aria-label={t('p5000_extras_of', { line: line.np })}>
          {line.extras.map((e) => (
            <li key={`${e.codJextras}:${e.pl}`} data-testid="staff-extra">
              {lineName(e)}
            </li>
          ))}
        </ul>
      ) : null}
      {line.ct ? (
        <p className="staff-card__comment" data-testid="staff-comment">
          {t('p5000_comment', { text: line.ct })}
        </p>
      ) : null}
    </li>
  );
}
