import type { ApiClient, ApiClientOptions } from '@comanda/api-client';
import { storedEnvironment } from './environment.ts';
import { i18n } from './language.ts';
import { lazyClient } from './lazy-client.ts';

/**
 * What every platform client of the site shares: the page's own origin (the platform server serves the
 * built site), and the messages of calls that got no answer (no connection, time limit) in the diner's
 * language, read when the failure happens so a language switch applies at once.
 */
export const siteCallOptions = {
  baseUrl: '',
  translate: (key: string) => i18n.t(key),
  // The side menu's hidden switch (spec/2 §2 'Other'), read at each call.
  amb: storedEnvironment,
} satisfies ApiClientOptions;

/**
 * The one API client of the site, made on its first call: the menu page drawn by the server calls nothing
 * while it loads (its data is in the page), so the answers' contracts and zod load after its first view.
 */
export const api: ApiClient = lazyClient(
  () => import('./site-api.ts').then(({ createApiClient }) => createApiClient(siteCallOptions)),
  {
    restaurantInfo: true,
    menu: true,
    search: true,
    reserveStock: true,
    releaseStock: true,
    clearHolds: true,
    priceCheck: true,
    restaurantsAvailable: true,
  },
);
