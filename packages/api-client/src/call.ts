import { okResponse, ZErrorResponse } from '@comanda/domain';
import type { z } from 'zod';
import { ApiError, CONNECTION_ERROR_MESSAGE } from './api-error.ts';
import type { ApiClientOptions } from './client.ts';

type Query = Record<string, string | number | boolean | undefined>;

/**
 * One platform call with the request conventions of spec/3 §7 (amb, kio, bearer token), answer parsed
 * with a domain contract. Every client of this package calls through it.
 */
export function createCaller(options: ApiClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const amb = options.amb === 'TEST' ? 'DEV' : (options.amb ?? 'PROD');
  return async function call<T extends z.ZodType>(
    method: 'GET' | 'POST',
    path: string,
    data: T,
    query: Query = {},
    body?: unknown,
    token?: string,
  ): Promise<z.infer<T>> {
    const params = new URLSearchParams({ amb });
    if (options.kiosk) params.set('kio', '1');
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
    const headers: Record<string, string> = { accept: 'application/json' };
    const bearer = token ?? options.token?.();
    if (bearer) headers.authorization = `Bearer ${bearer}`;
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
  };
}
