import { ZCurrencyRate, ZPortalInfo } from '@comanda/domain';
import { createCaller } from './call.ts';
import type { ApiClientOptions } from './options.ts';

/**
 * Places across borders (issue 18 items 5, 7): a portal's page (spec/3 §7 GET /srv/portalinfo) and what a
 * currency is worth in US dollars (spec/2 §7 GET /srv/transformcurrency).
 */
export function createPlacesClient(options: ApiClientOptions) {
  const call = createCaller(options);
  return {
    /** GET /srv/portalinfo: the portal's name (det.nm) and its restaurants in service (det.idl). */
    portalInfo: (pais: string, ipr: string) => call('GET', '/srv/portalinfo', ZPortalInfo, { pais, ipr }),
    /** GET /srv/transformcurrency: US dollars for one unit of `currency`, at most 12 hours old. */
    currencyRate: (currency: string) =>
      call('GET', '/srv/transformcurrency', ZCurrencyRate, { base_currency: currency }),
  };
}

export type PlacesClient = ReturnType<typeof createPlacesClient>;
