import { DispatchType, GUEST_IDENTITY, RECENT_CHECK_IN_MINUTES, TIP_CUSTOM } from '../constants.ts';
import type { TPricedLine } from '../contracts/order.ts';
import type { TAppConfig } from '../contracts/restaurant.ts';
import type { TGuestOrderLine } from '../contracts/table-bill.ts';
import { CheckInPayMode } from './check-in.ts';
import { isOnlineCode } from './order-payment.ts';
import { displayStatus, OrderStatus, PaymentStatus } from './order-status.ts';
import { accepted, type Outcome, refused } from './outcome.ts';
import { textRef } from './text-ref.ts';
import { parseCustomTip, percentTip, tipChoices, tipsOffered } from './tip.ts';

/**
 * One bill for the table (spec/1 §3 'Guest-order line', §4 'Check-in specifics', §7 getgaeorder/paygaeorder,
 * §8 'Payment'; issue 14 item 5): which lines of a table's orders are still due, which a diner may select
 * and pay, and what a payment of some of them costs. The server reads the rows and applies these rules; the
 * SQL only locks and stores.
 */

/**
 * How long an opened bill payment keeps its lines from the others, and how long a selection lasts without a
 * touch: ours, since the spec gives none. A diner who walked away from the pay page frees the lines after it.
 */
export const BILL_HOLD_MINUTES = 10;

/** An order of the table as the bill reads it. */
export type BillOrder = {
  id: string;
  ss: number;
  sp: number;
  prepago: number;
  lines: readonly Pick<TPricedLine, 'lir' | 'np' | 'cant' | 'unit' | 'reference' | 'total' | 'st'>[];
  /** The coupon's discount on the order, spread over its lines. */
  couponDiscount: number;
};

/** What the table's diners did with its lines: paid by the bill, held by an open payment, selected. */
export type BillState = {
  paid: ReadonlySet<string>;
  /** Line id → the diner whose open (unexpired) payment holds it. */
  held: ReadonlyMap<string, string>;
  /** Line id → the diner who has it selected (unexpired). */
  selected: ReadonlyMap<string, string>;
};

export const billLineId = (orderId: string, lir: number) => `${orderId}:${lir}`;

/** Lines with st 170 to 179 are cancelled (spec/1 §4 'Delivery / kitchen sub-status'). */
const isCancelledLine = (st: number) => st >= 170 && st <= 179;

/** Whether a venue's bill is paid at the table: payment optional (2) or on leaving (3) (spec/1 §4). */
export const billPayable = (payMode: number) =>
  payMode === CheckInPayMode.optional || payMode === CheckInPayMode.onLeaving;

/**
 * Spreads an amount over weights by largest remainder: the parts add up to the amount exactly, a bigger
 * line takes the bigger part, and ties go to the earlier line.
 */
