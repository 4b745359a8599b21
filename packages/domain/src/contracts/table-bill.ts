import * as z from 'zod/mini';
import { ZMoney } from './common.ts';
import { ZPaymentMethod } from './menu.ts';
import { ZTipChoice } from './order.ts';
import { ZCurrency } from './restaurant.ts';
import { int4, text } from './safe-input.ts';

/**
 * One bill for the table (spec/1 §3 'Guest-order line', §4 'Check-in specifics', §7 'Anonymous order' GET
 * /srv/getgaeorder and 'Pay order' POST /srv/paygaeorder; issue 14 item 5). Every order saved at a table joins
 * the table's open check-in (its 16-character id `ic`); everyone at the table reads all its lines, each diner
 * selects the lines they pay, and pays them online.
 */

/** A line's id on the bill: the order's id and the line's lir within it. */
export const ZBillLineId = text({ min: 3, max: 80 });

/**
 * A guest-order line (spec/1 §3), minor units: ca quantity, pr unit price, pn product name, p28 the line at
 * reference prices (before any discount), p23 the line at the prices charged (before the coupon), dp the
 * discounts (p28 − p23 plus the line's share of the order's coupon), st kitchen status (170–179 cancelled),
 * apagar what is still due on it (0 once paid or cancelled), selectable whether this diner may select it now,
 * selected whether this diner has it selected, li its id. Our additions: iped the order it belongs to, and
 * estado, what the diner reads beside it.
 */
export const ZGuestOrderLine = z.object({
  li: z.string(),
  iped: z.string(),
  ca: z.int(),
  pr: ZMoney,
  pn: z.string(),
  p28: ZMoney,
  p23: ZMoney,
  dp: ZMoney,
  st: z.int(),
  apagar: ZMoney,
  selectable: z.boolean(),
  selected: z.boolean(),
  estado: z.enum(['open', 'mine', 'otherSelected', 'paying', 'paid', 'ownPayment', 'cancelled']),
});
export type TGuestOrderLine = z.infer<typeof ZGuestOrderLine>;

/** GET /srv/getgaeorder?ic=&xir=&xil= (spec/1 §7): ic an order id of the table's check-in, or its own id. */
export const ZTableBillQuery = z.object({
  ic: text({ min: 1, max: 64 }),
  xir: z._default(text({ max: 64 }), ''),
  xil: z._default(text({ max: 16 }), ''),
});

/**
 * An order of the table as its diners read it (spec/1 §2 screen 10, the reviewed-orders list): who ordered it
 * — the diner's first name, or '' for a guest, and the seat the order carries (spec/1 §3 'Seat record') —
 * its number, when, its status (ss, sp: paid or not), its total, and whether it is the reader's own. What it
 * holds is the bill's lines with its iped.
 */
export const ZTableBillOrder = z.object({
  iped: z.string(),
  imTxt: z.string(),
  fc: z.string(),
  quien: z.string(),
  seat: z.nullable(z.int()),
  ss: z.int(),
  sp: z.int(),
  total: ZMoney,
  mine: z.boolean(),
});
export type TTableBillOrder = z.infer<typeof ZTableBillOrder>;

/**
 * The table's bill as a diner at it reads it: ic the check-in's id, the table, ss 0 open or 3 settled, sp 0
 * nothing paid, 1 partly paid, 2 all paid; version a fingerprint of the lines and what is paid, which a
 * payment must name (a change under the diner's feet is refused); payMode the venue's selfatpay; payable
 * whether the bill is paid here (modes 2 optional and 3 on leaving); methods the online methods it takes
 * (code, the venue's name for it and its translations); tip
 * the venue's tip choices (empty when tips are not offered); cur how the venue writes money; orders the
 * table's orders, oldest first (screen 10).
 */
export const ZTableBill = z.object({
  ic: z.string(),
  mesa: z.string(),
  mesaName: z.string(),
  ss: z.int(),
  sp: z.int(),
  version: z.string(),
  payMode: z.int(),
  payable: z.boolean(),
  methods: z.array(ZPaymentMethod),
  tip: z.object({ choices: z.array(z.int()), preselected: z.int() }),
  cur: ZCurrency,
  lines: z.array(ZGuestOrderLine),
  orders: z.array(ZTableBillOrder),
  totals: z.object({ total: ZMoney, paid: ZMoney, due: ZMoney, selected: ZMoney }),
});
export type TTableBill = z.infer<typeof ZTableBill>;

/** POST /srv/selectgaeorder: this diner selects (or lets go of) one line; shared live with the table. */
export const ZTableBillSelect = z.object({
  ic: text({ min: 1, max: 64 }),
  li: ZBillLineId,
  selected: z.boolean(),
});

/**
 * POST /srv/paygaeorder (spec/1 §7 'Pay order': id, restaurant, local and a payload with mpg): mpg the
 * online method, lines the lines paid, version the bill's version the diner saw, propina the tip choice
 * (computed by the server on the lines' sum). Never an amount: the server prices it.
 */
export const ZTableBillPay = z.object({
  id: text({ min: 1, max: 64 }),
  restaurant: z._default(text({ max: 64 }), ''),
  local: z._default(text({ max: 16 }), ''),
  payload: z.object({
    mpg: int4(),
    lines: z.array(ZBillLineId).check(z.minLength(1), z.maxLength(200)),
    version: text({ min: 1, max: 64 }),
    propina: z._default(ZTipChoice, { pct: 0, monto: '' }),
  }),
});
export type TTableBillPay = z.infer<typeof ZTableBillPay>;
export type TTableBillPayInput = z.input<typeof ZTableBillPay>;

/** What a bill payment opened: the provider's page and the amounts it charges. */
export const ZTableBillPayAnswer = z.object({
  redirect: z.string(),
  amount: ZMoney,
  tip: ZMoney,
});
export type TTableBillPayAnswer = z.infer<typeof ZTableBillPayAnswer>;
