import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNominatimGeocoder } from '../geo/nominatim.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const verify = (address: object, venue: object = {}) =>
  t.app.inject({ method: 'POST', url: '/srv/address/verify', payload: { address, ...venue } });
const forestal = { xir: 'cmdDemoSantiagoPizza00001', xil: '1' };

describe('the sandbox geocoder behind the platform (issue 16 item 3, spec/2 §7)', () => {
  it('says it is the sandbox and that the map has no tiles', async () => {
    expect((await get('/srv/geo/config')).json()).toEqual({
      ok: true,
      data: { tiles: null, attribution: '', geocoder: 'sandbox' },
    });
  });

  it('suggests streets as the diner types, with the house number, own country first', async () => {
    const res = await get('/srv/google-maps/autocomplete?text_input=Merced%20345&pa=cl');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.predictions[0]).toEqual({
      place_id: expect.stringMatching(/^sandbox:s:\d+:345$/),
      description: 'Merced 345, Santiago, Chile',
    });
    const mayor = (await get('/srv/google-maps/autocomplete?text_input=calle%20mayor&pa=es')).json();
    expect(mayor.data.predictions[0].description).toBe('Calle Mayor, Centro, Madrid, España');
    expect((await get('/srv/google-maps/autocomplete?text_input=zz')).json().data.predictions).toEqual([]);
  });

  it("gives a suggestion's parts and point, and the place at a point", async () => {
    const [first] = (await get('/srv/google-maps/autocomplete?text_input=Irarrazaval%202500')).json().data
      .predictions;
    const details = await get(`/srv/google-maps/details?place_id=${encodeURIComponent(first.place_id)}`);
    expect(details.json().data).toEqual({
      di: 'Avenida Irarrázaval 2500',
      cm: 'Ñuñoa',
      ci: 'Santiago',
      zc: '',
      pa: 'cl',
      lt: -33.454,
      lg: -70.6,
    });
    const reverse = await get('/srv/geocode/reverse?lat=-33.4376&lng=-70.6436');
    expect(reverse.json().data).toMatchObject({ di: 'Merced', cm: 'Santiago', lt: -33.4376, lg: -70.6436 });
  });

  it('answers a place it does not know with a readable 404 and bad input with a 400', async () => {
    const unknown = await get('/srv/google-maps/details?place_id=sandbox:s:999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({
      key: 'm1_err_place_not_found',
      message: 'Lo sentimos dirección no encontrada, puedes utilizar tu ubicación actual',
    });
    expect((await get('/srv/geocode/reverse?lat=0&lng=0')).statusCode).toBe(404);
    const far = await get('/srv/geocode/reverse?lat=91&lng=0');
    expect(far.statusCode).toBe(400);
    expect(far.json().error.key).toBe('p1_err_invalid_request');
  });
});

