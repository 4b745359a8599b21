import { describe, expect, it } from 'vitest';
import {
  boxLetters,
  boxNumbers,
  emptyVenueGuestDraft,
  parseVenueSector,
  restaurantsForGuest,
  sectorsServedBy,
  servesGuest,
  suiteNumbers,
  suiteSide,
  type VenueInfo,
  venueGuestProblem,
  venueGuestRecord,
  withBoxLetter,
} from './venue-landing.ts';

const venue: VenueInfo = {
  pls: [
    { letter: 'b', from: 5, to: 8, sector: 1 },
    { letter: 'A', from: 1, to: 3, sector: 1 },
    { letter: 'Z', from: 100, to: 120, sector: 1 },
    { letter: 'S', from: 1, to: 2, sector: 2 },
  ],
  sts: [
    { number: 30, sector: 2 },
    { number: 4, sector: 2 },
    { number: 4, sector: 2 },
    { number: 9, sector: 1 },
  ],
  rls: {
    pIzq: ['left'],
    pDer: ['right'],
    pGen: ['boxes', 'left'],
    suites: ['suites'],
    suitesOcc: ['occ'],
    suitesOri: ['ori'],
    suitesExc: ['exc'],
  },
};

describe("venue landing (spec/2 §2 'Venue landing', §4 'Venue guest', §5)", () => {
  it('reads sector 1 as boxes and 2 as suites; anything else is no sector (the page goes home)', () => {
    expect(parseVenueSector('1')).toBe(1);
    expect(parseVenueSector('2')).toBe(2);
    for (const bad of [undefined, '', '0', '3', '1.0', ' 1', 'abc']) expect(parseVenueSector(bad)).toBeNull();
  });

  it("offers the box letters of the boxes' rows, once each, in order", () => {
    expect(boxLetters(venue)).toEqual(['A', 'B', 'Z']);
  });

  it("numbers a letter's boxes from its row's from to its to, 11 to 31 without a row, inside 1..104", () => {
    expect(boxNumbers(venue, 'A')).toEqual([1, 2, 3]);
    expect(boxNumbers(venue, 'b')).toEqual([5, 6, 7, 8]);
    expect(boxNumbers(venue, 'Q')).toEqual(Array.from({ length: 21 }, (_, i) => 11 + i));
    expect(boxNumbers(venue, 'Z')).toEqual([100, 101, 102, 103, 104]);
    expect(boxNumbers({ ...venue, pls: [{ letter: 'X', from: -3, to: 2, sector: 1 }] }, 'X')).toEqual([1, 2]);
  });

  it('lists the suites of sector 2 once each, and puts those below 26 on the occupied side', () => {
    expect(suiteNumbers(venue)).toEqual([4, 30]);
    expect(suiteSide(1)).toBe('occupied');
    expect(suiteSide(25)).toBe('occupied');
    expect(suiteSide(26)).toBe('other');
    expect(suiteSide(40)).toBe('other');
  });

  it('clears the number when the letter changes, and keeps it when the same letter is picked again', () => {
    const draft = { ...emptyVenueGuestDraft(1), letter: 'A', number: 2 };
    expect(withBoxLetter(draft, 'A')).toEqual(draft);
    expect(withBoxLetter(draft, 'B')).toEqual({ ...draft, letter: 'B', number: null });
  });

  it('asks for the location, the name, or both (the three messages of spec/2 §5)', () => {
    const box = emptyVenueGuestDraft(1);
    expect(venueGuestProblem(box)).toBe('missingBoth');
    expect(venueGuestProblem({ ...box, letter: 'A', name: 'Ana' })).toBe('missingLocation');
    expect(venueGuestProblem({ ...box, letter: 'A', number: 2, name: '   ' })).toBe('missingName');
    expect(venueGuestProblem({ ...box, letter: 'A', number: 2, name: ' Ana ' })).toBeNull();
    const suite = emptyVenueGuestDraft(2);
    expect(venueGuestProblem({ ...suite, name: 'Ana' })).toBe('missingLocation');
    expect(venueGuestProblem({ ...suite, suite: 30 })).toBe('missingName');
    expect(venueGuestProblem({ ...suite, suite: 30, name: 'Ana' })).toBeNull();
  });

  it('builds the guest record (ct, location, su, zd) only from a complete draft, the name trimmed', () => {
    expect(venueGuestRecord(emptyVenueGuestDraft(1))).toBeNull();
    expect(venueGuestRecord({ ...emptyVenueGuestDraft(1), letter: 'a', number: 12, name: ' Ana ' })).toEqual({
      ct: 'Palco A12 - Ana',
      location: 'Palco A12',
      su: 'A12',
      zd: 1,
    });
    expect(venueGuestRecord({ ...emptyVenueGuestDraft(2), suite: 30, name: 'Luis' })).toEqual({
      ct: 'Suite 30 - Luis',
      location: 'Suite 30',
      su: 'S30',
      zd: 2,
    });
  });

  it("limits a guest to their sector's restaurants (spec/2 §6), a suite's side choosing its list", () => {
    expect(restaurantsForGuest(venue, { zd: 1, su: 'A2' })).toEqual(['left', 'right', 'boxes']);
    expect(restaurantsForGuest(venue, { zd: 2, su: 'S4' })).toEqual(['suites', 'occ', 'exc']);
    expect(restaurantsForGuest(venue, { zd: 2, su: 'S30' })).toEqual(['suites', 'ori', 'exc']);
  });

  it("serves a guest only from their place's lists; a restaurant outside the venue serves nobody", () => {
    expect(servesGuest(venue, { zd: 1, su: 'B6' }, 'right')).toBe(true);
    expect(servesGuest(venue, { zd: 1, su: 'B6' }, 'suites')).toBe(false);
    expect(servesGuest(venue, { zd: 2, su: 'S4' }, 'occ')).toBe(true);
    expect(servesGuest(venue, { zd: 2, su: 'S4' }, 'ori')).toBe(false);
    expect(servesGuest(venue, { zd: 2, su: 'S4' }, 'elsewhere')).toBe(false);
  });

  it('names the sectors a restaurant serves, for a visitor who has not said where they sit', () => {
    expect(sectorsServedBy(venue, 'left')).toEqual([1]);
    expect(sectorsServedBy(venue, 'exc')).toEqual([2]);
    expect(sectorsServedBy({ ...venue, rls: { ...venue.rls, suitesOri: ['left'] } }, 'left')).toEqual([1, 2]);
    expect(sectorsServedBy(venue, 'elsewhere')).toEqual([]);
  });
});
