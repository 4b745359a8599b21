import { randomBytes } from 'node:crypto';
import {
  BILL_HOLD_MINUTES,
  type BillOrder,
  type BillState,
  billOrderDiner,
  billPayable,
  billSelectionRefusal,
  billTipChoices,
  isOnlineCode,
  paymentName,
  paymentTransition,
  type Refusal,
  seatServesBill,
  TABLE_SEAT_REFUSALS,
  type TableBillRefusalCode,
  type TGuestOrderLine,
  type TOrderDetail,
  type TTableBill,
  type TTableBillPay,
  tableBillLines,
  tableBillPayment,
  tableBillStatus,
  tableBillTotals,
  tableBillVersion,
} from '@comanda/domain';
import type { Database, Queryable } from '../db/database.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { RestaurantProfile } from './documents.ts';
import { restaurantProfile } from './kiosk-venues.ts';
import { moveOrderInTransaction } from './orders.ts';
import { publishBillChange } from './orders-live.ts';
import { PaymentRowStatus, paymentClosed } from './payments.ts';
import { previousBillClosedAt, seatedAt } from './table-seats.ts';
import { transactionWithRetry } from './transaction-retry.ts';

/**
 * One bill for the table (issue 14 item 5; migration 024): reading it, selecting lines, opening a payment of
 * some lines and settling it. Every write locks the bill's row first, so selections and payments of one
 * table run one after the other on any instance; the rules (what is due, selectable, what a payment costs,
 * the version) are packages/domain rules/table-bill.ts, applied to what is read under that lock.
 */

export type BillRow = {
  id: string;
  ir: string;
  il: string;
  mesa: string;
  opened_at: Date;
  closed_at: Date | null;
};

export const billNotFound = () => notFound('m1_err_bill_not_found');

/** The bill by its own id or by the id of one of its orders (a diner's link carries their order's). */
export async function findBill(db: Queryable, ic: string, lock = false): Promise<BillRow | null> {
  const [row] = await db.query<BillRow>(
    `select id, ir, il, mesa, opened_at, closed_at from table_bills
     where id = coalesce((select table_bill_id from orders where id = $1), $1)
     ${lock ? 'for update' : ''}`,
    [ic],
  );
  return row ?? null;
}

/** Whether an account has an order at the bill's table: who may read and pay it (routes/table-bill.ts). */
export async function hasOrderAt(db: Queryable, billId: string, userId: number): Promise<boolean> {
  const rows = await db.query('select 1 from orders where table_bill_id = $1 and user_id = $2 limit 1', [
    billId,
    userId,
  ]);
  return rows.length > 0;
}

type OrderOfBill = {
  id: string;
  ss: number;
  sp: number;
  prepago: number;
  det: TOrderDetail;
  number: number;
  created_at: Date;
  user_id: string | null;
};

/** Everything the domain reads of a bill: its orders, paid lines, open payments' lines, selections. */
async function billInputs(q: Queryable, bill: BillRow, now: Date) {
  const since = new Date(now.getTime() - BILL_HOLD_MINUTES * 60_000);
  const orders = await q.query<OrderOfBill>(
    `select id, ss, sp, prepago, det, number, created_at, user_id::text as user_id from orders
     where table_bill_id = $1 order by created_at, number`,
    [bill.id],
  );
  const paid = await q.query<{ li: string }>('select li from table_bill_paid_lines where bill_id = $1', [
    bill.id,
  ]);
  const held = await q.query<{ li: string; diner: string }>(
    `select l.value #>> '{li}' as li, p.diner from table_bill_payments p, jsonb_array_elements(p.lines) l
     where p.bill_id = $1 and p.sp in (0, 1) and p.created_at > $2`,
    [bill.id, since],
  );
  const selected = await q.query<{ li: string; diner: string }>(
    'select li, diner from table_bill_selections where bill_id = $1 and at > $2',
    [bill.id, since],
  );
  const state: BillState = {
    paid: new Set(paid.map((r) => r.li)),
    held: new Map(held.map((r) => [r.li, r.diner])),
    selected: new Map(selected.map((r) => [r.li, r.diner])),
  };
  const billOrders: BillOrder[] = orders.map((o) => ({
    id: o.id,
    ss: o.ss,
    sp: o.sp,
    prepago: o.prepago,
    lines: o.det.lines,
    couponDiscount: o.det.coupon?.discount ?? 0,
  }));
  return { orders: billOrders, rows: orders, state, mesaName: orders[0]?.det.mesaName ?? bill.mesa };
}

