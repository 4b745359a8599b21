import * as fs from 'node:fs/promises';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInstantClock, createPrintQueue, PrinterError, type PrinterTransport } from '@comanda/printing';
import { beforeEach, describe, expect, it } from 'vitest';
import { COMPLETED_IDS_KEPT, openFileJobStore, PRINT_JOBS_FILE } from './printer-job-store.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kiosk-print-jobs-'));
});

const bytes = (text: string) => new TextEncoder().encode(text);
const job = (id: string, ...tickets: string[]) => ({
  id,
  tickets: tickets.map(bytes),
  printedTickets: 0,
  enqueuedAt: 1,
});

/** A printer that records what it took; `failFrom` makes every send from that count on fail. */
function recordingPrinter(failFrom = Number.POSITIVE_INFINITY): PrinterTransport & { printed: string[] } {
  const printed: string[] = [];
  return {
    target: 'fake',
    printed,
    async send(b) {
      if (printed.length >= failFrom) throw new PrinterError('connect', 'fake: off');
      printed.push(new TextDecoder().decode(b));
    },
    status: async () => ({ connected: true, paper: 'ok', lastError: null }),
  };
}

describe('file print job store', () => {
  it('keeps pending jobs (bytes intact), progress and completed ids across reopen', async () => {
    const store = await openFileJobStore(dir);
    await store.save(job('a', 'A1', 'A2 ñ €'));
    await store.save({ ...job('a', 'A1', 'A2 ñ €'), printedTickets: 1 });
    await store.save(job('b', 'B1'));
    await store.complete('b');
    await store.close();
    const again = await openFileJobStore(dir);
    const pending = await again.pending();
    expect(pending.map((j) => [j.id, j.printedTickets])).toEqual([['a', 1]]);
    expect(new TextDecoder().decode(pending[0]!.tickets[1])).toBe('A2 ñ €');
    expect(await again.isComplete('b')).toBe(true);
    expect(await again.isComplete('a')).toBe(false);
  });

  it('leaves the old file intact when the process dies between temp write and rename', async () => {
    const store = await openFileJobStore(dir);
    await store.save(job('kept', 'K'));
    const crashing = await openFileJobStore(dir, {
      ...fs,
      rename: async () => {
        throw new Error('power cut');
      },
    });
    await expect(crashing.complete('kept')).rejects.toThrow('power cut');
    // Neither in memory nor on disk did the change happen: the job is still there to print.
    expect((await crashing.pending()).map((j) => j.id)).toEqual(['kept']);
    expect((await (await openFileJobStore(dir)).pending()).map((j) => j.id)).toEqual(['kept']);
  });

  it('drops a stray half-written temp file and sets a corrupt file aside instead of refusing to start', async () => {
    const store = await openFileJobStore(dir);
    await store.save(job('x', 'X'));
    await writeFile(join(dir, `${PRINT_JOBS_FILE}.1.2.tmp`), '{"pending": [');
    expect((await (await openFileJobStore(dir)).pending()).map((j) => j.id)).toEqual(['x']);
    expect(await readdir(dir)).not.toContain(`${PRINT_JOBS_FILE}.1.2.tmp`);
    await writeFile(join(dir, PRINT_JOBS_FILE), 'not json');
    expect(await (await openFileJobStore(dir)).pending()).toEqual([]);
    expect((await readdir(dir)).some((n) => n.startsWith(`${PRINT_JOBS_FILE}.corrupt-`))).toBe(true);
  });

  it('remembers a bounded number of completed ids, the newest', async () => {
    const store = await openFileJobStore(dir);
    for (let i = 0; i < COMPLETED_IDS_KEPT + 3; i++) await store.complete(`j${i}`);
    const saved = JSON.parse(await readFile(join(dir, PRINT_JOBS_FILE), 'utf8')) as { completed: string[] };
    expect(saved.completed).toHaveLength(COMPLETED_IDS_KEPT);
    expect(await store.isComplete('j0')).toBe(false);
    expect(await store.isComplete(`j${COMPLETED_IDS_KEPT + 2}`)).toBe(true);
  }, 60_000);

  it('with the queue: a restart resumes at the first unprinted ticket and dedupes by id', async () => {
    const clock = createInstantClock();
    const first = recordingPrinter(1);
    const before = createPrintQueue({ transport: first, store: await openFileJobStore(dir), clock });
    void before.enqueue({ id: 'order-1', tickets: [bytes('1a'), bytes('1b')] }).catch(() => {});
    while (first.printed.length < 1 || before.status().state !== 'waiting-retry')
      await new Promise((r) => setTimeout(r, 1));
    await before.stop(); // the process ends with ticket 1b unprinted

    const second = recordingPrinter();
    const after = createPrintQueue({ transport: second, store: await openFileJobStore(dir), clock });
    await after.idle();
    expect(second.printed).toEqual(['1b']);
    expect(await after.enqueue({ id: 'order-1', tickets: [bytes('1a'), bytes('1b')] })).toEqual({
      jobId: 'order-1',
      duplicate: true,
    });

    // A third start: nothing left, and the id is still known.
    const third = recordingPrinter();
    const again = createPrintQueue({ transport: third, store: await openFileJobStore(dir), clock });
    await again.idle();
    expect((await again.submit({ id: 'order-1', tickets: [bytes('1a')] })).duplicate).toBe(true);
    expect(third.printed).toEqual([]);
  });
});
