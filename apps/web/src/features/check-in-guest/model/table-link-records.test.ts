import { beforeEach, describe, expect, it, vi } from 'vitest';
import { openTableLink, rememberSeat, seatAt, tableToReturnTo } from './table-link-records.ts';

// The device's seat record (spec/1 §3 'Seat record' qc, fmu, ir, il; §5 seat number 1–998; §9 valid 12 h).
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
  removeItem = (key: string) => void this.items.delete(key);
}
beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
});

const forestal = 'cmdDemoSantiagoPizza00001-1';
const taberna = 'cmdDemoMadridTaberna00001-1';
const T0 = Date.UTC(2026, 10, 25, 20, 0);

describe('the seat a table link gives', () => {
  it('a number 1–998 is the seat at that venue for 12 h; no link keeps it', () => {
    expect(rememberSeat('3', forestal, T0)).toBe(3);
    expect(rememberSeat(null, forestal, T0 + 60_000)).toBe(3);
    expect(seatAt(forestal, T0 + 43_199_000)).toBe(3);
    expect(seatAt(forestal, T0 + 43_200_000)).toBeNull();
    expect(seatAt(taberna, T0)).toBeNull();
  });
  it('0, 999, words and the 22-character venue id set no seat and keep the one there is', () => {
    rememberSeat('998', forestal, T0);
    for (const given of ['0', '999', 'tres', '-1', 'cmdDemoSantiagoPizza01'])
      expect(rememberSeat(given, forestal, T0)).toBe(998);
  });
});

describe('the table a link opens (spec/1 §9 first path; issue 14: a scanned QR wins)', () => {
  const venue = `${forestal}/`;
  const path = (table: string) => `/r/cl/pizzeria-forestal/101/checkin/${table}`;
  it('scanning Mesa 7 after Mesa 5 takes the device: a sign-in returns to Mesa 7, for 1800 s', () => {
    expect(openTableLink(venue, '5', path('5'), T0)).toEqual({ cart: 'clear' });
    expect(openTableLink(venue, '5', path('5'), T0 + 60_000)).toEqual({ cart: 'keep' });
    expect(openTableLink(venue, '7', path('7'), T0 + 120_000)).toEqual({ cart: 'clear' });
    expect(tableToReturnTo(T0 + 120_000 + 1_799_000)).toBe(path('7'));
    expect(tableToReturnTo(T0 + 120_000 + 1_800_000)).toBeNull();
  });
  it('nothing opened, nothing to return to', () => {
    expect(tableToReturnTo(T0)).toBeNull();
  });
});
