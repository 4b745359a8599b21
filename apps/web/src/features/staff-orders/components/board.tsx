import { DispatchType, type TPricedLine, type TStaffOrder } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useId, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { currentDateLocale } from '../../../lib/language.ts';
import { listenToOrders } from '../../../lib/live-orders.ts';
import { staffOrders } from '../api/staff-api.ts';
import { boardColumns, filterOrders, newArrivals } from '../store/board-view.ts';
import { recallMessage } from '../store/recall-print.ts';
import { boardStore, useBoard } from '../store/staff-board-instance.ts';
import { splitWaitingPayment } from '../store/waiting-payment.ts';
import { BoardCard, type CardActions, lineName, requestedTime } from './board-card.tsx';
import { BoardToolbar } from './board-toolbar.tsx';
import { customerLabel } from './customer-label.ts';
import { KitchenScreens } from './kitchen-screens.tsx';
import { useChime } from './use-chime.ts';
import { WaiterCallsPanel } from './waiter-calls-panel.tsx';
import { WaitingPayment } from './waiting-payment.tsx';

type LineToCancel = { order: TStaffOrder; line: TPricedLine };

/** The timers move on every so often; a minute is their unit, so a few seconds late is never seen. */
const TICK_MS = 10_000;

function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The live order board of a venue (spec/3 §4; spec/1 §4 statuses; issue 13 item 2): new orders appear without
 * a reload (the live `ped` events of the venue) and are announced, seen and heard; each order offers the moves
 * the domain allows; cancelling asks first. One product line can be cancelled too (st 170, 'Anulado';
 * spec/1 §8 'Cancelled products'), also asked. Finished orders can be looked at again and printed.
 */
export function Board() {
  const { t } = useTranslation();
  const token = useBoard((s) => s.token);
  const venue = useBoard((s) => s.venue);
  const kind = useBoard((s) => s.kind);
  const orders = useBoard((s) => s.orders);
  const loading = useBoard((s) => s.loading);
  const loads = useBoard((s) => s.loads);
  const error = useBoard((s) => s.error);
  const filter = useBoard((s) => s.filter);
  const muted = useBoard((s) => s.muted);
  const now = useNow();
  const { armed, chime } = useChime();
  const [cancelling, setCancelling] = useState<TStaffOrder | null>(null);
  const [cancellingLine, setCancellingLine] = useState<LineToCancel | null>(null);
  const [arrived, setArrived] = useState<TStaffOrder[]>([]);
  const [printed, setPrinted] = useState('');
  const known = useRef<Set<string> | null>(null);
  const irl = venue?.irl ?? null;

  useEffect(() => {
    if (!token || !irl) return;
    known.current = null;
    setArrived([]);
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

  // The new-order alert: orders awaiting confirmation that were not on the board before.
  useEffect(() => {
    if (loads === 0) return;
    // An order waiting for its payment is not the kitchen's yet: it arrives when paid (issue 13 item 1).
    const { rest } = splitWaitingPayment(orders);
    const fresh = newArrivals(known.current, rest);
    known.current = new Set(rest.map((o) => o.iped));
    if (fresh.length === 0) return;
    setArrived((before) => [...fresh, ...before]);
    if (!boardStore.getState().muted) chime();
  }, [orders, loads, chime]);

  if (!venue) return null;
  // An arrival stays announced while it awaits confirmation; confirmed or cancelled, it is no news.
  const awaiting = new Set(orders.filter((o) => o.ss === 0).map((o) => o.iped));
  const announced = arrived.filter((o) => awaiting.has(o.iped));
  const arrivedIds = new Set(announced.map((o) => o.iped));
  const { waiting, rest } = splitWaitingPayment(orders);
  const cols = boardColumns(filterOrders(rest, filter));
  const actions: CardActions = {
    onCancel: setCancelling,
    onCancelLine: (order, line) => setCancellingLine({ order, line }),
    onPrint: (order) => {
      if (!venue.printDevice) return;
      const args = recallMessage(order, {
        title: t('m5000_recall_print_title'),
        order: t('p5000_order', { n: order.imTxt || order.io }),
        dispatch: t(`m5000_type_${order.ti}`),
        table:
          order.ti === DispatchType.checkIn
            ? [
                order.det.mesaName || order.det.mesa,
                order.det.seat ? t('p5000_seat', { n: order.det.seat }) : '',
              ]
                .filter(Boolean)
                .join(' · ')
            : '',
        locator: t('p5000_locator', { n: order.det.mesa }),
        customer: `${t('m5000_customer')}: ${customerLabel(t, order)}`,
        when: new Intl.DateTimeFormat(currentDateLocale(), { dateStyle: 'short', timeStyle: 'short' }).format(
          new Date(order.fc),
        ),
        scheduled: t('p5000_requested', { when: requestedTime(order, t('m5000_asap')) }),
      });
      staffOrders.remotePrint(args, venue.printDevice).then(
        () => setPrinted(t('p5000_recall_printed', { n: order.imTxt || order.io })),
        (e: unknown) => setPrinted(errorMessage(e)),
      );
    },
  };
  return (
    <div className="staff-board__board">
      <p className="muted small">{t('m5000_live')}</p>
      <BoardToolbar soundArmed={armed || muted} />
      {announced.length > 0 ? (
        <div role="alert" className="notice notice--warn staff-board__arrived" data-testid="staff-new-alert">
          <strong>{t('p5000_new_orders', { count: announced.length })}</strong>{' '}
          {announced.map((o) => t('p5000_order', { n: o.imTxt || o.io })).join(', ')}
          <button type="button" className="button button--ghost" onClick={() => setArrived([])}>
            {t('m5000_new_seen')}
          </button>
        </div>
      ) : null}
      {error ? (
        <p role="alert" className="notice notice--error">
          {error}
        </p>
      ) : null}
      {printed ? (
        <p role="status" className="small" data-testid="staff-recall-printed">
          {printed}
        </p>
      ) : null}
      {loading && orders.length === 0 ? (
        <p role="status" className="muted">
          {t('m5000_loading')}
        </p>
      ) : null}
      {token ? <WaiterCallsPanel token={token} irl={venue.irl} /> : null}
      <WaitingPayment orders={waiting} onCancel={actions.onCancel} />
      <div className="staff-board__columns">
        {[
          [t('m5000_col_new'), cols.fresh, false] as const,
          [t('m5000_col_progress'), cols.progress, false] as const,
          [t('m5000_col_done'), cols.done, true] as const,
        ].map(([title, list, recall]) => (
          <Column key={title} title={title} count={list.length}>
            {list.map((o) => (
              <BoardCard
                key={o.iped}
                order={o}
                now={now}
                fresh={arrivedIds.has(o.iped)}
                recall={recall}
                {...actions}
              />
            ))}
          </Column>
        ))}
      </div>
      {kind === 'person' && venue.managesScreens ? <KitchenScreens irl={venue.irl} /> : null}
      {cancelling ? (
        <ConfirmDialog
          message={t('p5000_cancel_confirm', {
            n: cancelling.imTxt || cancelling.io,
            name: customerLabel(t, cancelling),
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

function Column({ title, count, children }: { title: string; count: number; children: React.ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="staff-board__column" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {title} <span className="muted">({count})</span>
      </h2>
      {count === 0 ? <p className="muted small">{t('m5000_empty')}</p> : null}
      <ul className="staff-board__list">{children}</ul>
    </section>
  );
}
