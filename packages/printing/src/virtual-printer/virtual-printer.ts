import { EventEmitter } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { createDecoder } from '../escpos/create-decoder.ts';
import type { PrinterProfileName } from '../escpos/profile.ts';
import { type PrinterCondition, statusAnswer } from '../escpos/status.ts';
import { DEFAULT_COLUMNS } from '../ticket/paper-width.ts';
import type { VirtualPrinterFault } from './faults.ts';
import type { ReceivedTicket } from './received-ticket.ts';
import { TicketAssembler } from './ticket-assembler.ts';

export type VirtualPrinterOptions = {
  host?: string;
  /** 9100 like a network printer; 0 for any free port (tests). */
  port?: number;
  /** The paper width the preview draws, in characters (printerConfig.ancho). */
  columns?: number;
  printerType?: string;
  /**
   * How many tickets it keeps in memory (oldest forgotten first). Unbounded by default for tests;
   * a long-running server passes a limit so a demo left printing for days cannot grow without end.
   */
  keep?: number;
  /**
   * The command set it reads: 'epson' ESC/POS (default, answers DLE EOT status) or 'star' Star
   * Line Mode (reads ESC GS … commands; answers no status, like a Star printer sent DLE EOT).
   */
  profile?: PrinterProfileName;
};

/** `printing`: the first byte of a ticket (after any status queries) reached the printer, at `performance.now()`. */
type VirtualPrinterEvents = { ticket: [ReceivedTicket]; printing: [number] };

export type VirtualPrinter = {
  readonly host: string;
  readonly port: number;
  readonly columns: number;
  readonly printerType: string | undefined;
  readonly profile: PrinterProfileName;
  /** Every ticket printed so far (the last `keep`), oldest first. */
  tickets(): ReceivedTicket[];
  on<E extends keyof VirtualPrinterEvents>(
    event: E,
    listener: (...args: VirtualPrinterEvents[E]) => void,
  ): void;
  off<E extends keyof VirtualPrinterEvents>(
    event: E,
    listener: (...args: VirtualPrinterEvents[E]) => void,
  ): void;
  setFault(fault: VirtualPrinterFault | null): Promise<void>;
  clear(): void;
  close(): Promise<void>;
};

/**
 * A network ESC/POS printer in-process: it listens like one, reads the bytes a real one would,
 * answers DLE EOT status and keeps what it "printed" as decoded tickets. It is a protocol peer,
 * so the encoder and transports treat it exactly as they treat paper.
 */
export async function startVirtualPrinter(options: VirtualPrinterOptions = {}): Promise<VirtualPrinter> {
  const host = options.host ?? '127.0.0.1';
  const profile = options.profile ?? 'epson';
  const events = new EventEmitter();
  const printed: ReceivedTicket[] = [];
  const sockets = new Set<Socket>();
  const stalled = new Set<Socket>();
  let fault: VirtualPrinterFault | null = null;
  let nextId = 1;
  let server: Server | null = null;

  const condition = (): PrinterCondition => ({
    paper: fault?.kind === 'paper-out' ? 'out' : fault?.kind === 'paper-low' ? 'low' : 'ok',
    coverOpen: fault?.kind === 'cover-open',
  });

  function handleConnection(socket: Socket): void {
    sockets.add(socket);
    const decoder = createDecoder(profile);
    const assembler = new TicketAssembler((ticket) => {
      // Without paper or with the cover open nothing reaches the paper.
      if (condition().paper === 'out' || condition().coverOpen) return;
      const received: ReceivedTicket = { id: nextId++, receivedAt: new Date(), ...ticket };
      printed.push(received);
      if (options.keep !== undefined && printed.length > options.keep)
        printed.splice(0, printed.length - options.keep);
      events.emit('ticket', received);
    });
    let bytesRead = 0;
    // A ticket starts at the first command that is not a status query; the bench times 'paid → paper' to it.
    let inTicket = false;
    socket.on('data', (chunk: Buffer) => {
      let data: Uint8Array = chunk;
      const limit =
        fault?.kind === 'stall' || fault?.kind === 'drop' ? fault.afterBytes : Number.POSITIVE_INFINITY;
      if (bytesRead + data.length > limit) data = data.subarray(0, Math.max(0, limit - bytesRead));
      bytesRead += data.length;
      for (const event of decoder.push(data)) {
        if (event.type === 'status-query') socket.write(Uint8Array.of(statusAnswer(event.n, condition())));
        else {
          if (!inTicket) events.emit('printing', performance.now());
          inTicket = event.type !== 'cut';
          assembler.apply(event);
        }
      }
      if (bytesRead >= limit) {
        if (fault?.kind === 'drop') socket.destroy();
        else {
          socket.pause();
          stalled.add(socket);
        }
      }
    });
    socket.on('error', () => {}); // a client that resets the line is normal for a printer
    socket.on('close', () => {
      sockets.delete(socket);
      stalled.delete(socket);
      assembler.end();
    });
  }

  async function listen(port: number): Promise<number> {
    const next = createServer(handleConnection);
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(port, host, () => resolve());
    });
    server = next;
    const address = next.address();
    return typeof address === 'object' && address ? address.port : port;
  }

  /** The port is released at once; `close` resolves only when open connections are gone too. */
  function stopListening(): Promise<void> {
    const current = server;
    server = null;
    return new Promise<void>((resolve) => (current ? current.close(() => resolve()) : resolve()));
  }

  const port = await listen(options.port ?? 9100);

  return {
    host,
    port,
    columns: options.columns ?? DEFAULT_COLUMNS,
    printerType: options.printerType,
    profile,
    tickets: () => [...printed],
    on: (event, listener) => void events.on(event, listener as (...args: unknown[]) => void),
    off: (event, listener) => void events.off(event, listener as (...args: unknown[]) => void),
    clear: () => void printed.splice(0),
    async setFault(next) {
      const wasRefusing = fault?.kind === 'refuse';
      if (fault?.kind === 'stall' && next?.kind !== 'stall') {
        for (const socket of stalled) socket.destroy();
      }
      fault = next;
      if (next?.kind === 'refuse' && !wasRefusing) void stopListening();
      if (next?.kind !== 'refuse' && wasRefusing) await listen(port);
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await stopListening();
    },
  };
}
