import { ZVenueInfoAnswer } from '@comanda/domain';
import { createCaller } from './call.ts';
import type { ApiClientOptions } from './options.ts';

/** The venue landing's call (issue 18 item 6; spec/2 §2 'Venue landing'): public, no session. */
export function createVenueClient(options: ApiClientOptions) {
  const call = createCaller(options);
  return {
    /** GET /srv/venueinfo: this host's venue and its restaurants; 404 on a host that is no venue's. */
    info: () => call('GET', '/srv/venueinfo', ZVenueInfoAnswer),
  };
}

export type VenueClient = ReturnType<typeof createVenueClient>;
