import { randomBytes } from 'node:crypto';
import { DispatchType, type Language, localText, type TOrderDetail, type TPrintJob } from '@comanda/domain';
import {
  type TTicketOrderInput,
  type TTicketRestaurantInput,
  ZTicketOrder,
  ZTicketRestaurant,
} from '@comanda/printing';
import type { Database, Queryable } from '../db/database.ts';
import type { RestaurantProfile } from './documents.ts';
import { publishPrintJob } from './orders-live.ts';
import { receiptPaymentName } from './receipt-payment-name.ts';
import { clearTicketUnsent } from './ticket-unsent.ts';

const newJobId = () => `pj-${randomBytes(9).toString('base64url')}`;

export type JobRow = {
  id: string;
  kind?: 'order' | 'kitchen' | 'cancel' | 'message';
  order_id: string | null;
  device_id: string | null;
  args: Record<string, unknown> & { kind: 'order' | 'kitchen' | 'cancel' | 'message' };
  status: 'pending' | 'printed';
  attempts: number;
  created_at: Date;
};

export const toJob = (r: JobRow): TPrintJob => ({
  id: r.id,
  iped: r.order_id,
  device_id: r.device_id,
  args: r.args,
  status: r.status,
  attempts: r.attempts,
  createdAt: r.created_at.toISOString(),
});

/** What of an order its ticket prints. */
export type TicketSource = {
  id: string;
  number: number;
  ir: string;
  tipo: number;
  device_id: string | null;
  det: TOrderDetail;
  /** The language the diner ordered in (migration 017): the receipt's; the kitchen's ticket stays Spanish. */
  language: Language;
  created_at: Date;
};

/** The venue as every ticket prints it, and the host its QR link points at (COMANDA_PUBLIC_URL). */
export function ticketRestaurant(profile: RestaurantProfile, host: string): TTicketRestaurantInput {
  return {
    name: profile.kiosk?.nombre || profile.nombre,
    country: profile.pais,
    simpleId: profile.simpleId,
    dk: profile.dk,
    currency: profile.app.cur,
    host,
    timeZone: profile.tz,
  };
}

/** The lines as a ticket prints them; names in `language` where the menu had them, Spanish otherwise. */
export const ticketLines = (det: Pick<TOrderDetail, 'lines'>, language: Language = 'es') =>
  det.lines.map((l) => ({
    name: localText(l.np, l.nombreTrad, language),
    quantity: l.cant,
    unitPrice: l.unit - l.extras.reduce((sum, e) => sum + e.pm * e.cant, 0),
    extras: l.extras.map((e) => ({
      name: localText(e.np, e.nombreTrad, language),
      quantity: e.cant,
      unitPrice: e.pm,
    })),
    comment: l.ct,
  }));

const isKioskOrder = (order: TicketSource) =>
  order.tipo === DispatchType.kioskTakeAway || order.tipo === DispatchType.kioskEatHere;

/**
 * The diner's receipt of a kiosk order in packages/printing's input shapes (ZTicketOrder, ZTicketRestaurant):
 * the line's unit price is the product's own, each extra carries its own; the coupon prints as the discount;
 * `paid` says whether the total is in (a card) or still to pay at the desk (cash, printed at creation).
 * It prints in the order's language (issue 11): the fixed words by `options.language`, the product names
 * and the restaurant's messages in it where the restaurant wrote them, Spanish otherwise.
 */
export function orderTicketArgs(
  order: TicketSource,
  profile: RestaurantProfile,
  host: string,
  paid: boolean,
) {
  const { det, language } = order;
  const kioskOrder = isKioskOrder(order);
  const kiosk = profile.kiosk;
  const ticket: TTicketOrderInput = {
    id: order.id,
    number: order.number,
    appNumber: order.number,
    createdAt: order.created_at.toISOString(),
    orderType: kioskOrder ? order.tipo : undefined,
    table: !kioskOrder && det.mesaName ? det.mesaName : undefined,
    locator: kioskOrder && det.mesa ? det.mesa : undefined,
    lines: ticketLines(det, language),
    totals: {
      subtotal: det.subtotal,
      discounts: det.coupon?.discount ?? 0,
      tip: det.propina,
      delivery: det.costoDvy,
      total: det.total,
    },
    paymentMethod: receiptPaymentName(det, profile.paymentMethods, language),
    paid,
  };
  const restaurant = ticketRestaurant(profile, host);
  // The device parses these with the same schemas; a job it could not print must not be queued.
  ZTicketOrder.parse(ticket);
  ZTicketRestaurant.parse(restaurant);
  return {
    kind: 'order' as const,
    order: ticket,
    restaurant,
    options: {
      columns: kiosk?.printerConfig.ancho,
      language,
      customPrinterMessage: localText(
        kiosk?.customPrinterMessage ?? '',
        kiosk?.customPrinterMessageTrad,
        language,
      ),
      customPaymentReceivedMessage: localText(
        kiosk?.customPaymentReceivedMessage ?? '',
        kiosk?.customPaymentReceivedMessageTrad,
        language,
      ),
    },
  };
}

