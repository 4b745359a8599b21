import { type ApiClientOptions, createApiClient } from '@comanda/api-client';
import { i18n } from './language.ts';

/**
 * What every platform client of the site shares: the page's own origin (the platform server serves the
 * built site), and the messages of calls that got no answer (no connection, time limit) in the diner's
 * language, read when the failure happens so a language switch applies at once.
 */
export const siteCallOptions = {
  baseUrl: '',
  translate: (key: string) => i18n.t(key),
} satisfies ApiClientOptions;

/** The one API client of the site. */
export const api = createApiClient(siteCallOptions);
