// The API client's module, loaded by lib/api.ts on the site's first call (lazy-client.ts).
export { createApiClient } from '@comanda/api-client';
