import { createHash, randomBytes } from 'node:crypto';
import {
  DispatchType,
  initialOrderStatus,
  isCardTerminalCode,
  isKioskCashCode,
  PaymentCode,
  PaymentStatus,
  type PricedOrder,
  paysOnHostedPage,
  type TOrderDetail,
  type TSaveOrderRequest,
} from '@comanda/domain';
import { serverText } from '@comanda/i18n/server-text';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { RestaurantProfile } from './documents.ts';
import { sendToKitchenIfDue } from './kitchen-tickets.ts';
import { orderChangeNotice } from './orders-live.ts';
import type { OrderRow } from './orders-rows.ts';
import { createPayment } from './payments.ts';
import { enqueueReceipt } from './print-jobs.ts';
import { paymentNameTranslations } from './receipt-payment-name.ts';
import { publishStockLevels, type StockRow, toLevel } from './stock-events.ts';
import type { StockKind, StockNeed } from './stock-lines.ts';

/**
 * Who saves: a signed-in diner, or a kiosk device ordering as the guest 'Guest', id 1 (spec/3 §5). An
 * anonymous guest at a table (`guest`) is a diner whose orders read 'Guest', id 1 too (spec/2 §4).
 */
export type OrderActor =
  | { kind: 'diner'; userId: number; nombre: string; guest?: boolean }
  | { kind: 'kiosk'; deviceId: string };

/** spec/3 §5: kiosk users get a placeholder guest identity in order requests. */
export const KIOSK_GUEST = { id: 1, nombre: 'Guest' } as const;

/** spec/1 §8 'Second save in flight'. */
export const SAVE_IN_FLIGHT = serverText('m1_err_save_in_flight');
const KEY_REUSED = serverText('m1_err_idempotency_key_reused');

const inFlight = () => new HttpError(409, 'save_in_flight', SAVE_IN_FLIGHT);
const newOrderId = () => randomBytes(12).toString('base64url');

/** Idempotency keys belong to who sent them: a diner's key never answers a device's order. */
export const scopeOf = (actor: OrderActor) =>
  actor.kind === 'diner' ? `user:${actor.userId}` : `device:${actor.deviceId}`;

/**
 * The hash a replay is compared by: the parsed request without the key, the preflight flag and the check-in
 * password (never kept, not even hashed).
 */
export function requestHash(request: TSaveOrderRequest): string {
  const { idempotencyKey: _k, preflight: _p, pwdCheckin: _pwd, ...body } = request;
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/**
 * The order a key already created, or null. The same key with another body is a 409: a client reusing a key
 * for a different order would otherwise get someone else's answer.
 */
export async function replayedOrder(
  db: Queryable,
  scope: string,
  key: string | undefined,
  hash: string,
): Promise<string | null> {
  if (!key) return null;
  const [row] = await db.query<{ order_id: string; body_hash: string }>(
    'select order_id, body_hash from order_requests where scope = $1 and key = $2',
    [scope, key],
  );
  if (!row) return null;
  if (row.body_hash !== hash) throw new HttpError(409, 'idempotency_key_reused', KEY_REUSED);
  return row.order_id;
}

export type SaveInput = {
  request: TSaveOrderRequest;
  priced: PricedOrder;
  actor: OrderActor;
  profile: RestaurantProfile;
  needs: readonly StockNeed[];
  nameOf: (kind: StockKind, id: string) => string;
  hash: string;
  now: Date;
  host: string;
};

/** What save_order (migration 008) answers for one order. */
export type SaveOutcome =
  | { outcome: 'saved'; number: number; levels: StockRow[] }
  | { outcome: 'replayed'; order_id: string }
  | { outcome: 'in_flight' | 'key_reused' }
  | { outcome: 'out_of_stock'; kind: StockKind; id: string; available: number; need: number };

/**
 * An order ready for save_order: its row as the answer shows it (all but the number and the payment, known
 * once it is saved) and the jsonb argument save_order takes.
 */
export type PreparedSave = { row: Omit<OrderRow, 'number' | 'pay_id'>; save: object };

/** What a save answers: the order, with its row when it was just written (a replay reads it back). */
export type SaveResult = { orderId: string; row: OrderRow | null };

const pick = <T, K extends keyof T>(from: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, from[k]])) as Pick<T, K>;

/** A new order's statuses: ss by initialOrderStatus, sp 0 pending, stdvy 40 new (spec/1 §4). */
const newOrderState = ({ request, priced }: SaveInput) => ({
  ss: initialOrderStatus(request.tipo, priced.totals.total),
  sp: PaymentStatus.pending,
  stdvy: 40,
});