async function profileOf(q: Queryable, ir: string): Promise<RestaurantProfile> {
  const profile = await restaurantProfile(q, ir);
  if (!profile) throw billNotFound();
  return profile;
}

/** The bill as one diner (`me`) reads it (ZTableBill). */
export async function readBill(q: Queryable, bill: BillRow, me: string, now: Date): Promise<TTableBill> {
  const profile = await profileOf(q, bill.ir);
  const { orders, rows, state, mesaName } = await billInputs(q, bill, now);
  const payMode = profile.app.selfatpay;
  const lines = tableBillLines({ orders, state, me, payMode });
  return {
    ic: bill.id,
    mesa: bill.mesa,
    mesaName,
    ...tableBillStatus(lines),
    version: tableBillVersion(lines),
    payMode,
    payable: billPayable(payMode),
    methods: profile.app.payMethods.filter(isOnlineCode).map((id) => {
      const named = profile.paymentMethods.find((m) => m.id === id);
      return named ?? { id, nm: paymentName(id, []) };
    }),
    tip: billTipChoices(profile.app),
    cur: profile.app.cur,
    lines,
    orders: rows.map((o) => ({
      iped: o.id,
      imTxt: String(o.number),
      fc: o.created_at.toISOString(),
      quien: billOrderDiner(o.det),
      // Orders saved before seats were recorded have none in their detail.
      seat: o.det.seat ?? null,
      ss: o.ss,
      sp: o.sp,
      total: o.det.total,
      mine: me === `user:${o.user_id}`,
    })),
    totals: tableBillTotals(lines),
  };
}

const refusedBill = (refusal: Refusal<TableBillRefusalCode>) =>
  new HttpError(
    refusal.code === 'bill_paying' || refusal.code === 'bill_changed' ? 409 : 400,
    refusal.code,
    refusal,
  );

/**
 * A diner selects or lets go of a line (shared live with the table): one diner per line, never a line paid,
 * held by another's payment or selected by another ('Otro usuario está pagando esta misma cuenta').
 */
export async function selectBillLine(
  db: Database,
  input: { billId: string; me: string; li: string; selected: boolean; now: Date },
): Promise<void> {
  await transactionWithRetry(db, async (tx) => {
    const bill = await findBill(tx, input.billId, true);
    if (!bill) throw billNotFound();
    if (!input.selected) {
      await tx.query('delete from table_bill_selections where bill_id = $1 and li = $2 and diner = $3', [
        bill.id,
        input.li,
        input.me,
      ]);
    } else {
      const profile = await profileOf(tx, bill.ir);
      const { orders, state } = await billInputs(tx, bill, input.now);
      const lines = tableBillLines({ orders, state, me: input.me, payMode: profile.app.selfatpay });
      const check = billSelectionRefusal(lines, input.li, profile.app.selfatpay);
      if (!check.ok) throw refusedBill(check.refusal);
      await tx.query(
        `insert into table_bill_selections (bill_id, li, diner, at) values ($1, $2, $3, $4)
         on conflict (bill_id, li) do update set diner = excluded.diner, at = excluded.at`,
        [bill.id, input.li, input.me, input.now],
      );
    }
    await publishBillChange(db, tx, bill.id);
  });
}

/**
 * A diner pays some lines (POST /srv/paygaeorder): under the bill's lock the domain prices them against the
 * bill as it is now — the version the diner saw, lines still due, none another diner holds or selected — so
 * of two diners paying the same line at once exactly one gets a payment. The diner's older open payments
 * of this bill are superseded; the new one holds its lines for BILL_HOLD_MINUTES. Answers its id and amounts.
 */
