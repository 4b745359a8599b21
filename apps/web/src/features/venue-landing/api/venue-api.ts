import { createVenueClient } from '@comanda/api-client';
import { siteCallOptions } from '../../../lib/api.ts';

/** The venue landing's call (no session: the landing is public). */
export const venues = createVenueClient(siteCallOptions);
