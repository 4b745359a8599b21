import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeTicket } from '../escpos/encoder.ts';
import { printMessageTicket } from '../ticket/print-message.ts';
import { createTcpTransport } from '../transport/tcp-transport.ts';
import { ticketLines } from './received-ticket.ts';
import { startVirtualPrinter, type VirtualPrinter } from './virtual-printer.ts';

let printer: VirtualPrinter;
beforeEach(async () => {
  printer = await startVirtualPrinter({ port: 0, keep: 2 });
});
afterEach(() => printer.close());

const send = (name: string) =>
  createTcpTransport({ host: printer.host, port: printer.port }).send(
    encodeTicket(printMessageTicket({ h: name, c: ['x'] })),
  );

describe('virtual printer memory and timing', () => {
  it('keeps only the newest `keep` tickets', async () => {
    for (const name of ['a', 'b', 'c']) await send(name);
    expect(printer.tickets().map((t) => ticketLines(t)[0])).toEqual(['b', 'c']);
    expect(printer.tickets().map((t) => t.id)).toEqual([2, 3]);
  });

  it("reports a ticket's first byte once per ticket, after the status queries and before the cut", async () => {
    const starts: number[] = [];
    let cutAt = 0;
    printer.on('printing', (at) => starts.push(at));
    printer.on('ticket', () => {
      cutAt = performance.now();
    });
    await send('one');
    await send('two');
    expect(starts).toHaveLength(2);
    expect(starts[1]!).toBeLessThanOrEqual(cutAt);
  });
});