export function spread(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, w) => a + w, 0);
  if (amount <= 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (amount * w) / sum);
  const parts = exact.map(Math.floor);
  let left = amount - parts.reduce((a, p) => a + p, 0);
  const byRemainder = exact
    .map((e, i) => ({ i, r: e - Math.floor(e) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/**
 * The guest-order lines of a table (spec/1 §3) as one diner (`me`) reads them. A line is:
 * - cancelled: its order cancelled (ss < 0) or the line itself (st 170–179); nothing due;
 * - paid: its order paid (sp 2, by its own method or staff) or the line paid through the bill;
 * - ownPayment: its order pays online by itself (the method chosen when ordering), not through the bill;
 * - paying: another diner's open payment holds it; otherSelected: another diner selected it;
 * - mine: this diner selected it (or holds it with a payment not finished: a new one replaces it);
 * - open: due and free.
 * Only mine and open are selectable, and only where the bill is paid at the table (billPayable).
 * The coupon is spread over all of an order's lines, cancelled ones too, so a cancellation leaves the other
 * lines' amounts as they were (the order's total stays, spec/1 §4).
 */
export function tableBillLines(input: {
  orders: readonly BillOrder[];
  state: BillState;
  me: string;
  payMode: number;
}): TGuestOrderLine[] {
  const { state, me } = input;
  const payable = billPayable(input.payMode);
  return input.orders.flatMap((order) => {
    const coupon = spread(
      order.couponDiscount,
      order.lines.map((l) => l.total),
    );
    return order.lines.map((line, i): TGuestOrderLine => {
      const li = billLineId(order.id, line.lir);
      const p28 = Math.max(line.reference, line.unit) * line.cant;
      const p23 = line.total;
      const share = coupon[i] ?? 0;
      const estado = lineState(order, line.st, li, state, me);
      const due = estado === 'cancelled' || estado === 'paid' ? 0 : Math.max(0, p23 - share);
      const selectable = payable && (estado === 'open' || estado === 'mine');
      return {
        li,
        iped: order.id,
        ca: line.cant,
        pr: line.unit,
        pn: line.np,
        p28,
        p23,
        dp: p28 - p23 + share,
        st: line.st,
        apagar: due,
        selectable,
        selected: estado === 'mine',
        estado,
      };
    });
  });
}

function lineState(
  order: BillOrder,
  st: number,
  li: string,
  state: BillState,
  me: string,
): TGuestOrderLine['estado'] {
  if (order.ss < OrderStatus.awaitingConfirmation || isCancelledLine(st)) return 'cancelled';
  if (order.sp >= PaymentStatus.received || state.paid.has(li)) return 'paid';
  if (isOnlineCode(order.prepago)) return 'ownPayment';
  const holder = state.held.get(li);
  if (holder !== undefined && holder !== me) return 'paying';
  const chooser = state.selected.get(li);
  if (chooser !== undefined && chooser !== me) return 'otherSelected';
  return chooser === me || holder === me ? 'mine' : 'open';
}

/**
 * Who ordered, as the table reads it (spec/1 §2 screen 10): the first name the diner gave at checkout (or
 * their account's), or '' for a guest ('Guest', id 1, spec/1 §3), whom the order's seat names instead. Only
 * the first name: the others at the table read it.
 */
export function billOrderDiner(det: {
  usuario: { id: number; nombre: string };
  contacto: { nm: string };
}): string {
  if (det.usuario.id === GUEST_IDENTITY.id) return '';
  const name = det.contacto.nm.trim() || det.usuario.nombre.trim();
  return name.split(/\s+/)[0] ?? '';
}

/** The bill's sums: everything not cancelled, what is paid, what is still due, what this diner selected. */
export function tableBillTotals(lines: readonly TGuestOrderLine[]) {
  let total = 0;
  let paid = 0;
  let selected = 0;
  for (const l of lines) {
    if (l.estado === 'cancelled') continue;
    const amount = l.p28 - l.dp;
    total += amount;
    if (l.estado === 'paid') paid += amount;
    if (l.selected) selected += l.apagar;
  }
  return { total, paid, due: total - paid, selected };
}

/**
 * The bill's state as a payment must name it: every line with what is due on it and whether it is cancelled,
 * paid, paid by its own order or due. Selections and holds are left out (another diner choosing lines is not
 * a change under this diner's feet; taking the same lines is refused on its own). FNV-1a, 32 bits, in hex,
 * with the number of lines.
 */
export function tableBillVersion(lines: readonly TGuestOrderLine[]): string {
  const kind = (l: TGuestOrderLine) =>
    l.estado === 'cancelled' || l.estado === 'paid' || l.estado === 'ownPayment' ? l.estado : 'due';
  const text = lines.map((l) => `${l.li}=${l.apagar}/${kind(l)}`).join('|');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${lines.length}-${hash.toString(16).padStart(8, '0')}`;
}

/** ss 3 once nothing is due and something was ordered; sp 2 all paid, 1 some paid, 0 none (spec/1 §4). */
export function tableBillStatus(lines: readonly TGuestOrderLine[]): { ss: number; sp: number } {
  const live = lines.filter((l) => l.estado !== 'cancelled');
  const paid = live.filter((l) => l.estado === 'paid').length;
  if (live.length > 0 && paid === live.length)
    return { ss: OrderStatus.finished, sp: PaymentStatus.received };
  return {
    ss: OrderStatus.awaitingConfirmation,
    sp: paid > 0 ? PaymentStatus.inProgress : PaymentStatus.pending,
  };
}

export const TABLE_BILL_REFUSALS = {
  /** spec/1 §8 'Payment'. */
  paying: textRef('m1_err_bill_paying'),
  /** spec/1 §8 'Payment'. */
  changed: textRef('m1_err_bill_changed'),
  notPayable: textRef('m1_err_bill_not_payable'),
  nothing: textRef('m1_err_bill_nothing'),
  method: textRef('m1_err_bill_method'),
  tipNotOffered: textRef('m1_err_checkout_tip_not_offered'),
  tipChoice: textRef('m1_err_checkout_tip_choice'),
} as const;
export type TableBillRefusalCode =
  | 'bill_paying'
  | 'bill_changed'
  | 'not_payable'
  | 'bill_nothing'
  | 'payment_method'
  | 'tip';

/** Why this diner may not select (or let go of) a line now, or null. */
export function billSelectionRefusal(
  lines: readonly TGuestOrderLine[],
  li: string,
  payMode: number,
): Outcome<TGuestOrderLine, TableBillRefusalCode> {
  if (!billPayable(payMode)) return refused('not_payable', TABLE_BILL_REFUSALS.notPayable);
  const line = lines.find((l) => l.li === li);
  if (!line) return refused('bill_changed', TABLE_BILL_REFUSALS.changed);
  if (line.estado === 'paying' || line.estado === 'otherSelected')
    return refused('bill_paying', TABLE_BILL_REFUSALS.paying);
  if (!line.selectable) return refused('bill_changed', TABLE_BILL_REFUSALS.changed);
  return accepted(line);
}

/**
 * What a diner's payment of some lines charges, or why it is refused (spec/1 §8 'Payment'): the bill must be
 * paid here (modes 2, 3) with one of the venue's online methods; the version the diner saw must be the
 * bill's now ('Otro usuario hizo cambios en la orden. Revise e intente nuevamente.'); every line must still
 * be due, and none held or selected by another diner ('Otro usuario está pagando esta misma cuenta, revise
 * cambios.'). The tip is the venue's (spec/1 §5 'Tip': at check-in when payment is configured), on the
 * lines' sum. Amounts come from the lines, never from the client.
 */
export function tableBillPayment(input: {
  lines: readonly TGuestOrderLine[];
  chosen: readonly string[];
  version: string;
  code: number;
  tip: { pct: number; monto: string };
  app: Pick<TAppConfig, 'selfatpay' | 'payMethods' | 'tip' | 'cur'>;
}): Outcome<{ lines: { li: string; amount: number }[]; amount: number; tip: number }, TableBillRefusalCode> {
  const { lines, app } = input;
  if (!billPayable(app.selfatpay)) return refused('not_payable', TABLE_BILL_REFUSALS.notPayable);
  if (!isOnlineCode(input.code) || !app.payMethods.includes(input.code))
    return refused('payment_method', TABLE_BILL_REFUSALS.method);
  const chosen = [...new Set(input.chosen)];
  const picked: TGuestOrderLine[] = [];
  for (const li of chosen) {
    const line = lines.find((l) => l.li === li);
    if (line && (line.estado === 'paying' || line.estado === 'otherSelected'))
      return refused('bill_paying', TABLE_BILL_REFUSALS.paying);
    if (!line?.selectable) return refused('bill_changed', TABLE_BILL_REFUSALS.changed);
    picked.push(line);
  }
  if (input.version !== tableBillVersion(lines)) return refused('bill_changed', TABLE_BILL_REFUSALS.changed);
  const sum = picked.reduce((a, l) => a + l.apagar, 0);
  if (sum <= 0) return refused('bill_nothing', TABLE_BILL_REFUSALS.nothing);
  const tip = billTip(sum, input.tip, app);
  if (!tip.ok) return tip;
  return accepted({
    lines: picked.map((l) => ({ li: l.li, amount: l.apagar })),
    amount: sum + tip.value,
    tip: tip.value,
  });
}

/** The tip choices a bill payment offers: the venue's, when tips are offered at its tables (spec/1 §5). */
export function billTipChoices(app: Pick<TAppConfig, 'selfatpay' | 'tip'>) {
  const offered = tipsOffered({
    tipo: DispatchType.checkIn,
    setting: app.tip,
    prepaid: true,
    checkInPayment: app.selfatpay,
  });
  return offered ? tipChoices(app.tip) : { choices: [], preselected: 0 };
}

function billTip(
  sum: number,
  choice: { pct: number; monto: string },
  app: Pick<TAppConfig, 'selfatpay' | 'tip' | 'cur'>,
): Outcome<number, TableBillRefusalCode> {
  if (choice.pct === 0) return accepted(0);
  const { choices } = billTipChoices(app);
  if (choices.length === 0) return refused('tip', TABLE_BILL_REFUSALS.tipNotOffered);
  if (!choices.includes(choice.pct)) return refused('tip', TABLE_BILL_REFUSALS.tipChoice);
  return accepted(
    choice.pct === TIP_CUSTOM ? parseCustomTip(choice.monto, app.cur.decimals) : percentTip(sum, choice.pct),
  );
}

/**
 * The check-in orders list (spec/1 §2 screen 9: 'grouped by status, each with a pay button opening the
 * restaurant's order page'): a diner's orders at tables (type 3), grouped by the status they read
 * (displayStatus: -22 awaiting payment), groups in process first (awaiting, confirmed, then the others by
 * status), each group newest first as given.
 */
export function checkInOrderGroups<T extends { ti: number; ss: number; sp: number }>(
  orders: readonly T[],
): { status: number; orders: T[] }[] {
  const groups = new Map<number, T[]>();
  for (const order of orders) {
    if (order.ti !== DispatchType.checkIn) continue;
    const status = displayStatus(order.ss, order.sp);
    groups.set(status, [...(groups.get(status) ?? []), order]);
  }
  const rank = (status: number) =>
    status === -22 ? -0.5 : status >= 0 && status <= 2 ? status : 10 - status;
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([status, list]) => ({ status, orders: list }));
}

/**
 * The tables whose orders a diner reviews (spec/1 §2 screen 10, the reviewed-orders list): one per venue and
 * table the diner ordered at (type 3) within the recent check-in window (240 minutes, spec/1 §9), newest
 * first, each named by the diner's newest order there — the bill of the table is read through it.
 */
export function recentTables<T extends { ti: number; fc: string; m_id: string; ir: string; il: string }>(
  orders: readonly T[],
  now: number,
): T[] {
  const since = now - RECENT_CHECK_IN_MINUTES * 60_000;
  const newest = new Map<string, T>();
  for (const order of orders) {
    const at = Date.parse(order.fc);
    if (order.ti !== DispatchType.checkIn || order.m_id === '' || !(at > since)) continue;
    const key = `${order.ir}-${order.il}/${order.m_id}`;
    const seen = newest.get(key);
    if (!seen || Date.parse(seen.fc) < at) newest.set(key, order);
  }
  return [...newest.values()].sort((a, b) => Date.parse(b.fc) - Date.parse(a.fc));
}
