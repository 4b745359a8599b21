import { describe, expect, it } from 'vitest';
import { PrinterError, type PrinterTransport } from '../transport/printer-transport.ts';
import { createInstantClock } from './clock.ts';
import { createMemoryJobStore } from './job-store.ts';
import { createPrintQueue } from './print-queue.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('print queue submit', () => {
  it('answers once the job is stored, before paper; the acknowledgement follows', async () => {
    let on = false;
    const printed: string[] = [];
    const transport: PrinterTransport = {
      target: 'fake',
      async send(b) {
        if (!on) throw new PrinterError('connect', 'off');
        printed.push(new TextDecoder().decode(b));
      },
      status: async () => ({ connected: on, paper: 'unknown', lastError: null }),
    };
    const store = createMemoryJobStore();
    const queue = createPrintQueue({ transport, store, clock: createInstantClock() });
    const { duplicate, printed: ack } = await queue.submit({ id: 'j', tickets: [bytes('J')] });
    expect(duplicate).toBe(false);
    expect((await store.pending()).map((j) => j.id)).toEqual(['j']);
    expect(printed).toEqual([]);
    on = true;
    await expect(ack).resolves.toEqual({ jobId: 'j', duplicate: false });
    expect((await queue.submit({ id: 'j', tickets: [bytes('J')] })).duplicate).toBe(true);
    expect(printed).toEqual(['J']);
  });

  it('a stopped queue rejects the acknowledgement without an unhandled rejection', async () => {
    const transport: PrinterTransport = {
      target: 'fake',
      send: async () => {
        throw new PrinterError('connect', 'off');
      },
      status: async () => ({ connected: false, paper: 'unknown', lastError: null }),
    };
    const queue = createPrintQueue({ transport, clock: createInstantClock() });
    const { printed } = await queue.submit({ id: 'late', tickets: [bytes('L')] });
    await queue.stop();
    await expect(printed).rejects.toThrow(/stopped/);
  });
});
