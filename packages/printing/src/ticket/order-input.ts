import { ZCurrency, ZEnvironment } from '@comanda/domain';
import * as z from 'zod';

/**
 * The little of an order a ticket needs. Kept here, not in domain, so printing depends on no
 * server contract; the server maps its order into this shape. Money is in minor units.
 */
export const ZTicketExtra = z.object({
  name: z.string().min(1),
  /** Per unit of the product. */
  quantity: z.number().int().positive().default(1),
  unitPrice: z.number().int().default(0),
});

export const ZTicketLine = z.object({
  name: z.string().min(1),
  quantity: z.number().int().positive(),
  unitPrice: z.number().int(),
  extras: z.array(ZTicketExtra).default([]),
  comment: z.string().default(''),
});

export const ZTicketTotals = z.object({
  subtotal: z.number().int(),
  /** A positive amount taken off. */
  discounts: z.number().int().min(0).default(0),
  tip: z.number().int().min(0).default(0),
  delivery: z.number().int().min(0).default(0),
  total: z.number().int(),
});

export const ZTicketOrder = z.object({
  id: z.string().min(1),
  /** The number the restaurant calls out. */
  number: z.union([z.string(), z.number()]),
  /** n of the 'APP-n' label built from the order's imTxt (spec/3 §7 'Get order by id'). */
  appNumber: z.union([z.string(), z.number()]).optional(),
  createdAt: z.union([z.date(), z.iso.datetime({ offset: true })]).transform((value) => new Date(value)),
  /** 4 take away, 5 eat here (spec/3 §9 'Codes'); other dispatch types print no label. */
  orderType: z.number().int().optional(),
  table: z.string().optional(),
  locator: z.string().optional(),
  lines: z.array(ZTicketLine).min(1),
  totals: ZTicketTotals,
  /** A readable payment method ('Tarjeta', 'Efectivo en caja'). */
  paymentMethod: z.string().default(''),
  /**
   * Whether the total was paid when the ticket was made: the diner's receipt says 'Pagado' or what is left
   * to pay (cash at the desk pays after the ticket, spec/3 §4). Absent: the receipt names the method only.
   */
  paid: z.boolean().optional(),
});
export type TTicketOrder = z.infer<typeof ZTicketOrder>;
export type TTicketOrderInput = z.input<typeof ZTicketOrder>;
export type TTicketLine = z.infer<typeof ZTicketLine>;

export const ZTicketRestaurant = z.object({
  name: z.string().min(1),
  /** Country code of the paths (spec/1 §2), e.g. 'cl'. */
  country: z.string().min(2),
  simpleId: z.number().int(),
  dk: z.string().default(''),
  currency: ZCurrency,
  /** The public host the order QR points to, e.g. 'https://comanda.app'. */
  host: z.string().url(),
  environment: ZEnvironment.default('PROD'),
  /** IANA zone the date is printed in. */
  timeZone: z.string().default('UTC'),
});
export type TTicketRestaurant = z.infer<typeof ZTicketRestaurant>;
export type TTicketRestaurantInput = z.input<typeof ZTicketRestaurant>;

/**
 * What the kitchen needs of an order (issue 12 item 2): what to make and for whom, never prices. The
 * dispatch type is the order's (spec/1 §3: 1 pickup, 2 delivery, 3 at the table, 4 take away, 5 eat here).
 */
export const ZKitchenOrder = z.object({
  id: z.string().min(1),
  number: z.union([z.string(), z.number()]),
  createdAt: z.union([z.date(), z.iso.datetime({ offset: true })]).transform((value) => new Date(value)),
  dispatchType: z.number().int(),
  table: z.string().default(''),
  locator: z.string().default(''),
  customer: z.string().default(''),
  phone: z.string().default(''),
  /** The delivery address on one line; '' when not delivered. */
  address: z.string().default(''),
  /** The day and time asked for ('YYYY-MM-DD', 'HH:MM' in the restaurant's zone); '' for as soon as possible. */
  requestedDate: z.string().default(''),
  requestedTime: z.string().default(''),
  lines: z.array(ZTicketLine).min(1),
  /** Whether the order was paid when it was sent to the kitchen, and how (or how it will be). */
  paid: z.boolean(),
  paymentMethod: z.string().default(''),
});
export type TKitchenOrder = z.infer<typeof ZKitchenOrder>;
export type TKitchenOrderInput = z.input<typeof ZKitchenOrder>;
