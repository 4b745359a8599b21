import { describe, expect, it } from 'vitest';
import { dayLabel, hourBars, todayHere } from './report-format.ts';

describe('the report page’s formatting', () => {
  it("scales each hour's bar to the busiest hour, and draws none without orders", () => {
    const hours = Array.from({ length: 24 }, (_, hour) => ({
      hour,
      orders: hour === 13 ? 4 : hour === 20 ? 1 : 0,
    }));
    const { busiest, bars } = hourBars(hours);
    expect(busiest).toEqual({ hour: 13, orders: 4 });
    expect(bars[13]!.share).toBe(1);
    expect(bars[20]!.share).toBe(0.25);
    expect(bars[0]!.share).toBe(0);
    const none = hourBars(hours.map((h) => ({ ...h, orders: 0 })));
    expect(none.bars.every((b) => b.share === 0)).toBe(true);
  });

  it("writes a venue's day in the reader's language without a zone moving it", () => {
    expect(dayLabel('2026-11-23', 'en')).toBe('Nov 23, 2026');
    expect(dayLabel('2026-11-23', 'es')).toBe('23-11-2026');
  });

  it("guesses today on this computer's calendar", () => {
    expect(todayHere(new Date(2026, 10, 3, 23, 59))).toBe('2026-11-03');
  });
});
