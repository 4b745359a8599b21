import * as z from 'zod/mini';
import { text } from './safe-input.ts';

/**
 * GET /srv/transformcurrency (spec/2 §7 'Currency rate': base_currency; spec/3 §7 'Exchange rate': a rate to
 * USD per currency, cached 12 hours): what one unit of a currency is worth in US dollars, so money across
 * borders can be shown in one currency (issue 18 item 7).
 */
export const ZCurrencyRateQuery = z.object({
  base_currency: text({ max: 8 }).check(
    z.trim(),
    z.toUpperCase(),
    z.regex(/^[A-Z]{3}$/, 'p1_err_v_currency_code'),
  ),
});
export type TCurrencyRateQuery = z.input<typeof ZCurrencyRateQuery>;

export const ZCurrencyRate = z.object({
  /** The asked currency, ISO 4217 ('CLP'). */
  base: z.string(),
  /** US dollars for one unit of `base` (CLP ≈ 0.001). */
  usd: z.number().check(z.positive()),
  /** When the rates source gave this rate (ISO 8601): an answer is at most 12 hours old. */
  asOf: z.string(),
  /** Which rates source: 'sandbox' (fixed rates, development) or 'url' (the configured source). */
  source: z.enum(['sandbox', 'url']),
});
export type TCurrencyRate = z.infer<typeof ZCurrencyRate>;

/** How long a rate is kept before the source is asked again (spec/3 §7: 12 hours). */
export const CURRENCY_RATE_CACHE_MS = 12 * 60 * 60 * 1000;
