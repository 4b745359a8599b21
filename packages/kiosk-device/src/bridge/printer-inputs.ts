// The schemas alone (zod + domain): the package's root pulls in Node transports the renderer cannot type.
import { LANGUAGES } from '@comanda/domain';
import { ZTicketOrder, ZTicketRestaurant } from '@comanda/printing/order-input';
import * as z from 'zod/mini';
import { ZPrinterState } from './printer-status.ts';

/**
 * printer.printOrder: an order's ticket, in the same shapes the server puts in a `dte` job
 * ({ kind 'order', order, restaurant, options }), so one function turns both into paper. `jobId` is the
 * dedupe key: the same id twice prints once (a PaymentReceived screen reloaded, a retried call).
 * Main-side only (imports @comanda/printing); the renderer imports these types, never the values.
 */
export const ZPrintOrderInput = z.object({
  jobId: z.string().check(z.minLength(1), z.maxLength(64)),
  order: ZTicketOrder,
  restaurant: ZTicketRestaurant,
  options: z._default(
    z.object({
      columns: z.optional(z.int().check(z.gte(20), z.lte(80))),
      language: z.optional(z.enum(LANGUAGES)),
      customPrinterMessage: z.optional(z.string().check(z.maxLength(500))),
      customPaymentReceivedMessage: z.optional(z.string().check(z.maxLength(500))),
    }),
    {},
  ),
});

/** The answer once the job is safely in the device's job store (not once printed: the diner never waits). */
export const ZPrintOrderResult = z.object({ jobId: z.string(), duplicate: z.boolean() });

/** printer.test: whether paper came out within the wait, the preview decoded from the very bytes sent. */
export const ZTestPrintResult = z.object({
  jobId: z.string(),
  printed: z.boolean(),
  /** HTML of the paper, rendered by @comanda/printing from the encoded bytes through its decoder. */
  previewHtml: z.string(),
  /** The paper width it was laid out for, in columns (32 for 58 mm, 48 for 80 mm). */
  columns: z.int(),
  /** The same ticket as text lines and symbol payloads: the preview's text alternative. */
  lines: z.array(z.string()),
  qr: z.array(z.string()),
  pdf417: z.array(z.string()),
  status: ZPrinterState,
});
