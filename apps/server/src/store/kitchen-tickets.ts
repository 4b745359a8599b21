import { randomBytes } from 'node:crypto';
import {
  DispatchType,
  entersKitchen,
  isCancelledLine,
  type KitchenOrder,
  orderContactEmail,
  orderCustomer,
  type TOrderDetail,
  type TPricedLine,
} from '@comanda/domain';
import {
  type TKitchenCancellationInput,
  type TKitchenOrderInput,
  ZKitchenCancellation,
  ZKitchenOrder,
  ZKitchenRestaurant,
} from '@comanda/printing';
import type { Database, Queryable } from '../db/database.ts';
import type { RestaurantProfile } from './documents.ts';
import { publishPrintJob } from './orders-live.ts';
import { type TicketSource, ticketLines, ticketRestaurant } from './print-jobs.ts';

const newJobId = () => `pj-${randomBytes(9).toString('base64url')}`;

/** An order as the kitchen's tickets need it, with what the kitchen rule reads (tipo, prepago, ss, sp). */
export type KitchenSource = TicketSource & KitchenOrder;

const isKioskOrder = (tipo: number) =>
  tipo === DispatchType.kioskTakeAway || tipo === DispatchType.kioskEatHere;

/**
 * Where the order goes: a web order's table (its name, else its number) and the diner's seat there, a kiosk
 * diner's locator.
 */
const placeOf = (order: TicketSource) =>
  isKioskOrder(order.tipo)
    ? { table: '', locator: order.det.mesa, seat: null }
    : { table: order.det.mesaName || order.det.mesa, locator: '', seat: order.det.seat };

/**
 * Whom for: the name, or an anonymous guest ('Guest', id 1), which the ticket prints in the kitchen's words
 * with its table and seat (issue 14: staff tell guests apart).
 */
function customerOf(order: TicketSource): { customer: string; guest: boolean } {
  const customer = orderCustomer({ ti: order.tipo, det: order.det });
  return customer.kind === 'named'
    ? { customer: customer.name, guest: false }
    : { customer: '', guest: true };
}

/** The venue as the receipt prints it, but with no host: the kitchen's tickets carry no QR. */
function kitchenRestaurant(profile: RestaurantProfile) {
  const { host: _noQr, ...venue } = ticketRestaurant(profile, '');
  return venue;
}

/** The lines still to make: a cancelled line (st 170..179) is not the kitchen's any more. */
const liveLines = (det: TOrderDetail) => det.lines.filter((l) => !isCancelledLine(l.st));

/**
 * The kitchen's ticket of an order (issue 12 item 2, any order: web, QR or kiosk): dispatch type, table or
 * locator, the customer as they gave themselves (a kiosk diner's /UserData name, phone and e-mail), the time
 * asked for, what to make; no prices. Null when nothing is left to make.
 */
export function kitchenTicketArgs(order: TicketSource, profile: RestaurantProfile, paid: boolean) {
  const { det } = order;
  const lines = liveLines(det);
  if (lines.length === 0) return null;
  const address = det.direccion ? [det.direccion.di, det.direccion.dp, det.direccion.cm].filter(Boolean) : [];
  const ticket: TKitchenOrderInput = {
    id: order.id,
    number: order.number,
    createdAt: order.created_at.toISOString(),
    dispatchType: order.tipo,
    ...placeOf(order),
    ...customerOf(order),
    phone: det.contacto.ph,
    email: orderContactEmail(det),
    address: address.join(', '),
    requestedDate: det.fechaDespacho,
    requestedTime: det.horaDespacho,
    lines: ticketLines({ ...det, lines }),
    paid,
    paymentMethod: det.nombreprepago,
  };
  const restaurant = kitchenRestaurant(profile);
  // The device parses these with the same schemas; a job it could not print must not be queued.
  ZKitchenOrder.parse(ticket);
  ZKitchenRestaurant.parse(restaurant);
  return {
    kind: 'kitchen' as const,
    order: ticket,
    restaurant,
    options: { columns: profile.kiosk?.printerConfig.ancho },
  };
}

/**
 * Puts an order's kitchen ticket in the print outbox, in the transaction that sends the order to the
 * kitchen: a restaurant's job (no device) that exactly one of its devices claims (print-claims.ts), the
 * kitchen printer first. One per order: a second call does nothing. Answers the job's id, or null.
 */
