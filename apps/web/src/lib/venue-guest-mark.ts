/**
 * Where the venue guest is kept (lib/venue-guest.ts), and a check that costs the menu nothing: the menu's
 * first load must not carry the record's schema for the few devices that hold one (issue 11's budget).
 */
export const VENUE_GUEST_KEY = 'comanda.venueGuest';

/** Whether this device may hold a venue guest (the full check reads and validates it). */
export function mayHaveVenueGuest(): boolean {
  try {
    return localStorage.getItem(VENUE_GUEST_KEY) !== null;
  } catch {
    return false;
  }
}