/**
 * Puts a kiosk order's receipt in the print outbox, for the totem that placed it, inside the transaction
 * that makes it printable (paid, or a kiosk cash order at creation). One receipt per order: a second call
 * does nothing. The kitchen's ticket is another job (kitchen-tickets.ts). The `dte` notice goes out on commit.
 */
export async function enqueueReceipt(
  db: Pick<Database, 'notify'>,
  tx: Queryable,
  order: TicketSource & { device_id: string },
  profile: RestaurantProfile,
  input: { host: string; now: Date; paid: boolean },
): Promise<string | null> {
  const args = orderTicketArgs(order, profile, input.host, input.paid);
  const [row] = await tx.query<{ id: string }>(
    `insert into print_jobs (id, kind, order_id, ir, device_id, args, created_at)
     values ($1, 'order', $2, $3, $4, $5::jsonb, $6)
     on conflict (order_id) where kind = 'order' do nothing returning id`,
    [newJobId(), order.id, order.ir, order.device_id, JSON.stringify(args), input.now],
  );
  if (!row) return null;
  await publishPrintJob(db, tx, { id: row.id, ir: order.ir, device_id: order.device_id, args });
  return row.id;
}

/** Puts a print message (spec/3 §3 'Print message') for one device in the outbox (spec/3 §7 'Print'). */
export async function enqueueMessage(
  db: Database,
  target: { ir: string; deviceId: string },
  message: Record<string, unknown>,
  now: Date,
): Promise<string> {
  const args = { kind: 'message' as const, message };
  return db.transaction(async (tx) => {
    const id = newJobId();
    await tx.query(
      `insert into print_jobs (id, kind, order_id, ir, device_id, args, created_at)
       values ($1, 'message', null, $2, $3, $4::jsonb, $5)`,
      [id, target.ir, target.deviceId, JSON.stringify(args), now],
    );
    await publishPrintJob(db, tx, { id, ir: target.ir, device_id: target.deviceId, args });
    return id;
  });
}

/**
 * Jobs a device has not acknowledged, oldest first: its own and the restaurant's kitchen tickets it holds a
 * claim on. It reads only; a device takes the restaurant's tickets with claimJobs (print-claims.ts).
 */
export async function pendingJobs(db: Queryable, device: { id: string; ir: string }): Promise<TPrintJob[]> {
  const rows = await db.query<JobRow>(
    `select id, order_id, device_id, args, status, attempts, created_at from print_jobs
     where status = 'pending' and (device_id = $1 or (device_id is null and ir = $2 and claimed_by = $1))
     order by created_at, id limit 100`,
    [device.id, device.ir],
  );
  return rows.map(toJob);
}

/**
 * A device's acknowledgement: the job is printed. Idempotent: acknowledging a printed job again changes
 * nothing and answers it. null when the job is not this device's (nor its venue's). A restaurant's job
 * records the device that printed it first (claimed_by): a later cancellation slip goes to that printer
 * (kitchen-tickets.ts). A kitchen ticket acknowledged after the sweep flagged its order unsent (ss -10 to the
 * diner, ticket-unsent.ts) clears the flag in the same transaction, after the ticket's row lock,
 * which the flagging sweep also takes first.
 */
export async function ackJob(
  db: Database,
  device: { id: string; ir: string },
  jobId: string,
  now: Date,
): Promise<TPrintJob | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<JobRow>(
      `update print_jobs set status = 'printed', attempts = attempts + (case when status = 'pending' then 1 else 0 end),
         printed_at = coalesce(printed_at, $4),
         claimed_by = case when device_id is null and status = 'pending' then $2 else claimed_by end
       where id = $1 and (device_id = $2 or (device_id is null and ir = $3))
       returning id, kind, order_id, device_id, args, status, attempts, created_at`,
      [jobId, device.id, device.ir, now],
    );
    if (!row) return null;
    if (row.order_id && row.kind === 'kitchen')
      await clearTicketUnsent(db, tx, row.order_id, `device:${device.id}`, now);
    return toJob(row);
  });
}
