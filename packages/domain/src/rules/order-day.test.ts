import { afterEach, describe, expect, it, vi } from 'vitest';
import { orderToday } from './order-day.ts';

describe("an order's today (issue 15 item 7)", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });
  it("counts today in the venue's time zone, whatever zone the device is set to", () => {
    // 02:30 UTC on 26 November: still the 25th in Santiago (UTC-3), already the 26th in Madrid (UTC+1).
    const now = new Date('2026-11-26T02:30:00Z');
    vi.stubEnv('TZ', 'Europe/Madrid');
    expect(new Date(now.getTime()).getDate()).toBe(26);
    expect(orderToday({ cfgApp: { tz: 'America/Santiago' } }, now)).toBe('2026-11-25');
    expect(orderToday({ cfgApp: { tz: 'Europe/Madrid' } }, now)).toBe('2026-11-26');
  });
});
