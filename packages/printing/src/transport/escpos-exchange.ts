import { realtimeStatus } from '../escpos/commands.ts';
import { coverOpenFromOfflineCause, type PrinterStatus, paperFromSensor } from '../escpos/status.ts';
import { PrinterError } from './printer-transport.ts';
import type { StreamLink } from './stream-link.ts';

export type ExchangeTimeouts = { writeTimeoutMs: number; statusTimeoutMs: number };

/** Asks DLE EOT 2 (cover, paper end) and DLE EOT 4 (paper sensor); null when the printer does not answer. */
export async function readCondition(
  link: StreamLink,
  timeouts: ExchangeTimeouts,
): Promise<Pick<PrinterStatus, 'paper' | 'coverOpen'> | null> {
  await link.write(Uint8Array.from([...realtimeStatus(2), ...realtimeStatus(4)]), timeouts.writeTimeoutMs);
  const answer = await link.read(2, timeouts.statusTimeoutMs).catch(() => null);
  if (!answer) return null;
  return { coverOpen: coverOpenFromOfflineCause(answer[0]!), paper: paperFromSensor(answer[1]!) };
}

/**
 * Sends a ticket the way a careful driver does: check the printer can print (paper, cover), write
 * the bytes, then ask DLE EOT 1 and wait for the answer. The printer answers only after it has read
 * everything before the query, so an answer proves the ticket reached it; a printer that stalls or
 * drops the line never answers and the send fails, to be retried by the queue.
 */
export async function sendConfirmed(
  link: StreamLink,
  bytes: Uint8Array,
  target: string,
  timeouts: ExchangeTimeouts,
): Promise<void> {
  const condition = await readCondition(link, timeouts);
  if (condition?.paper === 'out')
    throw new PrinterError('paper-out', `${target}: the printer is out of paper`);
  if (condition?.coverOpen) throw new PrinterError('cover-open', `${target}: the printer cover is open`);
  await link.write(bytes, timeouts.writeTimeoutMs);
  await link.write(Uint8Array.from(realtimeStatus(1)), timeouts.writeTimeoutMs);
  await link.read(1, timeouts.statusTimeoutMs).catch((error: unknown) => {
    throw new PrinterError(
      'timeout',
      `${target}: the printer did not confirm the ticket (stalled or disconnected)`,
      {
        cause: error,
      },
    );
  });
}
