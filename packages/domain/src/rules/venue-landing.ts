/**
 * The venue landing (spec/2 §2 'Venue landing', §3 'Venue info' and 'Venue guest record', §4 'Venue guest',
 * §5, §6; issue 18 item 6): a stadium's guest says where they sit — a box (sector 1) or a suite (sector 2) —
 * and their name, then sees only the restaurants serving that sector.
 */

/** Sector 1 is the boxes (palcos), 2 the suites (spec/2 §2). */
export const VENUE_SECTORS = [1, 2] as const;
export type VenueSector = (typeof VENUE_SECTORS)[number];
export const SECTOR_BOXES: VenueSector = 1;
export const SECTOR_SUITES: VenueSector = 2;

/** Boxes are numbered 1 to 104 (spec/2 §4). */
export const BOX_NUMBER_MIN = 1;
export const BOX_NUMBER_MAX = 104;
/** A letter without a row of its own runs 11 to 31 (spec/2 §4). */
export const BOX_DEFAULT_FROM = 11;
export const BOX_DEFAULT_TO = 31;
/** Suites below 26 are on the occupied side, above 25 on the other (spec/2 §4). */
export const SUITE_OTHER_SIDE_FROM = 26;

/** pls: a row of boxes — its letter, first and last number, and the sector it belongs to. */
export type VenueBoxRow = { letter: string; from: number; to: number; sector: number };
/** sts: a suite — its number and sector. */
export type VenueSuite = { number: number; sector: number };
/** rls: restaurant ids serving each part of the venue. */
export type VenueRestaurantLists = {
  pIzq: string[];
  pDer: string[];
  pGen: string[];
  suites: string[];
  suitesOcc: string[];
  suitesOri: string[];
  suitesExc: string[];
};
export type VenueInfo = { pls: VenueBoxRow[]; sts: VenueSuite[]; rls: VenueRestaurantLists };

/** The route's sector ('1', '2') or null when bad or missing — the page then goes home (spec/2 §2). */
export function parseVenueSector(raw: string | undefined): VenueSector | null {
  if (raw === '1') return SECTOR_BOXES;
  if (raw === '2') return SECTOR_SUITES;
  return null;
}

/** The box letters the venue's rows offer, each once, in alphabetical order. */
export function boxLetters(venue: VenueInfo): string[] {
  const letters = venue.pls
    .filter((row) => row.sector === SECTOR_BOXES)
    .map((row) => row.letter.toUpperCase());
  return [...new Set(letters)].sort();
}

/**
 * The box numbers of a letter: its row's from..to inclusive, or 11..31 when the letter has no row, always
 * kept inside 1..104 (spec/2 §4).
 */
export function boxNumbers(venue: VenueInfo, letter: string): number[] {
  const row = venue.pls.find(
    (r) => r.sector === SECTOR_BOXES && r.letter.toUpperCase() === letter.toUpperCase(),
  );
  const from = Math.max(BOX_NUMBER_MIN, Math.ceil(row?.from ?? BOX_DEFAULT_FROM));
  const to = Math.min(BOX_NUMBER_MAX, Math.floor(row?.to ?? BOX_DEFAULT_TO));
  const numbers: number[] = [];
  for (let n = from; n <= to; n++) numbers.push(n);
  return numbers;
}

/** The suites the venue lists, each once, in order. */
export function suiteNumbers(venue: VenueInfo): number[] {
  const numbers = venue.sts.filter((s) => s.sector === SECTOR_SUITES).map((s) => s.number);
  return [...new Set(numbers)].sort((a, b) => a - b);
}

/** Which side a suite is on: below 26 the occupied side, above 25 the other (spec/2 §4). */
export function suiteSide(suite: number): 'occupied' | 'other' {
  return suite < SUITE_OTHER_SIDE_FROM ? 'occupied' : 'other';
}

/** What the guest has filled in so far. */
export type VenueGuestDraft = {
  sector: VenueSector;
  letter: string;
  number: number | null;
  suite: number | null;
  name: string;
};

