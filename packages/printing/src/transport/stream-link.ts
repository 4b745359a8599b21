import type { Duplex } from 'node:stream';
import { PrinterError } from './printer-transport.ts';

/**
 * Request/answer over an open byte stream (a TCP socket or a serial port): write with a deadline,
 * then read the answer bytes with a deadline. Printers answer real-time status queries with single
 * bytes, so reading is by byte count.
 */
export class StreamLink {
  private received: number[] = [];
  private waiter: (() => void) | null = null;
  private failure: PrinterError | null = null;

  constructor(
    private readonly stream: Duplex,
    private readonly target: string,
  ) {
    stream.on('data', (chunk: Buffer) => {
      this.received.push(...chunk);
      this.waiter?.();
    });
    stream.on('error', (error) =>
      this.fail(new PrinterError('closed', `${target}: ${error.message}`, { cause: error })),
    );
    stream.on('close', () =>
      this.fail(new PrinterError('closed', `${target}: the printer closed the connection`)),
    );
  }

  write(bytes: Uint8Array, timeoutMs: number): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new PrinterError('timeout', `${this.target}: the printer took no data for ${timeoutMs} ms`)),
        timeoutMs,
      );
      this.stream.write(bytes, (error) => {
        clearTimeout(timer);
        if (error)
          reject(
            new PrinterError('write', `${this.target}: write failed: ${error.message}`, { cause: error }),
          );
        else resolve();
      });
    });
  }

  /** Resolves with exactly `count` bytes, or rejects when they do not come in time. */
  read(count: number, timeoutMs: number): Promise<number[]> {
    return new Promise((resolve, reject) => {
      const finish = (outcome: () => void) => {
        clearTimeout(timer);
        this.waiter = null;
        outcome();
      };
      const check = () => {
        if (this.received.length >= count) finish(() => resolve(this.received.splice(0, count)));
        else if (this.failure) finish(() => reject(this.failure));
      };
      const timer = setTimeout(
        () =>
          finish(() =>
            reject(new PrinterError('timeout', `${this.target}: no answer within ${timeoutMs} ms`)),
          ),
        timeoutMs,
      );
      this.waiter = check;
      check();
    });
  }

  private fail(error: PrinterError): void {
    this.failure ??= error;
    this.waiter?.();
  }
}
