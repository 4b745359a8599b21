import { EventEmitter } from 'node:events';
import { describeError, type PrinterTransport } from '../transport/printer-transport.ts';
import { type Backoff, exponentialBackoff } from './backoff.ts';
import { type Clock, systemClock } from './clock.ts';
import { createMemoryJobStore, type PrintJob, type PrintJobStore, type StoredJob } from './job-store.ts';

/** spec/3 §9 'Times': wait between printing tickets. */
export const TICKET_GAP_MS = 3000;

export type PrintQueueOptions = {
  transport: PrinterTransport;
  store?: PrintJobStore;
  clock?: Clock;
  backoff?: Backoff;
  ticketGapMs?: number;
};

/** `duplicate`: the id had been printed before, so nothing was printed this time. */
export type PrintAck = { jobId: string; duplicate: boolean };

export type PrintQueueState = 'idle' | 'printing' | 'waiting-retry' | 'stopped';

export type PrintQueueStatus = {
  state: PrintQueueState;
  pending: number;
  currentJobId: string | null;
  /** Failed attempts of the current ticket so far. */
  attempt: number;
  lastError: string | null;
  nextAttemptAt: number | null;
};

export type PrintRetry = { jobId: string; attempt: number; delayMs: number; error: string };

type Events = {
  printed: [PrintAck];
  retry: [PrintRetry];
  status: [PrintQueueStatus];
};

export interface PrintQueue {
  /** Resolves with the acknowledgement once every ticket of the job was taken by the printer. */
  enqueue(job: PrintJob): Promise<PrintAck>;
  /**
   * Resolves as soon as the job is durably in the store (or known as printed before), with the
   * acknowledgement still to come in `printed`: a caller that must not wait for paper (a diner's
   * screen) answers on the first promise and listens on the second.
   */
  submit(job: PrintJob): Promise<{ duplicate: boolean; printed: Promise<PrintAck> }>;
  status(): PrintQueueStatus;
  on<E extends keyof Events>(event: E, listener: (...args: Events[E]) => void): void;
  off<E extends keyof Events>(event: E, listener: (...args: Events[E]) => void): void;
  /** Resolves when nothing is left to print. */
  idle(): Promise<void>;
  /** Stops after the attempt in progress; unprinted jobs stay in the store for the next start. */
  stop(): Promise<void>;
}

/**
 * One printer, one line of jobs: printed in order, each retried with backoff until the printer
 * takes it, never two at once. Progress is saved per ticket, so a restart with the same store
 * resumes at the first unprinted ticket and a completed job id is only acknowledged again.
 * Delivery is at least once: a crash between the printer taking a ticket and the store saving it
 * prints that one ticket again.
 */
