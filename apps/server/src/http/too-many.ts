import { HttpError } from './errors.ts';

/** '30 segundos', '1 minuto', '10 minutos': when to try again, in words a diner reads. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'segundo' : 'segundos'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}`;
}

/** 429 with Retry-After and a message saying when to try again (issue 10 item 4). */
export const tooMany = (retryAfter: number, what = 'Demasiados intentos seguidos.', code = 'rate_limited') =>
  new HttpError(429, code, `${what} Intenta de nuevo en ${describeWait(retryAfter)}.`, {
    'retry-after': String(retryAfter),
  });
