import { ZCurrency, ZEnvironment } from '@comanda/domain';
import * as z from 'zod/mini';

/**
 * The little of an order a ticket needs. Kept here, not in domain, so printing depends on no
 * server contract; the server maps its order into this shape. Money is in minor units.
 */
export const ZTicketExtra = z.object({
  name: z.string().check(z.minLength(1)),
  /** Per unit of the product. */
  quantity: z._default(z.int().check(z.positive()), 1),
  unitPrice: z._default(z.int(), 0),
});

export const ZTicketLine = z.object({
  name: z.string().check(z.minLength(1)),
  quantity: z.int().check(z.positive()),
  unitPrice: z.int(),
  extras: z._default(z.array(ZTicketExtra), []),
  comment: z._default(z.string(), ''),
});

export const ZTicketTotals = z.object({
  subtotal: z.int(),
  /** A positive amount taken off. */
  discounts: z._default(z.int().check(z.gte(0)), 0),
  tip: z._default(z.int().check(z.gte(0)), 0),
  delivery: z._default(z.int().check(z.gte(0)), 0),
  total: z.int(),
});

/** A moment a ticket prints: a Date in process, an ISO timestamp with offset in a stored job's args. */
const ZTicketInstant = z.pipe(
  z.union([z.date(), z.iso.datetime({ offset: true })]),
  z.transform((value) => new Date(value)),
);

export const ZTicketOrder = z.object({
  id: z.string().check(z.minLength(1)),
  /** The number the restaurant calls out. */
  number: z.union([z.string(), z.number()]),
  /** n of the 'APP-n' label built from the order's imTxt (spec/3 §7 'Get order by id'). */
  appNumber: z.optional(z.union([z.string(), z.number()])),
  createdAt: ZTicketInstant,
  /** 4 take away, 5 eat here (spec/3 §9 'Codes'); other dispatch types print no label. */
  orderType: z.optional(z.int()),
  table: z.optional(z.string()),
  locator: z.optional(z.string()),
  lines: z.array(ZTicketLine).check(z.minLength(1)),
  totals: ZTicketTotals,
  /** A readable payment method ('Tarjeta', 'Efectivo en caja'). */
  paymentMethod: z._default(z.string(), ''),
  /**
   * Whether the total was paid when the ticket was made: the diner's receipt says 'Pagado' or what is left
   * to pay (cash at the desk pays after the ticket, spec/3 §4). Absent: the receipt names the method only.
   */
  paid: z.optional(z.boolean()),
});
export type TTicketOrder = z.infer<typeof ZTicketOrder>;
export type TTicketOrderInput = z.input<typeof ZTicketOrder>;
export type TTicketLine = z.infer<typeof ZTicketLine>;

export const ZTicketRestaurant = z.object({
  name: z.string().check(z.minLength(1)),
  /** Country code of the paths (spec/1 §2), e.g. 'cl'. */
  country: z.string().check(z.minLength(2)),
  simpleId: z.int(),
  dk: z._default(z.string(), ''),
  currency: ZCurrency,
  /** The public host the order QR points to, e.g. 'https://comanda.app'. */
  host: z.string().check(z.url()),
  environment: z._default(ZEnvironment, 'PROD'),
  /** IANA zone the date is printed in. */
  timeZone: z._default(z.string(), 'UTC'),
});
export type TTicketRestaurant = z.infer<typeof ZTicketRestaurant>;
export type TTicketRestaurantInput = z.input<typeof ZTicketRestaurant>;

/** The venue as the kitchen's tickets print it: they carry no QR, so no host. */
export const ZKitchenRestaurant = z.omit(ZTicketRestaurant, { host: true });
export type TKitchenRestaurantInput = z.input<typeof ZKitchenRestaurant>;

/**
 * What the kitchen needs of an order (issue 12 item 2): what to make and for whom, never prices. The
 * dispatch type is the order's (spec/1 §3: 1 pickup, 2 delivery, 3 at the table, 4 take away, 5 eat here).
 */
export const ZKitchenOrder = z.object({
  id: z.string().check(z.minLength(1)),
  number: z.union([z.string(), z.number()]),
  createdAt: ZTicketInstant,
  dispatchType: z.int(),
  table: z._default(z.string(), ''),
  locator: z._default(z.string(), ''),
  /** The diner's seat at the table (1–998, spec/1 §3 'Seat record'), null when none. */
  seat: z._default(z.nullable(z.int()), null),
  customer: z._default(z.string(), ''),
  /** An anonymous guest's order ('Guest', id 1 on the wire): printed as the kitchen's word for a guest. */
  guest: z._default(z.boolean(), false),
  phone: z._default(z.string(), ''),
  /** The e-mail a kiosk diner gave on /UserData (issue 12 item 3); '' when none. */
  email: z._default(z.string(), ''),
  /** The delivery address on one line; '' when not delivered. */
  address: z._default(z.string(), ''),
  /** The day and time asked for ('YYYY-MM-DD', 'HH:MM' in the restaurant's zone); '' for as soon as possible. */
  requestedDate: z._default(z.string(), ''),
  requestedTime: z._default(z.string(), ''),
  lines: z.array(ZTicketLine).check(z.minLength(1)),
  /** Whether the order was paid when it was sent to the kitchen, and how (or how it will be). */
  paid: z.boolean(),
  paymentMethod: z._default(z.string(), ''),
});
export type TKitchenOrder = z.infer<typeof ZKitchenOrder>;
export type TKitchenOrderInput = z.input<typeof ZKitchenOrder>;

/**
 * A cancellation the kitchen must hear of (issue 13 item 1): the order whose kitchen ticket already printed,
 * who it was for, and what not to make — the cancelled lines, or the whole order (`lines` then lists all).
 */
export const ZKitchenCancellation = z.object({
  id: z.string().check(z.minLength(1)),
  number: z.union([z.string(), z.number()]),
  /** When it was cancelled. */
  cancelledAt: ZTicketInstant,
  dispatchType: z.int(),
  table: z._default(z.string(), ''),
  locator: z._default(z.string(), ''),
  /** The diner's seat at the table (1–998, spec/1 §3 'Seat record'), null when none. */
  seat: z._default(z.nullable(z.int()), null),
  customer: z._default(z.string(), ''),
  /** An anonymous guest's order ('Guest', id 1 on the wire): printed as the kitchen's word for a guest. */
  guest: z._default(z.boolean(), false),
  wholeOrder: z.boolean(),
  lines: z.array(ZTicketLine).check(z.minLength(1)),
});
export type TKitchenCancellation = z.infer<typeof ZKitchenCancellation>;
export type TKitchenCancellationInput = z.input<typeof ZKitchenCancellation>;
