import { describe, expect, it } from 'vitest';
import type { PrinterStatus } from '../escpos/status.ts';
import { PrinterError, type PrinterTransport } from '../transport/printer-transport.ts';
import { exponentialBackoff } from './backoff.ts';
import { createInstantClock } from './clock.ts';
import { createMemoryJobStore } from './job-store.ts';
import { createPrintQueue, type PrintQueueStatus, type PrintRetry } from './print-queue.ts';

/** A printer that fails `failures` times, then prints; `printed` holds what it took. */
function fakePrinter(failures = 0): PrinterTransport & { printed: string[]; attempts: number } {
  let left = failures;
  const printer = {
    target: 'fake',
    printed: [] as string[],
    attempts: 0,
    async send(bytes: Uint8Array) {
      printer.attempts++;
      if (left-- > 0) throw new PrinterError('connect', 'fake: offline');
      printer.printed.push(new TextDecoder().decode(bytes));
    },
    async status(): Promise<PrinterStatus> {
      return { connected: true, paper: 'ok', lastError: null };
    },
  };
  return printer;
}

const bytes = (text: string) => new TextEncoder().encode(text);
const job = (id: string, ...tickets: string[]) => ({ id, tickets: tickets.map(bytes) });

describe('exponentialBackoff', () => {
  it('doubles from 1 s up to 30 s', () => {
    const backoff = exponentialBackoff();
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(backoff)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe('createPrintQueue', () => {
  it('prints jobs in order and acknowledges each by id', async () => {
    const transport = fakePrinter();
    const queue = createPrintQueue({ transport, clock: createInstantClock() });
    const acks = await Promise.all([
      queue.enqueue(job('a', 'A')),
      queue.enqueue(job('b', 'B')),
      queue.enqueue(job('c', 'C')),
    ]);
    expect(transport.printed).toEqual(['A', 'B', 'C']);
    expect(acks).toEqual([
      { jobId: 'a', duplicate: false },
      { jobId: 'b', duplicate: false },
      { jobId: 'c', duplicate: false },
    ]);
  });

  it('waits 3 s between the tickets of one job (spec/3 §9), not before the first', async () => {
    const clock = createInstantClock();
    const transport = fakePrinter();
    const queue = createPrintQueue({ transport, clock });
    await queue.enqueue(job('disco', '1', '2', '3'));
    expect(transport.printed).toEqual(['1', '2', '3']);
    expect(clock.sleeps).toEqual([3000, 3000]);
  });

  it('retries with exponential backoff while the printer fails, and reports it', async () => {
    const clock = createInstantClock();
    const transport = fakePrinter(7);
    const queue = createPrintQueue({ transport, clock });
    const retries: PrintRetry[] = [];
    const states: PrintQueueStatus['state'][] = [];
    queue.on('retry', (retry) => retries.push(retry));
    queue.on('status', (status) => states.push(status.state));
    await queue.enqueue(job('x', 'X'));
    expect(transport.printed).toEqual(['X']);
    expect(clock.sleeps).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
    expect(retries[0]).toEqual({ jobId: 'x', attempt: 1, delayMs: 1000, error: 'fake: offline' });
    expect(states).toContain('waiting-retry');
    expect(queue.status()).toMatchObject({ state: 'idle', pending: 0, lastError: null });
  });

  it('shows the failure in status() while it waits to retry', async () => {
    const transport = fakePrinter(1);
    let release: () => void = () => {};
    const clock = {
      now: () => 0,
      sleep: () => new Promise<void>((resolve) => (release = resolve)),
    };
    const queue = createPrintQueue({ transport, clock });
    const printed = queue.enqueue(job('x', 'X'));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(queue.status()).toEqual({
      state: 'waiting-retry',
      pending: 1,
      currentJobId: 'x',
      attempt: 1,
      lastError: 'fake: offline',
      nextAttemptAt: 1000,
    });
    release();
    await printed;
  });

  it('acknowledges an id printed before without printing it again', async () => {
    const transport = fakePrinter();
    const queue = createPrintQueue({ transport, clock: createInstantClock() });
    await queue.enqueue(job('same', 'once'));
    const [second, third] = await Promise.all([
      queue.enqueue(job('same', 'once')),
      queue.enqueue(job('same', 'once')),
    ]);
    expect(second).toEqual({ jobId: 'same', duplicate: true });
    expect(third).toEqual({ jobId: 'same', duplicate: true });
    expect(transport.printed).toEqual(['once']);
  });

  it('prints a job enqueued twice while pending only once', async () => {
    const transport = fakePrinter(2);
    const queue = createPrintQueue({ transport, clock: createInstantClock() });
    const [a, b] = await Promise.all([queue.enqueue(job('j', 'J')), queue.enqueue(job('j', 'J'))]);
    expect(a).toEqual(b);
    expect(transport.printed).toEqual(['J']);
  });

  it('after a restart resumes unprinted jobs at the first unprinted ticket and never reprints', async () => {
    const store = createMemoryJobStore();
    const clock = createInstantClock();
    // First run: ticket 1 of job 'a' prints, then the printer dies and the process stops.
    const first = fakePrinter();
    const dying: PrinterTransport = {
      ...first,
      async send(b) {
        if (first.printed.length >= 1) throw new PrinterError('connect', 'gone');
        await first.send(b);
      },
    };
    const before = createPrintQueue({ transport: dying, store, clock });
    void before.enqueue(job('a', 'a1', 'a2')).catch(() => {});
    void before.enqueue(job('b', 'b1')).catch(() => {});
    while (first.printed.length < 1 || before.status().state !== 'waiting-retry')
      await new Promise((r) => setTimeout(r, 1));
    await before.stop();
    expect(first.printed).toEqual(['a1']);

    const second = fakePrinter();
    const after = createPrintQueue({ transport: second, store, clock });
    await after.idle();
    expect(second.printed).toEqual(['a2', 'b1']);
    expect(await after.enqueue(job('a', 'a1', 'a2'))).toEqual({ jobId: 'a', duplicate: true });
    expect(second.printed).toEqual(['a2', 'b1']);
  });

  it('rejects the waiting jobs when stopped, keeping them in the store', async () => {
    const store = createMemoryJobStore();
    const queue = createPrintQueue({
      transport: fakePrinter(Number.POSITIVE_INFINITY),
      store,
      clock: createInstantClock(),
    });
    const pending = queue.enqueue(job('late', 'L'));
    await new Promise((r) => setTimeout(r, 5));
    await queue.stop();
    await expect(pending).rejects.toThrow(/stopped/);
    expect((await store.pending()).map((j) => j.id)).toEqual(['late']);
    expect(queue.status().state).toBe('stopped');
  });
});
