import { describe, expect, it } from 'vitest';
import { deriveServices, offeredServices, SERVICES, serviceEntries } from './services.ts';

describe('offeredServices (spec/2 §3 services bitmask: 4 takeaway, 9 delivery)', () => {
  it('reads takeaway (bit 4) and delivery (bit 9) from the services bitmask', () => {
    expect(offeredServices(0)).toEqual([]);
    expect(offeredServices(1 << 4)).toEqual(['pickup']);
    expect(offeredServices(1 << 9)).toEqual(['delivery']);
    expect(offeredServices((1 << 4) | (1 << 9) | (1 << 2))).toEqual(['pickup', 'delivery']);
  });

  it('ignores unrelated services', () => {
    expect(offeredServices((1 << 0) | (1 << 8) | (1 << 20))).toEqual([]);
  });
});

describe('SERVICES (spec/2 §3 service entries)', () => {
  it('lists the 21 bits in order, 0–7 col1, 8–15 col2, 16–20 pagos, each with its own text key', () => {
    expect(SERVICES.map((s) => s.bit)).toEqual([...Array(21).keys()]);
    expect(SERVICES.filter((s) => s.group === 'col1').map((s) => s.bit)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(SERVICES.filter((s) => s.group === 'col2').map((s) => s.bit)).toEqual([
      8, 9, 10, 11, 12, 13, 14, 15,
    ]);
    expect(SERVICES.filter((s) => s.group === 'pagos').map((s) => s.bit)).toEqual([16, 17, 18, 19, 20]);
    expect(new Set(SERVICES.map((s) => s.key)).size).toBe(21);
  });
});

describe('deriveServices (bits 8, 4, 9 follow rsvp, pickup, delivery)', () => {
  const none = { rsvp: false, pickup: false, delivery: false };

  it('sets the derived bits the configuration turns on, whatever the stored mask says', () => {
    expect(deriveServices(0, { rsvp: true, pickup: false, delivery: false })).toBe(1 << 8);
    expect(deriveServices(0, { rsvp: false, pickup: true, delivery: false })).toBe(1 << 4);
    expect(deriveServices(0, { rsvp: false, pickup: false, delivery: true })).toBe(1 << 9);
  });

  it('clears stored bits 8, 4 and 9 the configuration does not turn on', () => {
    expect(deriveServices((1 << 8) | (1 << 4) | (1 << 9), none)).toBe(0);
  });

  it('keeps every other bit as stored', () => {
    const others = (1 << 0) | (1 << 2) | (1 << 17) | (1 << 20);
    expect(deriveServices(others | (1 << 9), { ...none, pickup: true })).toBe(others | (1 << 4));
  });

  it('serviceEntries marks the active ones of a derived mask', () => {
    const entries = serviceEntries(deriveServices(1 << 2, { ...none, rsvp: true }));
    expect(entries.filter((e) => e.ac).map((e) => e.bit)).toEqual([2, 8]);
  });
});
