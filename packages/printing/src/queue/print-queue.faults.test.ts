import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeTicket } from '../escpos/encoder.ts';
import { printMessageTicket } from '../ticket/print-message.ts';
import { createTcpTransport } from '../transport/tcp-transport.ts';
import { ticketLines } from '../virtual-printer/received-ticket.ts';
import { startVirtualPrinter, type VirtualPrinter } from '../virtual-printer/virtual-printer.ts';
import { exponentialBackoff } from './backoff.ts';
import { createPrintQueue, type PrintQueue } from './print-queue.ts';

/**
 * The queue against the virtual printer over real TCP. Waits are real but short: backoff
 * 20 ms doubling to 160 ms, status timeout 150 ms, 10 ms between tickets.
 */
let printer: VirtualPrinter;
let queue: PrintQueue;

beforeEach(async () => {
  printer = await startVirtualPrinter({ port: 0 });
  const transport = createTcpTransport({
    host: printer.host,
    port: printer.port,
    connectTimeoutMs: 300,
    writeTimeoutMs: 300,
    statusTimeoutMs: 150,
  });
  queue = createPrintQueue({
    transport,
    backoff: exponentialBackoff({ initialMs: 20, maxMs: 160 }),
    ticketGapMs: 10,
  });
});
afterEach(async () => {
  await queue.stop();
  await printer.close();
});

const ticket = (name: string) =>
  encodeTicket(printMessageTicket({ h: name, c: ['Café con leche', 'Tostada'] }));
const job = (id: string, count = 1) => ({
  id,
  tickets: Array.from({ length: count }, (_, i) => ticket(`${id}-${i + 1}`)),
});
const printedNames = () =>
  printer
    .tickets()
    .filter((t) => t.complete)
    .map((t) => ticketLines(t)[0]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function whenRetrying(times = 2): Promise<void> {
  let retries = 0;
  await new Promise<void>((resolve) => queue.on('retry', () => ++retries === times && resolve()));
}

describe('print queue against a failing printer', () => {
  it('holds jobs while connections are refused and prints each once when it returns', async () => {
    await printer.setFault({ kind: 'refuse' });
    const acks = Promise.all([queue.enqueue(job('a', 2)), queue.enqueue(job('b')), queue.enqueue(job('c'))]);
    await whenRetrying(3);
    expect(queue.status()).toMatchObject({
      state: 'waiting-retry',
      pending: 3,
      lastError: expect.stringMatching(/ECONNREFUSED/),
    });
    await printer.setFault(null);
    await acks;
    expect(printedNames()).toEqual(['a-1', 'a-2', 'b-1', 'c-1']);
  });

  it('survives a printer that stalls mid-ticket: the ticket is printed whole once it recovers', async () => {
    await printer.setFault({ kind: 'stall', afterBytes: 40 });
    const ack = queue.enqueue(job('s'));
    await whenRetrying(2);
    await printer.setFault(null);
    await ack;
    expect(printedNames()).toEqual(['s-1']);
    expect(printer.tickets().every((t) => t.complete || ticketLines(t)[0] === 's-1')).toBe(true);
  });

  it('survives a printer that drops the line, then comes back after a while', async () => {
    await printer.setFault({ kind: 'drop', afterBytes: 25 });
    const acks = Promise.all([queue.enqueue(job('d1')), queue.enqueue(job('d2'))]);
    await whenRetrying(3);
    await sleep(200);
    await printer.setFault(null);
    await acks;
    expect(printedNames()).toEqual(['d1-1', 'd2-1']);
  });

  it('waits while the paper is out and prints nothing twice after a refill', async () => {
    await printer.setFault({ kind: 'paper-out' });
    const ack = queue.enqueue(job('p'));
    await whenRetrying(2);
    expect(queue.status().lastError).toMatch(/out of paper/);
    await printer.setFault(null);
    await ack;
    expect(printedNames()).toEqual(['p-1']);
    expect(printer.tickets()).toHaveLength(1);
  });
});
