import * as z from 'zod/mini';
import { ZKitchenTimers } from './catalog.ts';
import { ZLocationId } from './menu.ts';
import { text } from './safe-input.ts';

/**
 * The kitchen board's venue list and screens (issue 13 item 2; spec/3 §4 'Staff gating', 'Kitchen-display
 * users authenticate by an API token').
 */

/**
 * A venue the caller's module-5000 rows allow (GET /srv/staff/venues): its location id, name, the limits at
 * which its board's timers turn amber and red, the device that prints a recalled order (the configured
 * kitchen printer, else the venue's first paired device; null without one), and whether the caller may
 * manage its kitchen screens.
 */
export const ZStaffVenue = z.object({
  irl: z.string(),
  ir: z.string(),
  il: z.string(),
  name: z.string(),
  timers: ZKitchenTimers,
  printDevice: z.nullable(z.string()),
  managesScreens: z.boolean(),
});
export type TStaffVenue = z.infer<typeof ZStaffVenue>;
export const ZStaffVenues = z.array(ZStaffVenue);

/** A kitchen screen as its venue's manager lists it. */
export const ZKitchenScreen = z.object({
  id: z.string(),
  name: z.string(),
  irl: z.string(),
  createdAt: z.string(),
  issuedBy: z.string(),
  /** When the screen last read its board (migration 041), null before it first did. */
  lastSeenAt: z.nullable(z.string()),
});
export type TKitchenScreen = z.infer<typeof ZKitchenScreen>;

/** GET /srv/staff/screens?irl=: the venue's screens with a live token. */
export const ZKitchenScreensQuery = z.object({ irl: ZLocationId });

/** POST /srv/staff/screens { irl, name }: a token for a screen of the venue. */
export const ZKitchenScreenIssue = z.object({ irl: ZLocationId, name: text({ min: 1, max: 60 }) });

/** The issued token, shown once: the screen keeps it, the server only its hash. */
export const ZKitchenScreenIssued = z.object({ screen: ZKitchenScreen, token: z.string() });
export type TKitchenScreenIssued = z.infer<typeof ZKitchenScreenIssued>;

/** POST /srv/staff/screens/revoke { id }. */
export const ZKitchenScreenRevoke = z.object({ id: text({ min: 1, max: 64 }) });
