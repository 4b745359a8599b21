import { VENUE_SECTORS, type VenueGuest } from '@comanda/domain';
import * as z from 'zod/mini';

/** Where the venue guest's choice is kept on this device (spec/2 §3 'Venue guest record'). */
const KEY = 'comanda.venueGuest';

const ZStoredGuest = z.object({
  ct: z.string(),
  location: z.string(),
  su: z.string(),
  zd: z.union(VENUE_SECTORS.map((s) => z.literal(s))),
});

/** The guest kept on this device, or null (none yet, or an unreadable entry). */
export function storedVenueGuest(): VenueGuest | null {
  try {
    const parsed = ZStoredGuest.safeParse(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function keepVenueGuest(guest: VenueGuest): void {
  localStorage.setItem(KEY, JSON.stringify(guest));
}