export async function enqueueKitchenTicket(
  db: Pick<Database, 'notify'>,
  tx: Queryable,
  order: TicketSource,
  profile: RestaurantProfile,
  input: { now: Date; paid: boolean },
): Promise<string | null> {
  const args = kitchenTicketArgs(order, profile, input.paid);
  if (!args) return null;
  const [row] = await tx.query<{ id: string }>(
    `insert into print_jobs (id, kind, order_id, ir, device_id, args, created_at)
     values ($1, 'kitchen', $2, $3, null, $4::jsonb, $5)
     on conflict (order_id) where kind = 'kitchen' do nothing returning id`,
    [newJobId(), order.id, order.ir, JSON.stringify(args), input.now],
  );
  if (!row) return null;
  await publishPrintJob(db, tx, { id: row.id, ir: order.ir, device_id: null, args });
  return row.id;
}

/**
 * The one place the kitchen rule (domain rules/kitchen-release.ts) queues a ticket: when a save or a move
 * takes the order from outside the kitchen (`before`, null for a new order) into it (`after`).
 */
export async function sendToKitchenIfDue(
  db: Pick<Database, 'notify'>,
  tx: Queryable,
  before: KitchenOrder | null,
  after: KitchenSource,
  profile: RestaurantProfile,
  now: Date,
): Promise<string | null> {
  if (!entersKitchen(before, after, profile.kitchenRelease)) return null;
  return enqueueKitchenTicket(db, tx, after, profile, { now, paid: after.sp >= 2 });
}

type KitchenJob = { id: string; status: 'pending' | 'printed'; claimed_by: string | null };

/**
 * The kitchen hears of a cancellation (issue 13 item 1), in the cancelling transaction. `cancelled` is the
 * whole order, or the one line staff cancelled (its detail already has it at st 170):
 * - its ticket printed: a cancellation slip goes to the device that printed it — the kitchen's printer —
 *   or, if that device is gone, to the restaurant for one device to claim;
 * - its ticket not printed yet: nothing to take back on paper; a cancelled order's ticket is withdrawn, and
 *   a cancelled line's is rewritten without it (withdrawn if no line is left);
 * - no ticket: the order never reached the kitchen, which hears nothing.
 */
export async function tellKitchenOfCancellation(
  db: Pick<Database, 'notify'>,
  tx: Queryable,
  order: KitchenSource,
  cancelled: { wholeOrder: true } | { wholeOrder: false; line: TPricedLine },
  profile: RestaurantProfile,
  now: Date,
): Promise<void> {
  const [job] = await tx.query<KitchenJob>(
    `select id, status, claimed_by from print_jobs where order_id = $1 and kind = 'kitchen' for update`,
    [order.id],
  );
  if (!job) return;
  if (job.status === 'pending') {
    const args = cancelled.wholeOrder ? null : kitchenTicketArgs(order, profile, order.sp >= 2);
    if (args)
      await tx.query('update print_jobs set args = $2::jsonb where id = $1', [job.id, JSON.stringify(args)]);
    else await tx.query('delete from print_jobs where id = $1', [job.id]);
    return;
  }
  const lines = cancelled.wholeOrder ? liveLines(order.det) : [cancelled.line];
  if (lines.length === 0) return;
  const slip: TKitchenCancellationInput = {
    id: order.id,
    number: order.number,
    cancelledAt: now.toISOString(),
    dispatchType: order.tipo,
    ...placeOf(order),
    ...customerOf(order),
    wholeOrder: cancelled.wholeOrder,
    lines: ticketLines({ ...order.det, lines }),
  };
  const restaurant = kitchenRestaurant(profile);
  ZKitchenCancellation.parse(slip);
  const args = {
    kind: 'cancel' as const,
    cancellation: slip,
    restaurant,
    options: { columns: profile.kiosk?.printerConfig.ancho },
  };
  const id = newJobId();
  await tx.query(
    `insert into print_jobs (id, kind, order_id, ir, device_id, args, created_at)
     values ($1, 'cancel', $2, $3, $4, $5::jsonb, $6)`,
    [id, order.id, order.ir, job.claimed_by, JSON.stringify(args), now],
  );
  await publishPrintJob(db, tx, { id, ir: order.ir, device_id: job.claimed_by, args });
}
