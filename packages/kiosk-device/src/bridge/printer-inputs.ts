// The schemas alone (zod + domain): the package's root pulls in Node transports the renderer cannot type.
import { ZTicketOrder, ZTicketRestaurant } from '@comanda/printing/order-input';
import * as z from 'zod';
import { ZPrinterState } from './printer-status.ts';

/**
 * printer.printOrder: an order's ticket, in the same shapes the server puts in a `dte` job
 * ({ kind 'order', order, restaurant, options }), so one function turns both into paper. `jobId` is the
 * dedupe key: the same id twice prints once (a PaymentReceived screen reloaded, a retried call).
 * Main-side only (imports @comanda/printing); the renderer imports these types, never the values.
 */
export const ZPrintOrderInput = z.object({
  jobId: z.string().min(1).max(64),
  order: ZTicketOrder,
  restaurant: ZTicketRestaurant,
  options: z
    .object({
      columns: z.number().int().min(20).max(80).optional(),
      customPrinterMessage: z.string().max(500).optional(),
      customPaymentReceivedMessage: z.string().max(500).optional(),
    })
    .default({}),
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
  columns: z.number().int(),
  /** The same ticket as text lines and symbol payloads: the preview's text alternative. */
  lines: z.array(z.string()),
  qr: z.array(z.string()),
  pdf417: z.array(z.string()),
  status: ZPrinterState,
});
