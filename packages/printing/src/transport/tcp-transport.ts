import { connect, type Socket } from 'node:net';
import type { PrinterStatus } from '../escpos/status.ts';
import { type ExchangeTimeouts, readCondition, sendConfirmed } from './escpos-exchange.ts';
import { describeError, PrinterError, type PrinterTransport } from './printer-transport.ts';
import { StreamLink } from './stream-link.ts';

export type TcpTransportOptions = {
  host: string;
  /** 9100 is the raw-print port of network printers. */
  port?: number;
  connectTimeoutMs?: number;
  writeTimeoutMs?: number;
  statusTimeoutMs?: number;
  /**
   * 'status' (default) waits for a DLE EOT answer after the ticket, proving it arrived;
   * 'written' trusts the socket, for printers that do not answer real-time status.
   */
  confirm?: 'status' | 'written';
};

/** A network printer: raw ESC/POS on a TCP port, one connection per ticket. */
export function createTcpTransport(options: TcpTransportOptions): PrinterTransport {
  const port = options.port ?? 9100;
  const target = `tcp://${options.host}:${port}`;
  const connectTimeoutMs = options.connectTimeoutMs ?? 3000;
  const timeouts: ExchangeTimeouts = {
    writeTimeoutMs: options.writeTimeoutMs ?? 5000,
    statusTimeoutMs: options.statusTimeoutMs ?? 2000,
  };
  let lastError: string | null = null;

  async function withSocket<T>(work: (link: StreamLink, socket: Socket) => Promise<T>): Promise<T> {
    const socket = await openSocket(options.host, port, connectTimeoutMs, target);
    try {
      return await work(new StreamLink(socket, target), socket);
    } finally {
      socket.destroy();
    }
  }

  return {
    target,
    async send(bytes) {
      try {
        await withSocket(async (link, socket) => {
          if (options.confirm === 'written') await link.write(bytes, timeouts.writeTimeoutMs);
          else await sendConfirmed(link, bytes, target, timeouts);
          await endGracefully(socket);
        });
        lastError = null;
      } catch (error) {
        lastError = describeError(error);
        throw error;
      }
    },
    async status(): Promise<PrinterStatus> {
      try {
        const condition = await withSocket((link) => readCondition(link, timeouts));
        if (!condition)
          return { connected: true, paper: 'unknown', lastError: `${target}: no answer to DLE EOT` };
        return { connected: true, ...condition, lastError };
      } catch (error) {
        return { connected: false, paper: 'unknown', lastError: describeError(error) };
      }
    },
  };
}

function openSocket(host: string, port: number, timeoutMs: number, target: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new PrinterError('connect', `${target}: no connection within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      socket.setNoDelay(true);
      resolve(socket);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      clearTimeout(timer);
      socket.destroy();
      reject(
        new PrinterError('connect', `${target}: cannot connect (${error.code ?? error.message})`, {
          cause: error,
        }),
      );
    });
  });
}

/** Half-close so the printer sees the end of the job; the socket is destroyed right after anyway. */
function endGracefully(socket: Socket, timeoutMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, timeoutMs);
    socket.end(() => {
      clearTimeout(timer);
      resolve();
    });
  });
}
