import { okResponse, ZErrorResponse } from '@comanda/domain';
import { commonTextsEs } from '@comanda/i18n/common';
import type { z } from 'zod/mini';
import { API_FAILURE_TEXT_KEYS, ApiError, ApiFailure } from './api-error.ts';
import type { ApiClientOptions } from './options.ts';

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
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const failure = (code: keyof typeof ApiFailure) => {
    const key = API_FAILURE_TEXT_KEYS[code];
    // A translator without the key answers '': the Spanish text is better than none. The key travels too, so
    // whoever passes the failure on (a kiosk device to its screen) lets the reader's language say it.
    return new ApiError(options.translate?.(key) || commonTextsEs[key], 0, ApiFailure[code], key);
  };
  return async function call<T extends z.ZodMiniType>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    data: T,
    query: Query = {},
    body?: unknown,
    token?: string,
  ): Promise<z.infer<T>> {
    const params = queryOf(options, query);
    const headers = headersOf(options, 'application/json', token);
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
    throwRefusal(json, response.status);
    const parsed = okResponse(data).safeParse(json);
    if (!response.ok || !parsed.success) {
      throw unexpectedAnswer(response.status);
    }
    return (parsed.data as { data: z.infer<T> }).data;
  };
}

/** The query of every call: amb, kio for a kiosk, then the call's own parameters (spec/3 §7). */
function queryOf(options: ApiClientOptions, query: Query): URLSearchParams {
  const chosen = typeof options.amb === 'function' ? options.amb() : options.amb;
  const amb = chosen === 'TEST' ? 'DEV' : (chosen ?? 'PROD');
  const params = new URLSearchParams({ amb });
  if (options.kiosk) params.set('kio', '1');
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  return params;
}

function headersOf(options: ApiClientOptions, accept: string, token?: string): Record<string, string> {
  const headers: Record<string, string> = { accept };
  const bearer = token ?? options.token?.();
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  return headers;
}

/** A refusal's body becomes the ApiError that says it (code, key, params, Spanish message). */
function throwRefusal(json: unknown, status: number): void {
  const refused = ZErrorResponse.safeParse(json);
  if (refused.success) {
    const { message, code, key, params } = refused.data.error;
    throw new ApiError(message, status, code, key, params);
  }
}

/** A file the platform answers (a report's CSV): its bytes and the name Content-Disposition gives it. */
export type DownloadedFile = { blob: Blob; fileName: string };

/**
 * A GET that answers a file instead of JSON, with the same conventions, token and time limit; a refusal
 * still comes as JSON and throws the same ApiError.
 */
export function createFileCaller(options: ApiClientOptions) {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  return async function download(path: string, accept: string, query: Query = {}): Promise<DownloadedFile> {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), timeoutMs);
    try {
      const response = await doFetch(`${options.baseUrl}${path}?${queryOf(options, query)}`, {
        headers: headersOf(options, `${accept}, application/json`),
        signal: abort.signal,
      });
      if (!response.ok) {
        throwRefusal(await response.json().catch(() => null), response.status);
        throw unexpectedAnswer(response.status);
      }
      const named = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '');
      return { blob: await response.blob(), fileName: named?.[1] ?? 'download' };
    } catch (error) {
      if (error instanceof ApiError) throw error;
      const code = abort.signal.aborted ? 'timeout' : 'network';
      const key = API_FAILURE_TEXT_KEYS[code];
      throw new ApiError(options.translate?.(key) || commonTextsEs[key], 0, ApiFailure[code], key);
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * An answer that is neither the contract's data nor a refusal: the server's internal-error text (its key, so a
 * screen says it in the reader's language; its Spanish, spec/1 §8, as the message).
 */
const unexpectedAnswer = (status: number) =>
  new ApiError('Algo salió mal / Vuelve a intentar.', status, 'unexpected', 'm1_err_internal');
