import { CURRENCY_RATE_CACHE_MS } from '@comanda/domain';
import type { RatesSource } from './rates-source.ts';

export type CachedRates = { perUsd: Readonly<Record<string, number>>; asOf: Date };

/**
 * The rates table kept for 12 hours (spec/3 §7 'cached 12 hours'): the source is asked once, then again only
 * when the kept table is 12 hours old. Calls that arrive while it is being asked share that one request; a
 * failed request keeps nothing, so the next call asks again. Kept in this process's memory: each instance
 * asks the source at most every 12 hours, and the rates are the same for everyone.
 */
export function createRateCache(source: RatesSource, clock: () => Date, ttlMs = CURRENCY_RATE_CACHE_MS) {
  let kept: CachedRates | null = null;
  let asking: Promise<CachedRates> | null = null;
  return {
    async rates(): Promise<CachedRates> {
      const now = clock();
      if (kept && now.getTime() - kept.asOf.getTime() < ttlMs) return kept;
      asking ??= source
        .perUsd()
        .then((perUsd) => {
          kept = { perUsd, asOf: now };
          return kept;
        })
        .finally(() => {
          asking = null;
        });
      return asking;
    },
  };
}

export type RateCache = ReturnType<typeof createRateCache>;