describe('address verification (spec/2 §4: valid, or Zona fuera de cobertura)', () => {
  const address = (over: object) => ({
    di: 'Avenida Irarrázaval 2500',
    cm: 'Ñuñoa',
    ci: 'Santiago',
    ...over,
  });

  it('is valid where a venue delivers and invalid beyond its reach or without a point', async () => {
    expect((await verify(address({ lt: -33.454, lg: -70.6 }))).json().data).toEqual({ status: 'valid' });
    expect((await verify(address({ lt: -33.605, lg: -70.58 }))).json().data).toEqual({ status: 'invalid' });
    expect((await verify(address({ lt: -33.0446, lg: -71.6178 }))).json().data).toEqual({
      status: 'invalid',
    });
    expect((await verify(address({}))).json().data).toEqual({ status: 'invalid' });
  });

  it("checks one venue's reach when it is named: Madrid's zones do not reach Santiago", async () => {
    const taberna = { xir: 'cmdDemoMadridTaberna000201', xil: '1' };
    const santiago = address({ lt: -33.454, lg: -70.6 });
    expect((await verify(santiago, forestal)).json().data.status).toBe('valid');
    expect((await verify(santiago, taberna)).json().data.status).toBe('invalid');
  });

  it('refuses an incomplete address with the address rule of the browser, naming each field', async () => {
    const res = await verify({ di: 'Av 1', cm: 'Ñuñoa', ci: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'Solicitud inválida: address: Debe completar información: Calle y número (Home), ' +
        'address: Debe completar información: Ciudad (Home)',
    );
  });
});

describe('without a geocoder (production without COMANDA_GEOCODER_URL)', () => {
  it('answers the search with a readable 503 and the map config says off', async () => {
    const off = await createTestApp({
      geo: { geocoder: null, tiles: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© OSM' },
    });
    try {
      const res = await off.app.inject({
        method: 'GET',
        url: '/srv/google-maps/autocomplete?text_input=Merced',
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toMatchObject({ code: 'geocoder_off', key: 'm1_err_geocoder_off' });
      expect((await off.app.inject({ method: 'GET', url: '/srv/geo/config' })).json().data).toEqual({
        tiles: 'https://tiles.example/{z}/{x}/{y}.png',
        attribution: '© OSM',
        geocoder: 'off',
      });
    } finally {
      await off.close();
    }
  }, 60_000);
});

describe('the Nominatim adapter (a documented public geocoding API, by URL)', () => {
  let server: Server;
  let base = '';
  const asked: string[] = [];
  beforeAll(async () => {
    // A local stand-in answering Nominatim's documented jsonv2 shapes, so the adapter's requests and
    // readings are checked without the network.
    server = createServer((req, res) => {
      asked.push(`${req.url} ${req.headers['user-agent']}`);
      const url = new URL(req.url ?? '/', 'http://x');
      const merced = {
        osm_type: 'way',
        osm_id: 123,
        lat: '-33.4375',
        lon: '-70.6435',
        display_name: 'Merced 345, Santiago, Región Metropolitana, Chile',
        address: {
          road: 'Merced',
          house_number: '345',
          city: 'Santiago',
          postcode: '8320000',
          country_code: 'cl',
        },
      };
      res.setHeader('content-type', 'application/json');
      if (url.pathname === '/search') return res.end(JSON.stringify([merced]));
      if (url.pathname === '/lookup')
        return res.end(JSON.stringify(url.searchParams.get('osm_ids') === 'W123' ? [merced] : []));
      if (url.pathname === '/reverse') return res.end(JSON.stringify({ error: 'Unable to geocode' }));
      res.statusCode = 500;
      res.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('searches, looks up and reverses with its own User-Agent, reading the address parts', async () => {
    const geocoder = createNominatimGeocoder(base, { userAgent: 'Comanda (test)' });
    expect(await geocoder.search('Merced 345', 'cl')).toEqual([
      { place_id: 'W123', description: 'Merced 345, Santiago, Región Metropolitana, Chile' },
    ]);
    expect(asked[0]).toMatch(
      /^\/search\?format=jsonv2&addressdetails=1&q=Merced\+345&countrycodes=cl&limit=5 Comanda \(test\)$/,
    );
    expect(await geocoder.details('W123')).toEqual({
      di: 'Merced 345',
      cm: 'Santiago',
      ci: 'Santiago',
      zc: '8320000',
      pa: 'cl',
      lt: -33.4375,
      lg: -70.6435,
    });
    expect(await geocoder.details('W999')).toBeNull();
    expect(await geocoder.details('../etc')).toBeNull();
    expect(await geocoder.reverse(0, 0)).toBeNull();
  });

  it('turns an unreachable service into a 502 with the connection text', async () => {
    const app = await createTestApp({
      geo: {
        geocoder: createNominatimGeocoder('http://127.0.0.1:1', { userAgent: 'x' }),
        tiles: null,
        attribution: '',
      },
    });
    try {
      const res = await app.app.inject({
        method: 'GET',
        url: '/srv/google-maps/autocomplete?text_input=Merced',
      });
      expect(res.statusCode).toBe(502);
      expect(res.json().error.message).toBe('Error de Conexión de Internet, intente más tarde');
    } finally {
      await app.close();
    }
  }, 60_000);
});

describe('rate limits on the geocoder routes (http/limits.ts, README "Limits")', () => {
  it('answers a flood of searches from one address with a readable 429, and other addresses still', async () => {
    // At the production size (no end-to-end scale): 120 searches a minute per address.
    const limited = await createTestApp({ http: { clientLimitScale: 1 } });
    try {
      const search = (remoteAddress: string) =>
        limited.app.inject({
          method: 'GET',
          url: '/srv/google-maps/autocomplete?text_input=Merced%20345&pa=cl',
          remoteAddress,
        });
      for (let i = 0; i < 120; i++) expect((await search('10.5.5.5')).statusCode).toBe(200);
      const refused = await search('10.5.5.5');
      expect(refused.statusCode).toBe(429);
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      // Under a minute the wait is said in seconds, a whole minute as '1 minuto' (http/too-many.ts).
      const inSeconds = retryAfter < 60;
      expect(refused.json()).toEqual({
        ok: false,
        error: {
          code: 'rate_limited',
          key: inSeconds ? 'p1_err_rate_limited_seconds' : 'p1_err_rate_limited_minutes',
          params: { count: inSeconds ? retryAfter : 1 },
          message: inSeconds
            ? `Demasiados intentos seguidos. Intenta de nuevo en ${retryAfter} segundo${retryAfter === 1 ? '' : 's'}.`
            : 'Demasiados intentos seguidos. Intenta de nuevo en 1 minuto.',
        },
      });
      // Refused before the geocoder is asked; another diner is served.
      const other = await search('10.5.5.6');
      expect(other.statusCode).toBe(200);
      expect(other.json().data.predictions[0].description).toBe('Merced 345, Santiago, Chile');
    } finally {
      await limited.close();
    }
  }, 60_000);
});
