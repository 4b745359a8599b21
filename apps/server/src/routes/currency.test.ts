import { CURRENCY_RATE_CACHE_MS, ZCurrencyRate } from '@comanda/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RatesSource, RatesUnavailable } from '../currency/rates-source.ts';
import { createSandboxRates } from '../currency/sandbox-rates.ts';
import { createUrlRates, ratesFrom } from '../currency/url-rates.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

// Issue 18 item 7: GET /srv/transformcurrency, the rate to USD through the rates adapter, cached 12 hours.

const start = new Date('2026-11-26T12:00:00Z');
const TWELVE_HOURS = CURRENCY_RATE_CACHE_MS;
let now = start;

/**
 * The app's rates adapter: the sandbox's, or a table, counting how often it is asked; told to fail at will.
 * One app serves every test (a test app takes seconds to start): each test begins 12 hours later than the
 * last, so the cache it finds has expired.
 */
type TestSource = RatesSource & { asked: number; failing: boolean; table: Record<string, number> | null };
const source: TestSource = {
  asked: 0,
  failing: false,
  table: null,
  get kind() {
    return source.table ? ('url' as const) : ('sandbox' as const);
  },
  async perUsd() {
    source.asked += 1;
    if (source.failing) throw new RatesUnavailable('down');
    return source.table ?? createSandboxRates().perUsd();
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now, rates: source });
});
afterAll(() => t.close());
beforeEach(() => {
  now = new Date(now.getTime() + TWELVE_HOURS);
  source.asked = 0;
  source.failing = false;
  source.table = null;
});

const rate = (base: string) =>
  t.app.inject({ method: 'GET', url: `/srv/transformcurrency?base_currency=${base}` });

describe('GET /srv/transformcurrency', () => {
  it('answers what one unit is worth in US dollars, from the sandbox rates, saying so', async () => {
    const res = await rate('CLP');
    expect(res.statusCode).toBe(200);
    const data = ZCurrencyRate.parse(res.json().data);
    expect(data).toEqual({ base: 'CLP', usd: 1 / 940, asOf: now.toISOString(), source: 'sandbox' });
    expect((await rate('usd')).json().data).toMatchObject({ base: 'USD', usd: 1 });
    expect((await rate(' eur ')).json().data.usd).toBeCloseTo(1 / 0.92, 10);
  });

  it('asks the source once within 12 hours, and again once they have passed', async () => {
    source.table = { CLP: 900, EUR: 0.9, USD: 1 };
    const first = now;
    await Promise.all([rate('CLP'), rate('CLP')]);
    expect(source.asked).toBe(1);
    now = new Date(first.getTime() + TWELVE_HOURS - 1);
    const kept = (await rate('EUR')).json().data;
    expect(kept).toMatchObject({ base: 'EUR', usd: 1 / 0.9, asOf: first.toISOString(), source: 'url' });
    expect(source.asked).toBe(1);
    now = new Date(first.getTime() + TWELVE_HOURS);
    expect((await rate('CLP')).json().data.asOf).toBe(now.toISOString());
    expect(source.asked).toBe(2);
  });

  it('refuses readably when the source fails, and asks again on the next call', async () => {
    source.failing = true;
    const res = await rate('CLP');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      ok: false,
      error: {
        code: 'rates_failed',
        key: 'm1_err_rates_failed',
        message: 'No pudimos obtener el tipo de cambio, intenta más tarde',
      },
    });
    source.failing = false;
    expect((await rate('CLP')).statusCode).toBe(200);
    expect(source.asked).toBe(2);
  });

  it('refuses a currency the source does not know, naming it', async () => {
    const res = await rate('XAU');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toEqual({
      code: 'currency_unknown',
      key: 'p1_err_currency_unknown',
      params: { currency: 'XAU' },
      message: 'No conocemos el tipo de cambio de XAU',
    });
  });

  it.each(['', 'CL', 'EURO', '12€', 'E-R'])(
    'refuses %j as a currency code (400, nothing asked)',
    async (base) => {
      const res = await rate(encodeURIComponent(base));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBeTruthy();
      expect(res.json().error.message).toMatch(/base_currency/);
      expect(source.asked).toBe(0);
    },
  );

  it('is off with a readable 503 where no source is configured (production without one)', async () => {
    const off = await createTestApp({ clock: () => now, rates: null });
    try {
      const res = await off.app.inject({ method: 'GET', url: '/srv/transformcurrency?base_currency=CLP' });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatchObject({
        code: 'rates_off',
        key: 'm1_err_rates_off',
        message: 'La conversión de monedas no está disponible por ahora',
      });
    } finally {
      await off.close();
    }
  });
});

describe('the URL rates source', () => {
  const answering = (status: number, body: unknown) =>
    (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  it('reads a USD-based rates table, keeping only usable rates', async () => {
    const source = createUrlRates(
      'https://rates.example/latest/USD',
      answering(200, { result: 'success', base_code: 'USD', rates: { USD: 1, CLP: 945.5, BAD: -1, xx: 2 } }),
    );
    expect(await source.perUsd()).toEqual({ USD: 1, CLP: 945.5 });
  });

  it('takes nothing but a USD-based table with rates', () => {
    expect(() => ratesFrom({ base: 'EUR', rates: { USD: 1.1 } })).toThrow(RatesUnavailable);
    expect(() => ratesFrom({ rates: 'none' })).toThrow(RatesUnavailable);
    expect(() => ratesFrom({ rates: { CLP: 0 } })).toThrow(RatesUnavailable);
    expect(() => ratesFrom(null)).toThrow(RatesUnavailable);
  });

  it('says unavailable on an error status or no connection', async () => {
    await expect(createUrlRates('https://r.example', answering(500, {})).perUsd()).rejects.toThrow(
      RatesUnavailable,
    );
    const offline = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(createUrlRates('https://r.example', offline).perUsd()).rejects.toThrow(RatesUnavailable);
  });
});
