import { type TVenueGuestPlace, VENUE_SECTORS, type VenueGuest } from '@comanda/domain';
import * as z from 'zod/mini';
import { VENUE_GUEST_KEY as KEY } from './venue-guest-mark.ts';

/**
 * The venue guest kept on this device (spec/2 §3 'Venue guest record'; issue 18 item 6). The landing keeps
 * and clears it; the nearby list and the search send its place so a guest sees only their sector's
 * restaurants, and a venue restaurant's menu checks it (spec/2 §4, §6).
 */
const ZStoredGuest = z.object({
  ct: z.string(),
  location: z.string(),
  su: z.string(),
  zd: z.union(VENUE_SECTORS.map((s) => z.literal(s))),
});

const listeners = new Set<() => void>();

/** The guest kept on this device, or null (none yet, or an unreadable entry). */
export function storedVenueGuest(): VenueGuest | null {
  try {
    const parsed = ZStoredGuest.safeParse(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** What a list or search request carries: the guest's sector and place, or nothing. */
export function venueGuestPlace(): { venueGuest?: TVenueGuestPlace } {
  const guest = storedVenueGuest();
  return guest ? { venueGuest: { zd: guest.zd, su: guest.su } } : {};
}

export function keepVenueGuest(guest: VenueGuest): void {
  localStorage.setItem(KEY, JSON.stringify(guest));
  for (const listener of listeners) listener();
}

/** The guest leaves the venue: lists and search show every restaurant again. */
export function clearVenueGuest(): void {
  localStorage.removeItem(KEY);
  for (const listener of listeners) listener();
}

/** Called when the kept guest changes, so lists kept in memory are asked for again. */
export function onVenueGuestChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
