import {
  type TMenuBody,
  type TReserveRequestInput,
  type TRestaurantInfoQuery,
  type TSearchRequestInput,
  ZClearHoldsResult,
  ZMenu,
  type ZPriceCheckRequest,
  ZPriceCheckResult,
  ZReserveResult,
  ZRestaurantInfo,
  ZRestaurantListItem,
  type ZRestaurantsAvailableBody,
  ZSearchResult,
} from '@comanda/domain';
import * as z from 'zod/mini';
import { createCaller } from './call.ts';
import type { ApiClientOptions } from './options.ts';

/** Which menu: delivery, pickup or check-in at a table (params of spec/1 §7 'Menu'). */
export type MenuMode = {
  dk?: string;
  dvy?: boolean;
  retiro?: boolean;
  checkin?: boolean;
  mesacheckin?: string;
};

/**
 * Typed calls to the platform with the request conventions of spec/3 §7. Every answer is parsed with the
 * same `domain` contract the server validates against, so a screen never renders an unchecked shape.
 */
export function createApiClient(options: ApiClientOptions) {
  // One request path for every client of this package: conventions and answer parsing live in call.ts.
  const call = createCaller(options);

  return {
    /** GET /srv/test: restaurant info (spec/1 §7). */
    restaurantInfo: (query: Partial<TRestaurantInfoQuery>) =>
      call('GET', '/srv/test', ZRestaurantInfo, { ...query, amb: undefined }),
    /** POST /srv/getrestomenu: the menu (spec/1 §7). */
    menu: (body: TMenuBody, query: MenuMode = {}) => call('POST', '/srv/getrestomenu', ZMenu, query, body),
    /** POST /search/dosearch: restaurants and products matching a text (spec/1 §5, §7). */
    search: (request: TSearchRequestInput) => call('POST', '/search/dosearch', ZSearchResult, {}, request),
    /** Holds stock for lines entering the cart; all or nothing (spec/1 §4 'Cart lifecycle'). */
    reserveStock: (request: TReserveRequestInput) =>
      call('POST', '/srv/cartstock/reserve', ZReserveResult, {}, request),
    /** Gives back stock of lines leaving the cart. */
    releaseStock: (request: TReserveRequestInput) =>
      call('POST', '/srv/cartstock/release', ZReserveResult, {}, request),
    /** Gives back every hold of an emptied or abandoned cart. */
    clearHolds: (cartId: string) => call('POST', '/srv/cartstock/clear', ZClearHoldsResult, {}, { cartId }),
    /** The server's prices for cart lines: totals are never taken from the client (spec/1 §7). */
    priceCheck: (request: z.input<typeof ZPriceCheckRequest>) =>
      call('POST', '/srv/pricecheck', ZPriceCheckResult, {}, request),
    /**
     * POST /srv/restosavailable: open restaurants around a point (spec/1 §7); with `venueGuest`, on a venue's
     * host, only those serving the guest's place (spec/2 §4).
     */
    restaurantsAvailable: (body: z.input<typeof ZRestaurantsAvailableBody>, dist?: number) =>
      call('POST', '/srv/restosavailable', z.array(ZRestaurantListItem), { dist }, body),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