export async function openBillPayment(
  db: Database,
  input: { billId: string; me: string; pay: TTableBillPay['payload']; returnPath: string; now: Date },
): Promise<{ paymentId: string; amount: number; tip: number }> {
  return transactionWithRetry(db, async (tx) => {
    const bill = await findBill(tx, input.billId, true);
    if (!bill) throw billNotFound();
    const profile = await profileOf(tx, bill.ir);
    // This diner's own open payment is about to be replaced: its lines are theirs to pay again.
    await tx.query(
      'update table_bill_payments set sp = $3, updated_at = $4 where bill_id = $1 and diner = $2 and sp in (0, 1)',
      [bill.id, input.me, PaymentRowStatus.superseded, input.now],
    );
    const { orders, state } = await billInputs(tx, bill, input.now);
    const lines = tableBillLines({ orders, state, me: input.me, payMode: profile.app.selfatpay });
    const priced = tableBillPayment({
      lines,
      chosen: input.pay.lines,
      version: input.pay.version,
      code: input.pay.mpg,
      tip: input.pay.propina,
      app: profile.app,
    });
    if (!priced.ok) throw refusedBill(priced.refusal);
    const paymentId = `bill-${randomBytes(9).toString('base64url')}`;
    await tx.query(
      `insert into table_bill_payments
         (id, bill_id, diner, code, amount, tip, currency, lines, return_path, sp, created_at, updated_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 0, $10, $10)`,
      [
        paymentId,
        bill.id,
        input.me,
        input.pay.mpg,
        priced.value.amount,
        priced.value.tip,
        profile.app.cur.code,
        JSON.stringify(priced.value.lines),
        input.returnPath,
        input.now,
      ],
    );
    await publishBillChange(db, tx, bill.id);
    return { paymentId, amount: priced.value.amount, tip: priced.value.tip };
  });
}

export type BillPaymentRow = {
  id: string;
  bill_id: string;
  code: number;
  amount: number;
  currency: string;
  sp: number;
  return_path: string;
  lines: { li: string; amount: number }[];
  ir: string;
  nombre: string;
};

/** A bill payment as the provider's page reads it (ids start 'bill-'), with its venue. */
export async function billPaymentById(db: Queryable, id: string): Promise<BillPaymentRow | null> {
  const [row] = await db.query<BillPaymentRow>(
    `select p.id, p.bill_id, p.code, p.amount, p.currency, p.sp, p.return_path, p.lines, b.ir,
       coalesce(r.profile->'app'->>'nombre', r.nombre) as nombre
     from table_bill_payments p join table_bills b on b.id = p.bill_id join restaurants r on r.ir = b.ir
     where p.id = $1`,
    [id],
  );
  return row ?? null;
}

/** The diner opened the provider's page: 0 → 1 (only once; nothing else changes). */
export async function openBillPaymentPage(db: Queryable, id: string, now: Date): Promise<void> {
  await db.query('update table_bill_payments set sp = 1, updated_at = $2 where id = $1 and sp = 0', [
    id,
    now,
  ]);
}

/**
 * The provider's answer for a bill payment. Declined: the payment closes (-1) and its lines are free again.
 * Approved: its lines are paid — each at most once (table_bill_paid_lines' key), so an approval whose lines
 * were paid meanwhile rolls back with 409 — the diner's selections of them go, every order whose lines are
 * now all paid (or cancelled) becomes paid (sp 2, its history row and `ped` event, through the orders
 * store's move), and a bill with nothing left due closes. A payment no longer open is a 409.
 */
