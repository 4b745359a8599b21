import { describe, expect, it } from 'vitest';
import { ZVenueGuestPlace } from './venue-guest.ts';

describe("a venue guest's place as the client sends it (spec/2 §3 'Venue guest record')", () => {
  it('takes a box (a letter and its number) in sector 1 and a suite in sector 2', () => {
    expect(ZVenueGuestPlace.parse({ zd: 1, su: 'A7' })).toEqual({ zd: 1, su: 'A7' });
    expect(ZVenueGuestPlace.parse({ zd: 1, su: 'C104' })).toEqual({ zd: 1, su: 'C104' });
    expect(ZVenueGuestPlace.parse({ zd: 2, su: 'S26' })).toEqual({ zd: 2, su: 'S26' });
  });
  it('refuses a place code that does not fit its sector, or no sector at all', () => {
    for (const bad of [
      { zd: 2, su: 'A7' },
      { zd: 2, su: 'S' },
      { zd: 1, su: '7' },
      { zd: 1, su: 'a7' },
      { zd: 1, su: 'A0' },
      { zd: 1, su: 'A1000' },
      { zd: 3, su: 'A7' },
      { zd: '1', su: 'A7' },
    ])
      expect(ZVenueGuestPlace.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
