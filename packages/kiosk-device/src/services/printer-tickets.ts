import { LANGUAGES } from '@comanda/domain';
import {
  cancellationSlip,
  discoTickets,
  encodeTicket,
  kitchenTicket,
  orderTicket,
  printerProfileOf,
  printMessageTicket,
  receiptLabels,
  ZKitchenCancellation,
  ZKitchenOrder,
  ZKitchenRestaurant,
  ZPrintMessage,
  ZTicketOrder,
  ZTicketRestaurant,
} from '@comanda/printing';
import * as z from 'zod';
import type { PrinterSettings } from './printer-settings.ts';

/** The order options a `dte` job carries (the server's orderTicketArgs) or printer.printOrder passes. */
const ZOrderOptions = z
  .object({
    columns: z.number().int().min(20).max(80).optional(),
    /** The order's language (issue 11): the receipt's words; Spanish when absent (jobs queued before). */
    language: z.enum(LANGUAGES).optional(),
    customPrinterMessage: z.string().optional(),
    customPaymentReceivedMessage: z.string().optional(),
  })
  .default({});

/**
 * The `args` of a print job (spec/3 §3/§4 `dte`; domain ZPrintArgs leaves the rest to printing): a diner's
 * receipt, a kitchen ticket (any order's, claimed by this device), a cancellation slip for the kitchen (an
 * order or line cancelled after its kitchen ticket printed) or a print message.
 */
export const ZPrintJobArgs = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('order'),
    order: ZTicketOrder,
    restaurant: ZTicketRestaurant,
    options: ZOrderOptions,
  }),
  z.object({
    kind: z.literal('kitchen'),
    order: ZKitchenOrder,
    restaurant: ZKitchenRestaurant,
    options: z.object({ columns: z.number().int().min(20).max(80).optional() }).default({}),
  }),
  z.object({
    kind: z.literal('cancel'),
    cancellation: ZKitchenCancellation,
    restaurant: ZKitchenRestaurant,
    options: z.object({ columns: z.number().int().min(20).max(80).optional() }).default({}),
  }),
  z.object({ kind: z.literal('message'), message: ZPrintMessage }),
]);
export type TPrintJobArgs = z.input<typeof ZPrintJobArgs>;

/**
 * A job's tickets as ESC/POS bytes, laid out for this printer. A kitchen ticket prints alone; a diner's
 * receipt prints with, in disco mode (cfgKiosk.discoMode, spec/3 §5), one voucher per unit after it.
 * Encoded once, when queued: the job
 * store keeps bytes, so a restart prints exactly what was queued even if the configuration changed.
 * Throws a readable zod error for args it cannot print.
 */
export function jobTickets(args: unknown, settings: PrinterSettings): Uint8Array[] {
  const job = ZPrintJobArgs.parse(args);
  // Star printers in their native mode need Star Line bytes: the address says which (?profile=star).
  const profile = printerProfileOf(settings.address);
  if (job.kind === 'message')
    return [encodeTicket(printMessageTicket(job.message, settings.columns), { profile })];
  const columns = job.options.columns ?? settings.columns;
  if (job.kind === 'kitchen')
    return [encodeTicket(kitchenTicket(job.order, job.restaurant, { columns }), { profile })];
  if (job.kind === 'cancel')
    return [encodeTicket(cancellationSlip(job.cancellation, job.restaurant, { columns }), { profile })];
  const labels = receiptLabels(job.options.language ?? 'es');
  const ticket = orderTicket(job.order, job.restaurant, {
    columns,
    labels,
    customPrinterMessage: job.options.customPrinterMessage ?? settings.customPrinterMessage,
    customPaymentReceivedMessage: job.options.customPaymentReceivedMessage ?? '',
  });
  const vouchers = settings.discoMode ? discoTickets(job.order, job.restaurant, { columns, labels }) : [];
  return [ticket, ...vouchers].map((t) => encodeTicket(t, { profile }));
}
