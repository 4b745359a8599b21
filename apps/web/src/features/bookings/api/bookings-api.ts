import { createBookingsClient } from '@comanda/api-client';
import { siteCallOptions } from '../../../lib/api.ts';
import { storedSession } from '../../../lib/session.ts';

/** The diner's booking calls, carrying the diner's session (spec/2 §7 bookings calls). */
export const bookings = createBookingsClient({
  ...siteCallOptions,
  token: () => storedSession() ?? undefined,
});
