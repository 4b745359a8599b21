import type { Duplex } from 'node:stream';
import type { PrinterStatus } from '../escpos/status.ts';
import { type ExchangeTimeouts, readCondition, sendConfirmed } from './escpos-exchange.ts';
import { describeError, PrinterError, type PrinterTransport } from './printer-transport.ts';
import { StreamLink } from './stream-link.ts';

/** The part of serialport's SerialPort the transport uses; tests pass serialport's SerialPortMock. */
export type SerialPortLike = Duplex & {
  open(callback: (error: Error | null) => void): void;
  drain(callback: (error: Error | null) => void): void;
  close(callback?: (error: Error | null) => void): void;
  readonly isOpen: boolean;
};

export type SerialPortFactory = (path: string, baudRate: number) => SerialPortLike | Promise<SerialPortLike>;

export type SerialTransportOptions = {
  path: string;
  baudRate?: number;
  writeTimeoutMs?: number;
  statusTimeoutMs?: number;
  /**
   * 'written' (default for serial) trusts the port once the bytes are drained, because many
   * USB-serial printers are wired one way; 'status' asks DLE EOT like the TCP transport.
   */
  confirm?: 'status' | 'written';
  openPort?: SerialPortFactory;
};

/**
 * A serial or USB-serial printer through `serialport`. The native module is loaded on first use
 * only, so processes that never print over serial never load it.
 */
export function createSerialTransport(options: SerialTransportOptions): PrinterTransport {
  const baudRate = options.baudRate ?? 9600;
  const target = `serial:${options.path}?baud=${baudRate}`;
  const timeouts: ExchangeTimeouts = {
    writeTimeoutMs: options.writeTimeoutMs ?? 10_000,
    statusTimeoutMs: options.statusTimeoutMs ?? 2000,
  };
  const openPort = options.openPort ?? openNativePort;
  let lastError: string | null = null;

  async function withPort<T>(work: (link: StreamLink, port: SerialPortLike) => Promise<T>): Promise<T> {
    const port = await openPort(options.path, baudRate);
    await new Promise<void>((resolve, reject) => {
      if (port.isOpen) return resolve();
      port.open((error) =>
        error
          ? reject(new PrinterError('connect', `${target}: cannot open (${error.message})`, { cause: error }))
          : resolve(),
      );
    });
    try {
      return await work(new StreamLink(port, target), port);
    } finally {
      await new Promise<void>((resolve) => (port.isOpen ? port.close(() => resolve()) : resolve()));
    }
  }

  return {
    target,
    async send(bytes) {
      try {
        await withPort(async (link, port) => {
          if (options.confirm === 'status') await sendConfirmed(link, bytes, target, timeouts);
          else await link.write(bytes, timeouts.writeTimeoutMs);
          // write() returns when the data is queued; drain waits until the OS has sent it.
          await new Promise<void>((resolve, reject) =>
            port.drain((error) => (error ? reject(error) : resolve())),
          );
        });
        lastError = null;
      } catch (error) {
        lastError = describeError(error);
        throw error;
      }
    },
    async status(): Promise<PrinterStatus> {
      try {
        const condition = await withPort((link) => readCondition(link, timeouts));
        return condition
          ? { connected: true, ...condition, lastError }
          : { connected: true, paper: 'unknown', lastError };
      } catch (error) {
        return { connected: false, paper: 'unknown', lastError: describeError(error) };
      }
    },
  };
}

async function openNativePort(path: string, baudRate: number): Promise<SerialPortLike> {
  const { SerialPort } = await import('serialport');
  return new SerialPort({ path, baudRate, autoOpen: false });
}
