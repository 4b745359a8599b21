import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { encodeTicket } from '../escpos/encoder.ts';
import { printMessageTicket } from '../ticket/print-message.ts';
import { createTcpTransport } from '../transport/tcp-transport.ts';
import { ticketLines } from './received-ticket.ts';
import { startVirtualPrinter, type VirtualPrinter } from './virtual-printer.ts';

let printer: VirtualPrinter;
beforeEach(async () => {
  printer = await startVirtualPrinter({ port: 0 });
});
afterEach(async () => {
  await printer.close();
});

const transport = () =>
  createTcpTransport({
    host: printer.host,
    port: printer.port,
    connectTimeoutMs: 500,
    statusTimeoutMs: 300,
    writeTimeoutMs: 500,
  });
const ticket = encodeTicket(printMessageTicket({ h: 'Fallo', c: ['una línea', 'otra línea', 'y otra más'] }));

describe('virtual printer faults, over real TCP', () => {
  it('refuses connections, then takes them again', async () => {
    await printer.setFault({ kind: 'refuse' });
    await expect(transport().send(ticket)).rejects.toMatchObject({
      code: 'connect',
      message: /ECONNREFUSED/,
    });
    expect(await transport().status()).toMatchObject({ connected: false, paper: 'unknown' });
    await printer.setFault(null);
    await transport().send(ticket);
    expect(printer.tickets()).toHaveLength(1);
  });

  it('stalls mid-ticket: the send fails for want of a confirmation', async () => {
    await printer.setFault({ kind: 'stall', afterBytes: 20 });
    await expect(transport().send(ticket)).rejects.toMatchObject({
      code: 'timeout',
      message: /did not confirm/,
    });
    await printer.setFault(null);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // What was read before the stall hangs out of the printer, uncut.
    expect(printer.tickets().map((t) => t.complete)).toEqual([false]);
  });

  it('drops the connection after some bytes', async () => {
    await printer.setFault({ kind: 'drop', afterBytes: 30 });
    await expect(transport().send(ticket)).rejects.toMatchObject({ name: 'PrinterError' });
    await printer.setFault(null);
    await transport().send(ticket);
    expect(
      printer
        .tickets()
        .filter((t) => t.complete)
        .map(ticketLines),
    ).toHaveLength(1);
  });

  it('reports paper low and out through DLE EOT, and prints nothing without paper', async () => {
    expect(await transport().status()).toEqual({
      connected: true,
      paper: 'ok',
      coverOpen: false,
      lastError: null,
    });
    await printer.setFault({ kind: 'paper-low' });
    expect(await transport().status()).toMatchObject({ paper: 'low' });
    await printer.setFault({ kind: 'paper-out' });
    expect(await transport().status()).toMatchObject({ connected: true, paper: 'out' });
    await expect(transport().send(ticket)).rejects.toMatchObject({ code: 'paper-out' });
    await printer.setFault({ kind: 'cover-open' });
    expect(await transport().status()).toMatchObject({ coverOpen: true });
    expect(printer.tickets()).toHaveLength(0);
  });
});