export function createPrintQueue(options: PrintQueueOptions): PrintQueue {
  const { transport } = options;
  const store = options.store ?? createMemoryJobStore();
  const clock = options.clock ?? systemClock;
  const backoff = options.backoff ?? exponentialBackoff();
  const ticketGapMs = options.ticketGapMs ?? TICKET_GAP_MS;
  const events = new EventEmitter();
  const line: StoredJob[] = [];
  const waiters = new Map<string, { resolve: (ack: PrintAck) => void; reject: (error: Error) => void }[]>();
  const idleWaiters: (() => void)[] = [];
  const abort = new AbortController();
  let current: PrintQueueStatus = {
    state: 'idle',
    pending: 0,
    currentJobId: null,
    attempt: 0,
    lastError: null,
    nextAttemptAt: null,
  };
  let running: Promise<void> | null = null;
  let enqueueChain: Promise<unknown> = Promise.resolve();

  const setStatus = (change: Partial<PrintQueueStatus>) => {
    current = { ...current, ...change, pending: line.length };
    events.emit('status', current);
  };

  const ready = store.pending().then((jobs) => {
    line.push(...jobs);
    kick();
  });

  function kick(): void {
    if (running || abort.signal.aborted) return;
    running = work().finally(() => {
      running = null;
      if (line.length > 0 && !abort.signal.aborted) kick();
    });
  }

  async function work(): Promise<void> {
    while (line.length > 0 && !abort.signal.aborted) {
      const job = line[0]!;
      setStatus({ state: 'printing', currentJobId: job.id, attempt: 0, nextAttemptAt: null });
      const done = await printJob(job);
      if (!done) return;
      await store.complete(job.id);
      line.shift();
      const ack: PrintAck = { jobId: job.id, duplicate: false };
      for (const waiter of waiters.get(job.id) ?? []) waiter.resolve(ack);
      waiters.delete(job.id);
      events.emit('printed', ack);
    }
    if (!abort.signal.aborted) {
      setStatus({ state: 'idle', currentJobId: null, attempt: 0, nextAttemptAt: null });
      for (const resolve of idleWaiters.splice(0)) resolve();
    }
  }

  /** Prints the job's remaining tickets; false when the queue was stopped first. */
  async function printJob(job: StoredJob): Promise<boolean> {
    let printedInThisRun = false;
    let attempt = 0;
    while (job.printedTickets < job.tickets.length) {
      if (abort.signal.aborted) return false;
      if (printedInThisRun && attempt === 0) await clock.sleep(ticketGapMs, abort.signal);
      if (abort.signal.aborted) return false;
      try {
        await transport.send(job.tickets[job.printedTickets]!);
      } catch (error) {
        attempt++;
        const delayMs = backoff(attempt);
        const message = describeError(error);
        setStatus({
          state: 'waiting-retry',
          attempt,
          lastError: message,
          nextAttemptAt: clock.now() + delayMs,
        });
        events.emit('retry', { jobId: job.id, attempt, delayMs, error: message });
        await clock.sleep(delayMs, abort.signal);
        setStatus({ state: 'printing', nextAttemptAt: null });
        continue;
      }
      attempt = 0;
      printedInThisRun = true;
      job.printedTickets++;
      setStatus({ attempt: 0, lastError: null });
      // The ticket is on paper whatever the store says; a failed save only risks a reprint after a crash.
      await store
        .save(job)
        .catch((error: unknown) => setStatus({ lastError: `job store: ${describeError(error)}` }));
    }
    return true;
  }

  /** Stores the job; the returned `acknowledged` settles when it is printed. Wrapped so awaiting the add does not await the print. */
  async function addJob(job: PrintJob): Promise<{ acknowledged: Promise<PrintAck>; duplicate: boolean }> {
    await ready;
    if (abort.signal.aborted) throw new Error('the print queue is stopped');
    if (await store.isComplete(job.id)) {
      const ack: PrintAck = { jobId: job.id, duplicate: true };
      events.emit('printed', ack);
      return { acknowledged: Promise.resolve(ack), duplicate: true };
    }
    const acknowledged = new Promise<PrintAck>((resolve, reject) => {
      waiters.set(job.id, [...(waiters.get(job.id) ?? []), { resolve, reject }]);
    });
    if (!line.some((queued) => queued.id === job.id)) {
      const stored: StoredJob = {
        id: job.id,
        tickets: [...job.tickets],
        printedTickets: 0,
        enqueuedAt: clock.now(),
      };
      await store.save(stored);
      line.push(stored);
      setStatus({});
      kick();
    }
    return { acknowledged, duplicate: false };
  }

  function add(job: PrintJob) {
    // One at a time, so two enqueues of the same id cannot both pass the duplicate check.
    const added = enqueueChain.then(() => addJob(job));
    enqueueChain = added.catch(() => undefined);
    return added;
  }

  return {
    enqueue: (job) => add(job).then(({ acknowledged }) => acknowledged),
    async submit(job) {
      const { acknowledged, duplicate } = await add(job);
      // The caller may never await `printed` (stop() rejects it); that must not be an unhandled rejection.
      acknowledged.catch(() => undefined);
      return { duplicate, printed: acknowledged };
    },
    status: () => ({ ...current, pending: line.length }),
    on: (event, listener) => void events.on(event, listener as (...args: unknown[]) => void),
    off: (event, listener) => void events.off(event, listener as (...args: unknown[]) => void),
    async idle() {
      await ready;
      if (line.length === 0 && !running) return;
      await new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
    async stop() {
      abort.abort();
      await running;
      setStatus({ state: 'stopped', nextAttemptAt: null });
      const stopped = new Error('the print queue stopped before printing this job');
      for (const list of waiters.values()) for (const waiter of list) waiter.reject(stopped);
      waiters.clear();
      for (const resolve of idleWaiters.splice(0)) resolve();
    },
  };
}
