import { okResponse, ZCurrencyRate, ZCurrencyRateQuery } from '@comanda/domain';
import { serverText } from '@comanda/i18n/server-text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { type CachedRates, createRateCache } from '../currency/rate-cache.ts';
import { RatesUnavailable } from '../currency/rates-source.ts';
import { HttpError } from '../http/errors.ts';

/**
 * Money across borders (issue 18 item 7; spec/2 §7 'Currency rate', spec/3 §7 'Exchange rate'): what one
 * unit of a currency is worth in US dollars, from the rates adapter (currency/rates-source.ts) through a
 * 12-hour cache (currency/rate-cache.ts).
 */
export async function currencyRoutes(app: FastifyInstance, { rates, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const cache = rates ? createRateCache(rates, clock) : null;

  const ratesNow = async (): Promise<CachedRates> => {
    if (!cache) throw new HttpError(503, 'rates_off', serverText('m1_err_rates_off'));
    try {
      return await cache.rates();
    } catch (error) {
      if (!(error instanceof RatesUnavailable)) throw error;
      app.log.warn({ err: error }, 'currency rates');
      throw new HttpError(502, 'rates_failed', serverText('m1_err_rates_failed'));
    }
  };

  api.get(
    '/srv/transformcurrency',
    {
      schema: {
        summary: 'What one unit of a currency is worth in US dollars, cached 12 h (spec/2 §7, spec/3 §7)',
        tags: ['places'],
        querystring: ZCurrencyRateQuery,
        response: { 200: okResponse(ZCurrencyRate) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const base = request.query.base_currency;
      const { perUsd, asOf } = await ratesNow();
      const unitsPerUsd = perUsd[base];
      if (!unitsPerUsd)
        throw new HttpError(
          404,
          'currency_unknown',
          serverText('p1_err_currency_unknown', { currency: base }),
        );
      return {
        ok: true as const,
        data: { base, usd: 1 / unitsPerUsd, asOf: asOf.toISOString(), source: rates!.kind },
      };
    },
  );
}
