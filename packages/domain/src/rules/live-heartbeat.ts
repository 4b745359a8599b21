/**
 * Liveness of the live WebSocket (issue 10 item 6; the channel of spec/3 §4 'Realtime sync'). The spec fixes
 * no numbers here; the issue asks that a dead peer be dropped within 30 s.
 *
 * The server pings every socket and sends a `heartbeat` message at this interval. A peer that has not
 * answered a ping by the next one is dropped then: at most two intervals (20 s) after it went silent.
 */
export const LIVE_HEARTBEAT_MS = 10_000;

/**
 * How long a client waits with no message at all before it takes its socket for dead, closes it and
 * reconnects. Browsers answer pings but cannot see them, so clients watch the `heartbeat` messages instead:
 * two missed heartbeats, plus a margin of half an interval (at most 5 s) for a slow network.
 */
export function liveSilenceLimitMs(heartbeatMs: number): number {
  return 2 * heartbeatMs + Math.min(heartbeatMs / 2, 5000);
}

/**
 * The interval a `heartbeat` message announces, or null when the message is not one: the contract's shape
 * (ZLiveHeartbeat: type 'heartbeat', `every` a positive integer) read without zod. Every page with a live socket
 * hears a heartbeat at once and every few seconds; the web's menu page loads the live contracts only for an
 * event it handles (issue 11, first-load JavaScript). live-heartbeat.test.ts holds it to ZLiveHeartbeat.
 */
export function heartbeatEvery(message: unknown): number | null {
  if (typeof message !== 'object' || message === null) return null;
  const { type, every } = message as { type?: unknown; every?: unknown };
  if (type !== 'heartbeat' || typeof every !== 'number') return null;
  return Number.isSafeInteger(every) && every > 0 ? every : null;
}