export async function settleBillPayment(
  db: Database,
  payment: BillPaymentRow,
  approved: boolean,
  now: Date,
  host: string,
): Promise<void> {
  await transactionWithRetry(db, async (tx) => {
    const bill = await findBill(tx, payment.bill_id, true);
    if (!bill) throw billNotFound();
    const decided = await tx.query<{ lines: { li: string; amount: number }[]; diner: string }>(
      `update table_bill_payments set sp = $2, updated_at = $3 where id = $1 and sp in (0, 1)
       returning lines, diner`,
      [payment.id, approved ? PaymentRowStatus.approved : PaymentRowStatus.declined, now],
    );
    const [open] = decided;
    if (!open) throw paymentClosed();
    if (approved) {
      for (const line of open.lines) {
        const taken = await tx.query(
          `insert into table_bill_paid_lines (bill_id, li, payment_id, amount) values ($1, $2, $3, $4)
           on conflict do nothing returning li`,
          [bill.id, line.li, payment.id, line.amount],
        );
        if (taken.length === 0) throw paymentClosed();
      }
      await tx.query('delete from table_bill_selections where bill_id = $1 and li = any($2::text[])', [
        bill.id,
        open.lines.map((l) => l.li),
      ]);
      await payOrdersSettled(db, tx, bill, open.diner, payment.id, now, host);
    }
    await publishBillChange(db, tx, bill.id);
  });
}

/** Orders of the bill whose every line is now paid or cancelled become paid; a bill with nothing due closes. */
async function payOrdersSettled(
  db: Database,
  tx: Queryable,
  bill: BillRow,
  me: string,
  paymentId: string,
  now: Date,
  host: string,
) {
  const { orders, state } = await billInputs(tx, bill, now);
  const lines = tableBillLines({ orders, state, me, payMode: 0 });
  const done = (l: TGuestOrderLine) => l.estado === 'paid' || l.estado === 'cancelled';
  for (const order of orders) {
    const own = lines.filter((l) => l.iped === order.id);
    if (order.ss < 0 || order.sp >= 2 || own.length === 0 || !own.every(done)) continue;
    await moveOrderInTransaction(db, tx, {
      id: order.id,
      now,
      host,
      actor: `bill:${paymentId}`,
      action: 'payment-approved',
      next: (s) => paymentTransition(s, 'approved'),
    });
  }
  if (tableBillStatus(lines).sp === 2)
    await tx.query('update table_bills set closed_at = $2 where id = $1 and closed_at is null', [
      bill.id,
      now,
    ]);
}

/**
 * Who may read, select and pay a table's bill: a diner at that table's check-in — an account (or guest) with an
 * order in it, or one seated at the table (an account that opened the table's page, a guest bound to the table)
 * whose seat serves this bill (rules/table-seat.ts: typically the one who pays for everyone and ordered
 * nothing). The one place that says so (routes and the live subscription ask it). Answers the bill and the
 * diner's key (who selected or holds a line); or why not: no such bill, or not at its table.
 */
export async function billForDiner(
  db: Queryable,
  ic: string,
  session: { userId: number } | null,
  now: Date,
): Promise<{ ok: true; bill: BillRow; me: string } | { ok: false; why: 'not_found' | 'not_seated' }> {
  const bill = session ? await findBill(db, ic) : null;
  if (!session || !bill) return { ok: false, why: 'not_found' };
  const found = { ok: true as const, bill, me: `user:${session.userId}` };
  if (await hasOrderAt(db, bill.id, session.userId)) return found;
  const seated = await seatedAt(db, session.userId, bill);
  const previous = seated ? await previousBillClosedAt(db, bill) : null;
  const serves = seatServesBill({
    seatedMs: seated?.getTime() ?? null,
    bill: { openedMs: bill.opened_at.getTime(), closedMs: bill.closed_at?.getTime() ?? null },
    previousClosedMs: previous?.getTime() ?? null,
    now: now.getTime(),
  });
  return serves ? found : { ok: false, why: 'not_seated' };
}

/** A diner with no order and no seat at the bill's table: 403 with a text that says how to get in. */
export const notSeated = () => new HttpError(403, 'bill_not_seated', TABLE_SEAT_REFUSALS.notSeated);
