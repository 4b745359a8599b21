import { describe, expect, it } from 'vitest';
import { ZLiveHeartbeat } from '../contracts/live.ts';
import { heartbeatEvery, LIVE_HEARTBEAT_MS, liveSilenceLimitMs } from './live-heartbeat.ts';

describe('live heartbeat (issue 10 item 6)', () => {
  it('drops a dead peer on the server within 30 s: two intervals at most', () => {
    expect(2 * LIVE_HEARTBEAT_MS).toBeLessThanOrEqual(30_000);
  });

  it('lets a client wait two heartbeats and half an interval, the margin capped at 5 s', () => {
    expect(liveSilenceLimitMs(LIVE_HEARTBEAT_MS)).toBe(25_000);
    expect(liveSilenceLimitMs(400)).toBe(1000);
    expect(liveSilenceLimitMs(60_000)).toBe(125_000);
  });

  it("reads a heartbeat's interval without zod, exactly where the contract accepts the message", () => {
    const messages: unknown[] = [
      { type: 'heartbeat', every: 10_000 },
      { type: 'heartbeat', every: 300, extra: 'ignored' },
      { type: 'heartbeat', every: 0 },
      { type: 'heartbeat', every: -5 },
      { type: 'heartbeat', every: 2.5 },
      { type: 'heartbeat', every: '10000' },
      { type: 'heartbeat', every: Number.MAX_SAFE_INTEGER + 1 },
      { type: 'heartbeat', every: Number.NaN },
      { type: 'heartbeat' },
      { type: 'stock', every: 10 },
      { every: 10 },
      [],
      null,
      'heartbeat',
      10,
    ];
    for (const message of messages) {
      const parsed = ZLiveHeartbeat.safeParse(message);
      expect(heartbeatEvery(message), JSON.stringify(message)).toBe(
        parsed.success ? parsed.data.every : null,
      );
    }
    expect(heartbeatEvery({ type: 'heartbeat', every: 300 })).toBe(300);
  });
});
