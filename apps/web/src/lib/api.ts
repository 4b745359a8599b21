import { createApiClient } from '@comanda/api-client';

/** The one API client of the site: same origin, because the platform server serves the built site. */
export const api = createApiClient({ baseUrl: '' });
