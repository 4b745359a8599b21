import { createOrdersClient } from '@comanda/api-client';
import type { TKioskIdentity } from '@comanda/domain';
import type { PrintAck, PrintJob } from '@comanda/printing';
import type { PrinterSettings } from './printer-settings.ts';
import { jobTickets } from './printer-tickets.ts';

/**
 * The server's print outbox as the device uses it (POST /srv/print/claim, POST /srv/print/ack): `pending`
 * answers the device's own jobs and the restaurant's kitchen tickets it has just claimed, so no other
 * device prints them.
 */
export type PrintOutbox = {
  pending(): Promise<{ id: string; args?: unknown }[]>;
  ack(id: string): Promise<void>;
};

/** `dte` jobs pushed over the device's live channel; `connected` after each (re)subscribe. */
export type PrintJobFeed = {
  start(listeners: { job(job: { id: string; args?: unknown }): void; connected(): void }): () => void;
};

/** Safety net: pending jobs are listed again this often (a lost event, an ack that did not land). */
export const OUTBOX_POLL_MS = 60_000;

/** The outbox over HTTP as the paired device (its token as bearer, kio=1); refuses when not paired. */
export function createHttpPrintOutbox(opts: {
  serverUrl: string;
  identity: () => TKioskIdentity | null;
  fetch?: typeof fetch;
}): PrintOutbox {
  const client = () => {
    const identity = opts.identity();
    if (!identity?.to) throw new Error('not paired: no device token for the print outbox');
    return createOrdersClient({
      baseUrl: opts.serverUrl.replace(/\/+$/, ''),
      kiosk: true,
      amb: identity.amb,
      token: () => identity.to,
      ...(opts.fetch ? { fetch: opts.fetch } : {}),
    });
  };
  return {
    pending: () => client().claimPrintJobs(),
    ack: async (id) => void (await client().ackPrintJob(id)),
  };
}

/**
 * Jobs the server delivers go through the device's one print queue, and each is acknowledged once printed
 * (spec/3 §4 'Realtime sync' dte). Exactly once on paper rests on two ids: the queue's file store
 * remembers completed job ids, so a job delivered again (a `dte` and the pending list racing, a restart
 * before the ack landed) is acknowledged again instead of printed again.
 */
export function startOutboxSync(opts: {
  outbox: PrintOutbox;
  feed: PrintJobFeed;
  printer: { submit(job: PrintJob): Promise<{ duplicate: boolean; printed: Promise<PrintAck> }> };
  /** The printer's settings for a job: read again when old (printer-settings.ts). */
  settings: () => PrinterSettings | Promise<PrinterSettings>;
  /** A job is on paper (before its ack): PaymentReceived waits for its order's ticket. */
  onPrinted?: (id: string, args: unknown) => void;
  log?: (message: string) => void;
  pollMs?: number;
}) {
  const log = opts.log ?? (() => {});
  const inFlight = new Set<string>();
  let stopped = false;

  async function deliver(id: string, args: unknown): Promise<void> {
    if (stopped || inFlight.has(id)) return;
    inFlight.add(id);
    try {
      const { printed } = await opts.printer.submit({ id, tickets: jobTickets(args, await opts.settings()) });
      await printed;
      opts.onPrinted?.(id, args);
      await opts.outbox.ack(id);
    } catch (error) {
      // Unprintable args, a stopped queue, a failed ack: the job stays pending at the server and the
      // next sync tries again (a printed one is only acknowledged then).
      log(`print job ${id}: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      inFlight.delete(id);
    }
  }

  let syncing: Promise<void> | null = null;
  function sync(): Promise<void> {
    syncing ??= (async () => {
      try {
        const jobs = await opts.outbox.pending();
        // Submitted in the server's order; each deliver awaits only its own paper.
        for (const job of jobs) void deliver(job.id, job.args);
      } catch (error) {
        log(`print outbox: ${error instanceof Error ? error.message : String(error)}`);
      }
    })().finally(() => {
      syncing = null;
    });
    return syncing;
  }

  const stopFeed = opts.feed.start({
    job: (job) => void (job.args === undefined ? sync() : deliver(job.id, job.args)),
    connected: () => void sync(),
  });
  const timer = setInterval(() => void sync(), opts.pollMs ?? OUTBOX_POLL_MS);
  timer.unref();

  return {
    sync,
    /** Jobs submitted and not yet acknowledged (tests wait for 0). */
    inFlight: () => inFlight.size,
    stop() {
      stopped = true;
      clearInterval(timer);
      stopFeed();
    },
  };
}
