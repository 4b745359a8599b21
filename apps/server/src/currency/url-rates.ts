import { type RatesSource, RatesUnavailable } from './rates-source.ts';

const TIMEOUT_MS = 5000;

/**
 * Rates from a configured URL (COMANDA_CURRENCY_RATES_URL): one GET answering JSON with `rates`, the units of
 * each currency one US dollar buys, keyed by ISO 4217 code — the shape the common open rates services share
 * (for instance `https://open.er-api.com/v6/latest/USD`). When the answer names its base (`base` or
 * `base_code`) it must be USD. Anything else is RatesUnavailable: the diner reads a readable refusal.
 */
export function createUrlRates(url: string, fetcher: typeof fetch = fetch): RatesSource {
  return {
    kind: 'url',
    async perUsd() {
      let body: unknown;
      try {
        const res = await fetcher(url, {
          headers: { accept: 'application/json' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!res.ok) throw new RatesUnavailable(`rates source answered ${res.status}`);
        body = await res.json();
      } catch (error) {
        if (error instanceof RatesUnavailable) throw error;
        throw new RatesUnavailable(`rates source unreachable: ${(error as Error).message}`);
      }
      return ratesFrom(body);
    },
  };
}

/** The answer's rates table, checked: USD-based, every rate a positive finite number. */
export function ratesFrom(body: unknown): Record<string, number> {
  const answer = (body ?? {}) as { rates?: unknown; base?: unknown; base_code?: unknown };
  const base = answer.base ?? answer.base_code;
  if (base !== undefined && String(base).toUpperCase() !== 'USD')
    throw new RatesUnavailable(`rates source is based on ${String(base)}, not USD`);
  if (typeof answer.rates !== 'object' || answer.rates === null)
    throw new RatesUnavailable('rates source answered no rates');
  const rates: Record<string, number> = {};
  for (const [code, value] of Object.entries(answer.rates)) {
    if (/^[A-Z]{3}$/.test(code) && typeof value === 'number' && Number.isFinite(value) && value > 0)
      rates[code] = value;
  }
  if (Object.keys(rates).length === 0) throw new RatesUnavailable('rates source answered no usable rate');
  return rates;
}
