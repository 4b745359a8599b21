import { okResponse, ZErrorResponse } from '@comanda/domain';
import { commonTextsEs } from '@comanda/i18n/common';
import type { z } from 'zod/mini';
import { API_FAILURE_TEXT_KEYS, ApiError, ApiFailure } from './api-error.ts';
import type { ApiClientOptions } from './client.ts';

type Query = Record<string, string | number | boolean | undefined>;

/**
 * How long a call may take, answer body included, before it is given up (issue 10 item 6). Generous for a
 * phone on a poor network; a call that takes longer is more likely lost than slow, and the diner is told.
 */
export const API_TIMEOUT_MS = 15_000;

/**
 * One platform call with the request conventions of spec/3 §7 (amb, kio, bearer token), answer parsed
 * with a domain contract. Every client of this package calls through it.
 */
export function createCaller(options: ApiClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const amb = options.amb === 'TEST' ? 'DEV' : (options.amb ?? 'PROD');
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const failure = (code: keyof typeof ApiFailure) => {
    const key = API_FAILURE_TEXT_KEYS[code];
    // A translator without the key answers '': the Spanish text is better than none.
    return new ApiError(options.translate?.(key) || commonTextsEs[key], 0, ApiFailure[code]);
  };
  return async function call<T extends z.ZodMiniType>(
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
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), timeoutMs);
    let response: Response;
    let json: unknown;
    try {
      response = await doFetch(`${options.baseUrl}${path}?${params}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: abort.signal,
      });
      json = await response.json().catch(() => null);
    } catch {
      throw failure(abort.signal.aborted ? 'timeout' : 'network');
    } finally {
      clearTimeout(timer);
    }
    // A body cut off by the time limit reads as no JSON: it is the timeout, not a bad answer.
    if (abort.signal.aborted) throw failure('timeout');
    const refused = ZErrorResponse.safeParse(json);
    if (refused.success) {
      const { message, code, key, params } = refused.data.error;
      throw new ApiError(message, response.status, code, key, params);
    }
    const parsed = okResponse(data).safeParse(json);
    if (!response.ok || !parsed.success) {
      throw new ApiError('Algo salió mal / Vuelve a intentar.', response.status, 'unexpected');
    }
    return (parsed.data as { data: z.infer<T> }).data;
  };
}
