import { ZKitchenScreen, ZKitchenScreenIssued, ZStaffVenues } from '@comanda/domain';
import * as z from 'zod/mini';
import { createCaller } from './call.ts';
import type { ApiClientOptions } from './options.ts';

/**
 * The kitchen board's venues and screens (module 5000; issue 13 item 2, spec/3 §4 'Staff gating',
 * 'Kitchen-display users authenticate by an API token').
 */
export function createKitchenBoardClient(options: ApiClientOptions) {
  const call = createCaller(options);
  return {
    /** GET /srv/staff/venues: the venues the caller's kitchen roles allow, by name. */
    venues: () => call('GET', '/srv/staff/venues', ZStaffVenues),
    /** GET /srv/staff/screens: the venue's kitchen screens with a live token (its managers). */
    screens: (irl: string) => call('GET', '/srv/staff/screens', z.array(ZKitchenScreen), { irl }),
    /** POST /srv/staff/screens: a token for a screen of the venue, answered once (its managers). */
    issueScreen: (irl: string, name: string) =>
      call('POST', '/srv/staff/screens', ZKitchenScreenIssued, {}, { irl, name }),
    /** POST /srv/staff/screens/revoke: the screen's next call is refused and it asks to sign in. */
    revokeScreen: (id: string) =>
      call('POST', '/srv/staff/screens/revoke', z.object({ revoked: z.literal(true) }), {}, { id }),
  };
}

export type KitchenBoardClient = ReturnType<typeof createKitchenBoardClient>;
