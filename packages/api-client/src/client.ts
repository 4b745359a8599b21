import {
  okResponse,
  type TEnvironment,
  type TMenuBody,
  type TReserveRequestInput,
  type TRestaurantInfoQuery,
  type TSearchRequestInput,
  ZErrorResponse,
  ZMenu,
  type ZPriceCheckRequest,
  ZPriceCheckResult,
  ZReserveResult,
  ZRestaurantInfo,
  ZRestaurantListItem,
  ZSearchResult,
} from '@comanda/domain';
import * as z from 'zod';
import { ApiError, CONNECTION_ERROR_MESSAGE } from './api-error.ts';

export type ApiClientOptions = {
  /** Server origin, '' for the page's own origin. */
  baseUrl: string;
  /** Environment parameter amb; TEST is sent as DEV (spec/3 §7). */
  amb?: TEnvironment;
  /** Kiosk calls carry kio (spec/1 §7 'Conventions'). */
  kiosk?: boolean;
  /** Bearer token, when one is stored (spec/3 §7). */
  token?: () => string | undefined;
  fetch?: typeof fetch;
};

/** Which menu: delivery, pickup or check-in at a table (params of spec/1 §7 'Menu'). */
export type MenuMode = {
  dk?: string;
  dvy?: boolean;
  retiro?: boolean;
  checkin?: boolean;
  mesacheckin?: string;
};

type Query = Record<string, string | number | boolean | undefined>;

/**
 * Typed calls to the platform with the request conventions of spec/3 §7. Every answer is parsed with the
 * same `domain` contract the server validates against, so a screen never renders an unchecked shape.
 */
export function createApiClient(options: ApiClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const amb = options.amb === 'TEST' ? 'DEV' : (options.amb ?? 'PROD');

  async function call<T extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    data: T,
    query: Query = {},
    body?: unknown,
  ): Promise<z.infer<T>> {
    const params = new URLSearchParams({ amb });
    if (options.kiosk) params.set('kio', '1');
    for (const [key, value] of Object.entries(query)) {
      if (value !== undefined) params.set(key, String(value));
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    const token = options.token?.();
    if (token) headers.authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';

    let response: Response;
    try {
      response = await doFetch(`${options.baseUrl}${path}?${params}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new ApiError(CONNECTION_ERROR_MESSAGE, 0, 'network');
    }
    const json: unknown = await response.json().catch(() => null);
    const refused = ZErrorResponse.safeParse(json);
    if (refused.success)
      throw new ApiError(refused.data.error.message, response.status, refused.data.error.code);
    const parsed = okResponse(data).safeParse(json);
    if (!response.ok || !parsed.success) {
      throw new ApiError('Algo salió mal / Vuelve a intentar.', response.status, 'unexpected');
    }
    return (parsed.data as { data: z.infer<T> }).data;
  }

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
    clearHolds: (cartId: string) =>
      call('POST', '/srv/cartstock/clear', z.object({ released: z.number().int() }), {}, { cartId }),
    /** The server's prices for cart lines: totals are never taken from the client (spec/1 §7). */
    priceCheck: (request: z.input<typeof ZPriceCheckRequest>) =>
      call('POST', '/srv/pricecheck', ZPriceCheckResult, {}, request),
    /** POST /srv/restosavailable: open restaurants around a point (spec/1 §7). */
    restaurantsAvailable: (point: { lat: number; lng: number }, dist?: number) =>
      call('POST', '/srv/restosavailable', z.array(ZRestaurantListItem), { dist }, point),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
