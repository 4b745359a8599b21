import type { PrinterProfileName } from '../escpos/profile.ts';
import type { PrinterStatus } from '../escpos/status.ts';

export type { PrinterStatus };

/** Where ticket bytes go. `send` resolves only once the printer took every byte. */
export interface PrinterTransport {
  /** A name for logs and errors, e.g. 'tcp://192.168.1.50:9100'. */
  readonly target: string;
  /**
   * The command set of the printer behind it, when the address says (`?profile=star`); encode
   * with `encodeTicket(ticket, { profile: transport.profile })`. Absent means 'epson'.
   */
  readonly profile?: PrinterProfileName;
  send(bytes: Uint8Array): Promise<void>;
  status(): Promise<PrinterStatus>;
}

export type PrinterErrorCode =
  | 'connect'
  | 'timeout'
  | 'write'
  | 'closed'
  | 'paper-out'
  | 'cover-open'
  | 'command';

/** One error type for every transport, with a code a caller can act on and a message a person can read. */
export class PrinterError extends Error {
  constructor(
    readonly code: PrinterErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PrinterError';
  }
}

export function describeError(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
