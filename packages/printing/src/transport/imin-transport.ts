import { spawn } from 'node:child_process';
import type { PaperState, PrinterStatus } from '../escpos/status.ts';
import { describeError, PrinterError, type PrinterTransport } from './printer-transport.ts';

export type IminTransportOptions = {
  /** The device script that prints ESC/POS read from its standard input. */
  command: string;
  args?: string[];
  /** Optional script that prints one word on stdout: ok, low or out (paper). */
  statusCommand?: string;
  statusArgs?: string[];
  /** Passed to the scripts, e.g. COMANDA_FONT_SIZE from fontSizeForWidth(columns, 'IMIN3'). */
  env?: Record<string, string>;
  timeoutMs?: number;
};

/**
 * IMIN kiosks print through a vendor script on the device (spec/3 §7 'Print': local thermal
 * printing by device script). This adapter runs that script, writes the ticket's ESC/POS bytes to
 * its standard input and takes exit code 0 as printed; anything else fails with the script's
 * stderr. It never reads the bytes, so it prints exactly what the TCP and serial transports would.
 */
export function createIminTransport(options: IminTransportOptions): PrinterTransport {
  const target = `imin:${options.command}`;
  const timeoutMs = options.timeoutMs ?? 15_000;
  let lastError: string | null = null;

  return {
    target,
    async send(bytes) {
      try {
        await run(options.command, options.args ?? [], bytes, options.env, timeoutMs, target);
        lastError = null;
      } catch (error) {
        lastError = describeError(error);
        throw error;
      }
    },
    async status(): Promise<PrinterStatus> {
      if (!options.statusCommand) return { connected: true, paper: 'unknown', lastError };
      try {
        const out = await run(
          options.statusCommand,
          options.statusArgs ?? [],
          new Uint8Array(),
          options.env,
          timeoutMs,
          target,
        );
        const word = out.trim().toLowerCase();
        const paper: PaperState = word === 'ok' || word === 'low' || word === 'out' ? word : 'unknown';
        return { connected: true, paper, lastError };
      } catch (error) {
        return { connected: false, paper: 'unknown', lastError: describeError(error) };
      }
    },
  };
}

function run(
  command: string,
  args: string[],
  input: Uint8Array,
  env: Record<string, string> | undefined,
  timeoutMs: number,
  target: string,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(
        new PrinterError('timeout', `${target}: the device script did not finish within ${timeoutMs} ms`),
      );
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(
        new PrinterError('command', `${target}: cannot run the device script (${error.message})`, {
          cause: error,
        }),
      );
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(stdout);
      else
        reject(
          new PrinterError('command', `${target}: the device script failed (exit ${code}): ${stderr.trim()}`),
        );
    });
    // A script that exits without reading its input makes stdin emit EPIPE; the exit code decides.
    child.stdin.on('error', () => {});
    child.stdin.end(input);
  });
}
