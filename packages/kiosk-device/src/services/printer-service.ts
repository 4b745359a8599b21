import { join } from 'node:path';
import {
  type Backoff,
  type Clock,
  createPrintQueue,
  createTransport,
  decodeTickets,
  encodeTicket,
  PAPER_COLUMNS,
  type PaperMm,
  type PrintAck,
  type PrinterTransport,
  type PrintJob,
  type PrintJobStore,
  type PrintQueueStatus,
  printerProfileOf,
  renderTicketHtml,
  testTicket,
  ticketLines,
  ticketSymbols,
} from '@comanda/printing';
import type { ChannelInput, ChannelOutput } from '../bridge/channels.ts';
import type { KioskEvent } from '../bridge/events.ts';
import type { TPrinterState } from '../bridge/printer-status.ts';
import { openFileJobStore } from './printer-job-store.ts';
import type { PrinterSettingsSource } from './printer-settings.ts';
import { jobTickets } from './printer-tickets.ts';

/** How long printer.test waits for paper before answering 'not printed yet' (the job stays queued). */
export const TEST_PRINT_WAIT_MS = 10_000;
/** The job store's folder inside the device data folder. */
export const PRINTER_DIR = 'printer';

export type PrinterServiceOptions = {
  dataDir: string;
  settings: PrinterSettingsSource;
  emit: (event: KioskEvent) => void;
  /** Tests: a transport per address, a store, a clock and backoff for the queue. */
  transportFor?: (address: string) => PrinterTransport;
  store?: PrintJobStore & { close?(): Promise<void> };
  clock?: Clock;
  backoff?: Backoff;
  ticketGapMs?: number;
  now?: () => Date;
};

export type PrinterService = Awaited<ReturnType<typeof startPrinterService>>;

/**
 * The kiosk's printer (DESIGN 'How data flows' 6): one print queue over the transport printerConfig.tbpip
 * names, with its jobs in a file in the device data folder, so a restart neither loses nor reprints a
 * job. A failing printer never blocks the diner: calls answer once a job is stored, and the failure
 * goes to the renderer as a `printer` event for a non-blocking notice (spec/3 §8 'Printer failure').
 */
export async function startPrinterService(opts: PrinterServiceOptions) {
  const { settings, emit } = opts;
  const now = opts.now ?? (() => new Date());
  const store = opts.store ?? (await openFileJobStore(join(opts.dataDir, PRINTER_DIR)));
  const transportFor = opts.transportFor ?? ((address: string) => createTransport(address));

  // The address is read per send, so a configuration change (or pairing) needs no restart. A bad address
  // fails the send like an absent printer: retried, and reported.
  const transports = new Map<string, PrinterTransport>();
  const currentTransport = (): PrinterTransport => {
    const address = settings.current().address;
    let transport = transports.get(address);
    if (!transport) {
      transport = transportFor(address);
      transports.set(address, transport);
    }
    return transport;
  };
  const transport: PrinterTransport = {
    get target() {
      return settings.current().address;
    },
    send: (bytes) => currentTransport().send(bytes),
    status: () => currentTransport().status(),
  };

  const queue = createPrintQueue({
    transport,
    store,
    ...(opts.clock ? { clock: opts.clock } : {}),
    ...(opts.backoff ? { backoff: opts.backoff } : {}),
    ...(opts.ticketGapMs !== undefined ? { ticketGapMs: opts.ticketGapMs } : {}),
  });

  /** The state without asking the printer (no connection): for events, which must be cheap. */
  const queueState = (q: PrintQueueStatus): TPrinterState => ({
    target: settings.current().address,
    columns: settings.current().columns,
    connected: q.state !== 'waiting-retry',
    paper: 'unknown',
    lastError: q.lastError,
    queue: { state: q.state, pending: q.pending, nextAttemptAt: q.nextAttemptAt },
  });

  // One 'failing' per outage and one 'recovered' when it ends, not one per retry.
  let failing = false;
  queue.on('retry', () => {
    if (failing) return;
    failing = true;
    emit({ type: 'printer', notice: 'failing', status: queueState(queue.status()) });
  });
  queue.on('printed', (ack) => {
    if (!failing || ack.duplicate) return;
    failing = false;
    emit({ type: 'printer', notice: 'recovered', status: queueState(queue.status()) });
  });

  async function status(): Promise<TPrinterState> {
    const q = queue.status();
    const printer = await transport.status().catch((error: unknown) => ({
      connected: false,
      paper: 'unknown' as const,
      coverOpen: undefined,
      lastError: error instanceof Error ? error.message : String(error),
    }));
    return {
      ...queueState(q),
      connected: printer.connected,
      paper: printer.paper,
      ...(printer.coverOpen !== undefined ? { coverOpen: printer.coverOpen } : {}),
      lastError: printer.lastError ?? q.lastError,
    };
  }

  /**
   * For the periodic device report: the printer is asked only while the queue is idle, so a report never
   * competes with a ticket for the printer's one connection.
   */
  const quietStatus = (): Promise<TPrinterState> =>
    queue.status().state === 'idle' ? status() : Promise.resolve(queueState(queue.status()));

  /** Stores the job (deduped by id) and answers without waiting for paper. */
  const submit = (job: PrintJob): Promise<{ duplicate: boolean; printed: Promise<PrintAck> }> =>
    queue.submit(job);

  /** The test ticket at the paper width chosen (the configured one without a choice). */
  async function test(
    waitMs = TEST_PRINT_WAIT_MS,
    paperMm?: PaperMm,
  ): Promise<ChannelOutput<'printer.test'>> {
    const current = await settings.refresh(true);
    const columns = paperMm ? PAPER_COLUMNS[paperMm] : current.columns;
    const bytes = encodeTicket(
      testTicket({
        columns,
        customPrinterMessage: current.customPrinterMessage,
        title: current.title,
        target: current.address,
        printedAt: now(),
        timeZone: current.timeZone,
        ...(current.currency ? { currency: current.currency } : {}),
      }),
      { profile: printerProfileOf(current.address) },
    );
    const jobId = `test-${now().getTime().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    const { printed } = await submit({ id: jobId, tickets: [bytes] });
    const onPaper = await Promise.race([printed.then(() => true), delay(waitMs).then(() => false)]).catch(
      () => false,
    );
    // The preview is what these very bytes print: decoded like the virtual printer decodes its input.
    const [paper] = decodeTickets(bytes);
    if (!paper) throw new Error('the test ticket decoded to nothing');
    return {
      jobId,
      printed: onPaper,
      previewHtml: renderTicketHtml(paper, { columns }),
      columns,
      lines: ticketLines(paper),
      qr: ticketSymbols(paper, 'qr'),
      pdf417: ticketSymbols(paper, 'pdf417'),
      status: await status(),
    };
  }

  /** Takes the channel's input before or after parsing: jobTickets parses it again either way. */
  async function printOrder(input: ChannelInput<'printer.printOrder'>) {
    const tickets = jobTickets({ kind: 'order', ...input }, await settings.refresh());
    const { duplicate } = await submit({ id: input.jobId, tickets });
    return { jobId: input.jobId, duplicate };
  }

  return {
    status,
    quietStatus,
    test,
    printOrder,
    submit,
    /** The queue itself, for the outbox sync's acknowledgements and for tests. */
    queue,
    async close() {
      await queue.stop();
      await store.close?.();
    },
  };
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
