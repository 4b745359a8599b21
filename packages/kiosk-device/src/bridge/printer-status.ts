import * as z from 'zod/mini';

/**
 * The printer as the renderer sees it (for /testPrint and the non-blocking notice): the printer's own
 * answer (connected, paper, cover, last error) and the print queue's state. Plain zod, no
 * @comanda/printing import: events.ts uses it and runs in the renderer, which must not bundle Node code.
 */
export const ZPrinterState = z.object({
  /** The address printed to: printerConfig.tbpip, or the server's virtual printer in browser mode. */
  target: z.string(),
  /** printerConfig.ancho. */
  columns: z.int(),
  connected: z.boolean(),
  paper: z.enum(['ok', 'low', 'out', 'unknown']),
  coverOpen: z.optional(z.boolean()),
  lastError: z.nullable(z.string()),
  queue: z.object({
    state: z.enum(['idle', 'printing', 'waiting-retry', 'stopped']),
    pending: z.int(),
    nextAttemptAt: z.nullable(z.number()),
  }),
});
export type TPrinterState = z.infer<typeof ZPrinterState>;

/** Why main told the renderer: a ticket is waiting on a failing printer, or the printer is back. */
export const ZPrinterNotice = z.enum(['failing', 'recovered']);
