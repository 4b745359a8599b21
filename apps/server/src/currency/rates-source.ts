/**
 * The exchange-rates adapter (issue 18 item 7; spec/3 §7 'Exchange rate'): where the platform learns what a
 * currency is worth in US dollars. Two implementations: url-rates.ts, a configured source reached by URL
 * (COMANDA_CURRENCY_RATES_URL), and sandbox-rates.ts, fixed rates for development, off in production unless
 * COMANDA_SANDBOX_RATES=on. Without either the route refuses readably (503).
 */
export type RatesSource = {
  readonly kind: 'sandbox' | 'url';
  /** Units of each currency one US dollar buys ({ CLP: 940, EUR: 0.92, USD: 1 }), keyed by ISO 4217 code. */
  perUsd(): Promise<Readonly<Record<string, number>>>;
};

/** The source could not be reached or answered something that is not a rates table. */
export class RatesUnavailable extends Error {}
