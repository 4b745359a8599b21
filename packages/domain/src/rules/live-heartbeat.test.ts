import { describe, expect, it } from 'vitest';
import { LIVE_HEARTBEAT_MS, liveSilenceLimitMs } from './live-heartbeat.ts';

describe('live heartbeat (issue 10 item 6)', () => {
  it('drops a dead peer on the server within 30 s: two intervals at most', () => {
    expect(2 * LIVE_HEARTBEAT_MS).toBeLessThanOrEqual(30_000);
  });

  it('lets a client wait two heartbeats and half an interval, the margin capped at 5 s', () => {
    expect(liveSilenceLimitMs(LIVE_HEARTBEAT_MS)).toBe(25_000);
    expect(liveSilenceLimitMs(400)).toBe(1000);
    expect(liveSilenceLimitMs(60_000)).toBe(125_000);
  });
});
