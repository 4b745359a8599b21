import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearVenueGuest,
  keepVenueGuest,
  onVenueGuestChange,
  storedVenueGuest,
  venueGuestPlace,
} from './venue-guest.ts';

const guest = { ct: 'Palco A7 - Ana', location: 'Palco A7', su: 'A7', zd: 1 as const };
let map: Map<string, string>;

beforeEach(() => {
  map = new Map();
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the venue guest kept on this device (spec/2 §3, §4)', () => {
  it('sends nothing without a guest, and the place only (sector and place code) with one', () => {
    expect(venueGuestPlace()).toEqual({});
    keepVenueGuest(guest);
    expect(storedVenueGuest()).toEqual(guest);
    expect(venueGuestPlace()).toEqual({ venueGuest: { zd: 1, su: 'A7' } });
  });

  it('tells the lists when the guest arrives and when they leave the venue', () => {
    const changed = vi.fn();
    const stop = onVenueGuestChange(changed);
    keepVenueGuest(guest);
    clearVenueGuest();
    expect(changed).toHaveBeenCalledTimes(2);
    expect(venueGuestPlace()).toEqual({});
    stop();
    keepVenueGuest(guest);
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('reads an unreadable or foreign entry as no guest', () => {
    map.set('comanda.venueGuest', '{not json');
    expect(storedVenueGuest()).toBeNull();
    map.set('comanda.venueGuest', JSON.stringify({ ...guest, zd: 3 }));
    expect(venueGuestPlace()).toEqual({});
  });
});
