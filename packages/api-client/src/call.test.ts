import { createI18n, platformBackend } from '@comanda/i18n';
import { WEB_FILES, webEmbedded, webFallback } from '@comanda/i18n/web';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from './api-error.ts';
import { createCaller } from './call.ts';

/**
 * Every call has a time limit, and a call that got no answer says so in the diner's language (issue 10
 * item 6). The fetch doubles behave as the browser's does with an AbortSignal: an abort rejects the pending
 * request, or errors the body being read.
 */
const abortError = () => new DOMException('This operation was aborted', 'AbortError');

/** A server that never answers. */
const silentFetch: typeof fetch = (_url, init) =>
  new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(abortError())));

/** A server that sends its headers and the start of the body, then stalls. */
const stallingFetch: typeof fetch = async (_url, init) => {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"ok":true,'));
      init?.signal?.addEventListener('abort', () => controller.error(abortError()));
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
};

/** A server that answers after `ms`. */
const slowFetch =
  (ms: number): typeof fetch =>
  (_url, init) =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => resolve(new Response(JSON.stringify({ ok: true, data: { n: 1 } }))), ms);
      init?.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(abortError());
      });
    });

const unreachableFetch: typeof fetch = () => Promise.reject(new TypeError('fetch failed'));

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the call succeeded');
}

async function englishTranslator() {
  // The site's setup, its platform out of reach: English comes from the embedded files.
  const offline = async () => Promise.reject(new TypeError('offline'));
  const i18n = createI18n({
    files: WEB_FILES,
    embedded: webEmbedded,
    backend: platformBackend({ module: '2000', fetch: offline, fallback: webFallback }),
  });
  await i18n.changeLanguage('en');
  return i18n;
}

const answerData = z.object({ n: z.number() });

describe('call time limit', () => {
  it('gives up on a server that never answers, with the timeout code and a Spanish message', async () => {
    const call = createCaller({ baseUrl: '', fetch: silentFetch, timeoutMs: 200 });
    const started = Date.now();
    const error = await failureOf(call('GET', '/srv/test', answerData));
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(Date.now() - started).toBeLessThan(2000);
    expect({ code: error.code, status: error.status, message: error.message, key: error.key }).toEqual({
      code: 'timeout',
      status: 0,
      message: 'El servidor no respondió a tiempo, intente más tarde',
      // Whoever passes it on (a totem's device to its screen) can say it in the reader's language.
      key: 'm1_request_timeout',
    });
  });

  it('counts the answer body too: headers sent, body stalled, is a timeout', async () => {
    const call = createCaller({ baseUrl: '', fetch: stallingFetch, timeoutMs: 200 });
    expect((await failureOf(call('GET', '/srv/test', answerData))).code).toBe('timeout');
  });

  it("says it in the diner's language, through the site's translator", async () => {
    const i18n = await englishTranslator();
    const call = createCaller({ baseUrl: '', fetch: silentFetch, timeoutMs: 100, translate: i18n.t });
    expect((await failureOf(call('GET', '/srv/test', answerData))).message).toBe(
      'The server did not answer in time, please try again later',
    );
  });

  it('tells a lost connection from a timeout, also in the diner language', async () => {
    const i18n = await englishTranslator();
    const call = createCaller({ baseUrl: '', fetch: unreachableFetch, translate: i18n.t });
    const error = await failureOf(call('GET', '/srv/test', answerData));
    expect({ code: error.code, message: error.message, key: error.key }).toEqual({
      code: 'network',
      message: 'Internet connection error, please try again later',
      key: 'm1_connection_error',
    });
  });

  it('leaves a call answered in time alone', async () => {
    const call = createCaller({ baseUrl: '', fetch: slowFetch(50), timeoutMs: 1000 });
    expect(await call('GET', '/srv/test', answerData)).toEqual({ n: 1 });
  });
});

describe('the environment parameter (spec/3 §7)', () => {
  it('asks a chosen environment at each call, TEST going as DEV', async () => {
    const urls: string[] = [];
    const fetchOk: typeof fetch = async (url) => {
      urls.push(String(url));
      return new Response(JSON.stringify({ ok: true, data: {} }));
    };
    let env: 'PROD' | 'DEV' | 'TEST' = 'PROD';
    const call = createCaller({ baseUrl: 'http://x', fetch: fetchOk, amb: () => env });
    await call('GET', '/srv/test', z.object({}));
    env = 'TEST';
    await call('GET', '/srv/test', z.object({}));
    expect(urls.map((u) => new URL(u).searchParams.get('amb'))).toEqual(['PROD', 'DEV']);
  });
});
