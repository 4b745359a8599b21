import { serverText } from '@comanda/i18n/server-text';
import { HttpError } from './errors.ts';

/** What was tried too often: each has its texts in seconds and in minutes (locales/*\/server.ts). */
export type TooManyWhat = 'rate_limited' | 'code_attempts' | 'waiter_calls' | 'checkin_password_attempts';

/**
 * 429 with Retry-After and a text saying when to try again (issue 10 item 4): under a minute in seconds,
 * else in whole minutes rounded up, the count a parameter so each language says it with its own plural.
 */
export function tooMany(retryAfter: number, what: TooManyWhat = 'rate_limited', code = 'rate_limited') {
  const inSeconds = retryAfter < 60;
  const count = inSeconds ? retryAfter : Math.ceil(retryAfter / 60);
  const key = `p1_err_${what}_${inSeconds ? 'seconds' : 'minutes'}` as const;
  return new HttpError(429, code, serverText(key, { count }), { 'retry-after': String(retryAfter) });
}
