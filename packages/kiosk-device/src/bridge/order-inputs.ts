import { DEFAULT_LANGUAGE, LANGUAGES } from '@comanda/domain';
import * as z from 'zod/mini';

/** The diner's data collected on /UserData (spec/3 §3 'User data'), or nothing. */
export const ZOrderContactInput = z.object({
  name: z.string().check(z.maxLength(120)),
  email: z.string().check(z.maxLength(200)),
  phone: z.string().check(z.maxLength(40)),
});

/**
 * order.place: the method chosen and the totem's language (the order remembers it, issue 11); the cart
 * itself is the one the device keeps.
 */
export const ZPlaceOrderInput = z.object({
  prepago: z.int(),
  contact: z._default(z.nullable(ZOrderContactInput), null),
  language: z._default(z.enum(LANGUAGES), DEFAULT_LANGUAGE),
});

/** The saved order as the pay screens need it: id, number, total, statuses, a wallet's pay page. */
export const ZPlacedOrder = z.object({
  iped: z.string(),
  number: z.int(),
  total: z.number(),
  sp: z.int(),
  ss: z.int(),
  /** Absolute address of the hosted pay page (wallet 5011, QR 2000), else null. */
  payUrl: z.nullable(z.string()),
});
export type TPlacedOrder = z.infer<typeof ZPlacedOrder>;

/**
 * As data, not an exception (Electron flattens errors): 'shift' for 'No hay turnos abiertos', 'others'
 * for any other failure (spec/3 §8), with the server's message for the log.
 */
export const ZPlaceOrderResult = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), order: ZPlacedOrder }),
  z.object({ ok: z.literal(false), error: z.enum(['shift', 'others']), message: z.string() }),
]);
export type TPlaceOrderResult = z.infer<typeof ZPlaceOrderResult>;

/**
 * order.charge: the terminal's answer and, once the report reached the server, the order's statuses.
 * `order` null with `approved` true: charged, report pending (main keeps retrying; the live event follows).
 */
export const ZChargeResult = z.object({
  approved: z.boolean(),
  message: z.string(),
  order: z.nullable(z.object({ sp: z.int(), ss: z.int() })),
});
export type TChargeResult = z.infer<typeof ZChargeResult>;
