import { createHash, randomBytes } from 'node:crypto';
import {
  isCardTerminalCode,
  isKioskCashCode,
  PaymentCode,
  type PricedOrder,
  paysOnHostedPage,
  type TOrderDetail,
  type TSaveOrderRequest,
} from '@comanda/domain';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import type { RestaurantProfile } from './documents.ts';
import { publishOrderChange } from './orders-live.ts';
import type { OrderRow } from './orders-rows.ts';
import { createPayment } from './payments.ts';
import { enqueueOrderTicket } from './print-jobs.ts';
import { publishStockLevels, type StockRow, toLevel } from './stock-events.ts';
import type { StockKind, StockNeed } from './stock-lines.ts';
import { transactionWithRetry } from './transaction-retry.ts';

/** Who saves: a signed-in diner, or a kiosk device ordering as the guest 'Guest', id 1 (spec/3 §5). */
export type OrderActor =
  | { kind: 'diner'; userId: number; nombre: string }
  | { kind: 'kiosk'; deviceId: string };

/** spec/3 §5: kiosk users get a placeholder guest identity in order requests. */
export const KIOSK_GUEST = { id: 1, nombre: 'Guest' } as const;

/** spec/1 §8 'Second save in flight'. */
export const SAVE_IN_FLIGHT = 'Se esta grabando pedido, descartado nuevo intento';
const KEY_REUSED = 'Esta clave de idempotencia ya se usó con otro pedido distinto';

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';
const inFlight = () => new HttpError(409, 'save_in_flight', SAVE_IN_FLIGHT);
const newOrderId = () => randomBytes(12).toString('base64url');

/** Idempotency keys belong to who sent them: a diner's key never answers a device's order. */
export const scopeOf = (actor: OrderActor) =>
  actor.kind === 'diner' ? `user:${actor.userId}` : `device:${actor.deviceId}`;

/** The hash a replay is compared by: the parsed request without the key and the preflight flag. */
export function requestHash(request: TSaveOrderRequest): string {
  const { idempotencyKey: _k, preflight: _p, ...body } = request;
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

/** What the save_order function of migration 008 answers. */
type SaveOutcome =
  | { outcome: 'saved'; number: number; levels: StockRow[] }
  | { outcome: 'replayed'; order_id: string }
  | { outcome: 'in_flight' | 'key_reused' }
  | { outcome: 'out_of_stock'; kind: StockKind; id: string; available: number; need: number };

/**
 * Creates an order in ONE transaction (spec/1 §4 'Order saving'). The database half is one call of
 * save_order (migration 008): a try-lock on the cart discards a second save in flight; a replayed key
 * answers its order; a cart already ordered is refused; the stock is taken (holds first, all or nothing);
 * the order is inserted with ss 0 and sp 0 with its first history row, its units and its key. Then, in the
 * same transaction, a payment is opened for a hosted-page method, a kiosk cash order's ticket put in the
 * print outbox, and the stock and `ped` events announced on commit. Any refusal rolls everything back.
 */
export async function saveOrder(
  db: Database,
  input: SaveInput,
): Promise<{ orderId: string; row: OrderRow | null }> {
  const { request, priced, actor, profile, now } = input;
  const scope = scopeOf(actor);
  return transactionWithRetry(db, async (tx) => {
    const id = newOrderId();
    const det = detailOf(input);
    const userId = actor.kind === 'diner' ? actor.userId : null;
    const deviceId = actor.kind === 'kiosk' ? actor.deviceId : null;
    const rows = await tx
      .query<{ result: SaveOutcome }>('select save_order($1::jsonb, $2, $3, $4, $5, $6, $7) as result', [
        JSON.stringify({
          id,
          ir: profile.ir,
          il: profile.il,
          dk: profile.dk,
          cart_id: request.cartId,
          user_id: userId,
          device_id: deviceId,
          tipo: request.tipo,
          prepago: request.prepago,
          total: priced.totals.total,
          det,
          created_at: now.toISOString(),
        }),
        scope,
        request.idempotencyKey ?? null,
        input.hash,
        input.needs.map((n) => n.kind),
        input.needs.map((n) => n.id),
        input.needs.map((n) => n.quantity),
      ])
      .catch((error: unknown) => {
        // Two saves of one cart that both passed the checks: the unique cart_id refuses the second.
        if ((error as { code?: string }).code === UNIQUE_VIOLATION) throw inFlight();
        throw error;
      });
    const result = rows[0]!.result;
    switch (result.outcome) {
      case 'in_flight':
        throw inFlight();
      case 'key_reused':
        throw new HttpError(409, 'idempotency_key_reused', KEY_REUSED);
      case 'replayed':
        return { orderId: result.order_id, row: null };
      case 'out_of_stock':
        throw new HttpError(
          409,
          'out_of_stock',
          `No hay stock suficiente de '${input.nameOf(result.kind, result.id)}': quedan ${result.available}, pediste ${result.need}`,
        );
    }
    const state = { ss: 0, sp: 0, stdvy: 40 };
    const kiosk = actor.kind === 'kiosk';
    const paymentId = paysOnHostedPage(request.prepago, kiosk)
      ? await createPayment(tx, {
          orderId: id,
          code: request.prepago,
          amount: priced.totals.total,
          currency: profile.app.cur.code,
          now,
        })
      : null;
    const order = {
      id,
      number: result.number,
      ir: profile.ir,
      tipo: request.tipo,
      device_id: deviceId,
      user_id: userId,
      det,
      created_at: now,
    };
    // Cash at the desk is treated as received at once (spec/3 §4 'Payment'): its ticket prints now.
    if (kiosk && isKioskCashCode(request.prepago))
      await enqueueOrderTicket(db, tx, order, profile, input.host, now);
    await publishStockLevels(db, tx, profile.ir, result.levels.map(toLevel));
    await publishOrderChange(db, tx, { ...order, ...state, mesa: det.mesa });
    // The answer is built from what was just written: reading the order back would cost as much again.
    const saved: OrderRow = {
      ...order,
      il: profile.il,
      dk: profile.dk,
      cart_id: request.cartId,
      user_id: userId === null ? null : String(userId),
      ...state,
      prepago: request.prepago,
      total: priced.totals.total,
      updated_at: now,
      nombre: profile.app.nombre ?? profile.nombre,
      logo: profile.logo,
      cur: profile.app.cur,
      pais: profile.pais,
      slug: profile.slug,
      simple_id: profile.simpleId,
      pay_id: paymentId,
    };
    return { orderId: id, row: saved };
  });
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
    mesa: request.mesa,
    mesaName: priced.mesaName,
    fechaDespacho: priced.time.fecha,
    horaDespacho: priced.time.hora,
    direccion: request.tipo === 2 ? request.direccion : null,
    contacto: request.contacto,
    distancia: priced.delivery?.dist ?? null,
    ordtxttrf: request.prepago === PaymentCode.bankTransfer ? profile.app.ordtxttrf : '',
    terminal: actor.kind === 'kiosk' && isCardTerminalCode(request.prepago) ? request.terminal : '',
    usuario: actor.kind === 'diner' ? { id: actor.userId, nombre: actor.nombre } : { ...KIOSK_GUEST },
  };
}
