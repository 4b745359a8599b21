import * as z from 'zod/mini';
import type { VenueGuest } from '../rules/venue-landing.ts';

/**
 * Where a venue guest sits, as the client sends it with a search or the nearby list (spec/2 §3 'Venue guest
 * record': zd the sector, su the place code — a box's letter and number such as 'A7' in sector 1 (boxes),
 * 'S26' for a suite in sector 2): the server then answers only the restaurants serving that place
 * (rules/venue-landing.ts servesGuest; spec/2 §4, §6).
 */
export const ZVenueGuestPlace = z.discriminatedUnion('zd', [
  z.object({ zd: z.literal(1), su: z.string().check(z.regex(/^[A-Z][1-9]\d{0,2}$/)) }),
  z.object({ zd: z.literal(2), su: z.string().check(z.regex(/^S[1-9]\d{0,2}$/)) }),
]);
export type TVenueGuestPlace = z.infer<typeof ZVenueGuestPlace>;

// The kept guest record is what the client sends.
const _samePlace = (g: VenueGuest): TVenueGuestPlace => g;
void _samePlace;
