import {
  diningStatus,
  type TLiveBillEvent,
  type TLiveBookingEvent,
  type TLiveDteEvent,
  type TLivePedEvent,
  type TLiveWaiterEvent,
} from '@comanda/domain';
import { type Database, NOTIFY_PAYLOAD_MAX_BYTES, type Queryable } from '../db/database.ts';

/**
 * The NOTIFY channel order and print events travel on between server instances (see live/live-hub.ts).
 * save_order (migration 008) names it too.
 */
export const ORDER_CHANNEL = 'comanda_orders';

/**
 * Who an event is for: a diner's orders, a venue's board, a kiosk device, a venue's printers, and one order
 * (whoever holds its ticket's link, issue 14 item 6). Calls from the tables (store/waiter-calls.ts) travel
 * to the board and their caller the same way.
 */
export const topics = {
  user: (userId: number | string) => `user:${userId}`,
  order: (orderId: string) => `order:${orderId}`,
  board: (ir: string) => `board:${ir}`,
  device: (deviceId: string) => `device:${deviceId}`,
  printers: (ir: string) => `printers:${ir}`,
  /** A table's bill (issue 14 item 5): the diners at its check-in. Migration 024's trigger names it too. */
  bill: (billId: string) => `bill:${billId}`,
};

/** A notice's payload: the topics it is for and the event, already in its wire form. */
export type OrderNotice = {
  topics: string[];
  event: TLivePedEvent | TLiveDteEvent | TLiveWaiterEvent | TLiveBillEvent | TLiveBookingEvent;
};

/**
 * Announces an event inside the transaction that caused it: delivered on commit, dropped on rollback, in
 * commit order (as stock events are, see stock-events.ts).
 */
export async function publishNotice(db: Pick<Database, 'notify'>, tx: Queryable, notice: OrderNotice) {
  await db.notify(ORDER_CHANNEL, JSON.stringify(notice), tx);
}

type OrderState = {
  id: string;
  number: number;
  ir: string;
  ss: number;
  sp: number;
  stdvy: number;
  mesa: string;
  user_id: string | number | null;
  device_id: string | null;
  /** Set while its kitchen ticket waits for a device past the limit: the event carries ss -10. */
  ticket_unsent_at?: Date | null;
};

/**
 * The `ped` notice of an order (spec/3 §3 'Order events'): to its diner, its venue's board, its kiosk and
 * the holders of its link, with the ss the diner sees (diningStatus: -10 while its ticket is flagged unsent).
 * A new order's notice is sent by save_order (migration 008), which writes in the number (io, imTxt).
 */
export function orderChangeNotice(order: OrderState): OrderNotice {
  const to = [topics.board(order.ir), topics.order(order.id)];
  if (order.user_id !== null) to.push(topics.user(order.user_id));
  if (order.device_id) to.push(topics.device(order.device_id));
  return {
    topics: to,
    event: {
      type: 'ped',
      iped: order.id,
      io: order.number,
      sp: order.sp,
      ss: diningStatus(order.ss, Boolean(order.ticket_unsent_at)),
      stdvy: order.stdvy,
      m_id: order.mesa,
      ioext: '',
      imTxt: String(order.number),
      ir: order.ir,
    },
  };
}

/** Announces an order's change inside the transaction that made it (see publishNotice). */
export async function publishOrderChange(
  db: Pick<Database, 'notify'>,
  tx: Queryable,
  order: OrderState,
): Promise<void> {
  await publishNotice(db, tx, orderChangeNotice(order));
}

/**
 * The `dte` event of a print job (spec/3 §4 'Realtime sync'): to its device, or to every device of the
 * venue. A device's own job carries its args when the notice stays under PostgreSQL's limit; otherwise, and
 * always for the venue's, the device asks POST /srv/print/claim for what it should print.
 */
export async function publishPrintJob(
  db: Pick<Database, 'notify'>,
  tx: Queryable,
  job: { id: string; ir: string; device_id: string | null; args: Record<string, unknown> },
): Promise<void> {
  const to = [job.device_id ? topics.device(job.device_id) : topics.printers(job.ir)];
  const event: TLiveDteEvent = {
    type: 'dte',
    device_id: job.device_id ?? '',
    id: job.id,
    args: job.args as TLiveDteEvent['args'],
  };
  const full: OrderNotice = { topics: to, event };
  // A restaurant's ticket goes to one device only, the one that claims it (print-claims.ts): its notice
  // tells every device there is something to claim, and nobody prints from the notice.
  const fits = job.device_id !== null && Buffer.byteLength(JSON.stringify(full)) <= NOTIFY_PAYLOAD_MAX_BYTES;
  await publishNotice(db, tx, fits ? full : { topics: to, event: { ...event, args: undefined } });
}

/**
 * The `bill` event of a table's bill (issue 14 item 5): its lines, selections or payments changed; the
 * diners at the table read it again. Sent inside the transaction that changed it.
 */
export async function publishBillChange(db: Pick<Database, 'notify'>, tx: Queryable, billId: string) {
  await publishNotice(db, tx, { topics: [topics.bill(billId)], event: { type: 'bill', ic: billId } });
}