export function emptyVenueGuestDraft(sector: VenueSector): VenueGuestDraft {
  return { sector, letter: '', number: null, suite: null, name: '' };
}

/** Changing the box letter clears the number (spec/2 §4): the old number may not exist in the new row. */
export function withBoxLetter(draft: VenueGuestDraft, letter: string): VenueGuestDraft {
  return letter === draft.letter ? draft : { ...draft, letter, number: null };
}

/** The three messages of spec/2 §5, as i18n keys. */
export type VenueGuestProblem = 'missingLocation' | 'missingName' | 'missingBoth';

/**
 * Whether the guest may go on (spec/2 §5): a box needs letter, number and the trimmed name; a suite needs
 * the suite and the name. Both missing → 'Faltan que llenes los campos'.
 */
export function venueGuestProblem(draft: VenueGuestDraft): VenueGuestProblem | null {
  const located =
    draft.sector === SECTOR_BOXES
      ? draft.letter.trim() !== '' && draft.number !== null
      : draft.suite !== null;
  const named = draft.name.trim() !== '';
  if (!located && !named) return 'missingBoth';
  if (!located) return 'missingLocation';
  if (!named) return 'missingName';
  return null;
}

/** spec/2 §3 'Venue guest record': ct (place and name), location, su (place code), zd (sector). */
export type VenueGuest = { ct: string; location: string; su: string; zd: VenueSector };

/** The record kept on the device once the draft is complete, or null while it is not (see venueGuestProblem). */
export function venueGuestRecord(draft: VenueGuestDraft): VenueGuest | null {
  if (venueGuestProblem(draft) !== null) return null;
  const name = draft.name.trim();
  const box = draft.sector === SECTOR_BOXES;
  const su = box ? `${draft.letter.toUpperCase()}${draft.number}` : `S${draft.suite}`;
  const location = box ? `Palco ${su}` : `Suite ${draft.suite}`;
  return { ct: `${location} - ${name}`, location, su, zd: draft.sector };
}

/**
 * The restaurants serving a guest (spec/2 §6 'Venue guests limited to their sector's restaurants'): a box
 * guest the boxes' lists (pIzq, pDer, pGen); a suite guest the suites' general list, their side's list
 * (suitesOcc below 26, suitesOri above 25) and the exclusive list. Each id once, in list order.
 */
export function restaurantsForGuest(venue: VenueInfo, guest: Pick<VenueGuest, 'zd' | 'su'>): string[] {
  const { rls } = venue;
  if (guest.zd === SECTOR_BOXES) return [...new Set([...rls.pIzq, ...rls.pDer, ...rls.pGen])];
  const suite = Number(guest.su.slice(1));
  const side = Number.isInteger(suite) && suiteSide(suite) === 'occupied' ? rls.suitesOcc : rls.suitesOri;
  return [...new Set([...rls.suites, ...side, ...rls.suitesExc])];
}

/**
 * Whether a restaurant serves the guest (spec/2 §4 'Guests see only restaurants matching their sector', §6;
 * spec/1 §6 'Venue guests see only restaurants serving their sector'). Read strictly: a guest sees only the
 * restaurants in their sector's lists — the venue's others and any restaurant outside the venue are hidden
 * from their lists and search, and their menus take no order (nothing reaches the box from them).
 */
export function servesGuest(venue: VenueInfo, guest: Pick<VenueGuest, 'zd' | 'su'>, ir: string): boolean {
  return restaurantsForGuest(venue, guest).includes(ir);
}

/**
 * The sectors a restaurant serves (for a visitor who has not said where they sit, spec/3 §2's venue list):
 * boxes when a boxes' list names it, suites when any suites' list does.
 */
export function sectorsServedBy(venue: VenueInfo, ir: string): VenueSector[] {
  const { rls } = venue;
  const boxes = [rls.pIzq, rls.pDer, rls.pGen].some((list) => list.includes(ir));
  const suites = [rls.suites, rls.suitesOcc, rls.suitesOri, rls.suitesExc].some((list) => list.includes(ir));
  return VENUE_SECTORS.filter((s) => (s === SECTOR_BOXES ? boxes : suites));
}
