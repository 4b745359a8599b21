import { createPlacesClient } from '@comanda/api-client';
import { siteCallOptions } from '../../../lib/api.ts';

/** The portal page's calls (no session: a portal is public). */
export const places = createPlacesClient(siteCallOptions);