/** The argument of save_order for one order (see migration 008 for what it does with it), and its row. */
export function prepareSave(input: SaveInput): PreparedSave {
  const { request, priced, actor, profile, now } = input;
  const det = detailOf(input);
  const userId = actor.kind === 'diner' ? actor.userId : null;
  const row = {
    id: newOrderId(),
    ir: profile.ir,
    il: profile.il,
    dk: profile.dk,
    cart_id: request.cartId,
    user_id: userId === null ? null : String(userId),
    device_id: actor.kind === 'kiosk' ? actor.deviceId : null,
    tipo: request.tipo,
    ...newOrderState(input),
    prepago: request.prepago,
    total: priced.totals.total,
    det,
    language: request.idioma,
    created_at: now,
    updated_at: now,
    nombre: profile.app.nombre ?? profile.nombre,
    logo: profile.logo,
    cur: profile.app.cur,
    tz: profile.tz,
    pais: profile.pais,
    slug: profile.slug,
    simple_id: profile.simpleId,
    // A new order has no ticket waiting yet and no refund (store/order-timeouts.ts).
    ticket_unsent_at: null,
    refund_due: false,
    kitchen_release: profile.kitchenRelease ?? null,
  };
  const save = {
    // The columns save_order inserts (migration 017's, 008's with the language).
    order: {
      ...pick(row, [
        'id',
        'ir',
        'il',
        'dk',
        'cart_id',
        'device_id',
        'tipo',
        'prepago',
        'total',
        'ss',
        'det',
        'language',
      ]),
      user_id: userId,
      created_at: now.toISOString(),
    },
    scope: scopeOf(actor),
    key: request.idempotencyKey ?? null,
    hash: input.hash,
    needs: input.needs.map((n) => ({ kind: n.kind, item_id: n.id, quantity: n.quantity })),
    // save_order writes the order's number into its notice once it has one.
    notice: orderChangeNotice({ ...row, number: 0, mesa: det.mesa }),
  };
  return { row, save };
}

/** The 409 of an outcome that saved nothing: a save in flight, a reused key, a shortage naming the item. */
export function refusalOf(
  input: SaveInput,
  outcome: Exclude<SaveOutcome, { outcome: 'saved' | 'replayed' }>,
): HttpError {
  switch (outcome.outcome) {
    case 'in_flight':
      return inFlight();
    case 'key_reused':
      return new HttpError(409, 'idempotency_key_reused', KEY_REUSED);
    case 'out_of_stock':
      return new HttpError(
        409,
        'out_of_stock',
        serverText('p1_err_out_of_stock', {
          name: input.nameOf(outcome.kind, outcome.id),
          available: outcome.available,
          need: outcome.need,
        }),
      );
  }
}

/**
 * The rest of a saved order's writes, in the transaction save_order ran in: a payment opened for a
 * hosted-page method, a kiosk cash order's receipt in the print outbox, the kitchen's ticket when the
 * order reaches the kitchen as it is saved (domain rules/kitchen-release.ts), the stock events of the rows
 * it changed. Answers the order's row, built from what was just written: reading it back would cost as much.
 */
export async function completeSave(
  db: Database,
  tx: Queryable,
  input: SaveInput,
  prepared: PreparedSave,
  saved: { number: number; levels: StockRow[] },
): Promise<OrderRow> {
  const { request, actor, profile, now } = input;
  const order = { ...prepared.row, number: saved.number };
  const kiosk = actor.kind === 'kiosk';
  const paymentId = paysOnHostedPage(request.prepago, kiosk)
    ? await createPayment(tx, {
        orderId: order.id,
        code: request.prepago,
        amount: order.total,
        currency: profile.app.cur.code,
        now,
      })
    : null;
  // Cash at the desk is treated as received at once (spec/3 §4 'Payment'): its receipt prints now.
  if (actor.kind === 'kiosk' && isKioskCashCode(request.prepago))
    await enqueueReceipt(db, tx, { ...order, device_id: actor.deviceId }, profile, {
      host: input.host,
      now,
      paid: false,
    });
  await sendToKitchenIfDue(db, tx, null, order, profile, now);
  await publishStockLevels(db, tx, profile.ir, saved.levels.map(toLevel));
  return { ...order, pay_id: paymentId };
}

/** The order's detail `det` (ZOrderDetail) from the priced order and the request. */
function detailOf({ request, priced, actor, profile }: SaveInput): TOrderDetail {
  return {
    lines: priced.lines,
    subtotal: priced.totals.subtotal,
    discounts: priced.totals.discounts,
    coupon: priced.coupon
      ? {
          id: priced.coupon.id,
          type: priced.coupon.type,
          amount: priced.coupon.amount,
          comment: priced.coupon.comment ?? '',
          discount: priced.coupon.discount,
        }
      : null,
    costoDvy: priced.totals.delivery,
    propina: priced.totals.tip,
    total: priced.totals.total,
    prepago: request.prepago,
    nombreprepago: priced.nombreprepago,
    nombreprepagoTrad: paymentNameTranslations(
      { prepago: request.prepago, nombreprepago: priced.nombreprepago },
      profile.paymentMethods,
    ),
    mesa: request.mesa,
    mesaName: priced.mesaName,
    seat: request.tipo === DispatchType.checkIn ? request.seatNumber : null,
    fechaDespacho: priced.time.fecha,
    horaDespacho: priced.time.hora,
    direccion: request.tipo === 2 ? request.direccion : null,
    contacto: request.contacto,
    distancia: priced.delivery?.dist ?? null,
    ordtxttrf: request.prepago === PaymentCode.bankTransfer ? profile.app.ordtxttrf : '',
    terminal: actor.kind === 'kiosk' && isCardTerminalCode(request.prepago) ? request.terminal : '',
    usuario:
      actor.kind === 'diner' && !actor.guest
        ? { id: actor.userId, nombre: actor.nombre }
        : { ...KIOSK_GUEST },
  };
}
