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
