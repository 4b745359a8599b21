import {
  okResponse,
  ZAddressVerdict,
  ZAddressVerifyRequest,
  ZMapConfig,
  ZPlace,
  ZPlaceDetailsQuery,
  ZPlaceSearchQuery,
  ZPlaceSuggestions,
  ZReverseGeocodeQuery,
} from '@comanda/domain';
import { serverText } from '@comanda/i18n/server-text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { verifyAddressCoverage } from '../geo/address-coverage.ts';
import { type Geocoder, GeocoderUnavailable } from '../geo/geocoder.ts';
import { refuseIncompleteAddress } from '../geo/incomplete-address.ts';
import { HttpError, notFound } from '../http/errors.ts';

/**
 * Places and addresses that locate themselves (issue 16 item 3; spec/2 §2 'Add-address dialogs', §4
 * 'Address verification', §7 'Places autocomplete', 'Place details', reverse geocode): the geocoder
 * adapter behind the platform (geo/geocoder.ts), the map's tile source, and the address check.
 */
export async function geoRoutes(app: FastifyInstance, { db, geo }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const geocoder = (): Geocoder => {
    if (!geo.geocoder) throw new HttpError(503, 'geocoder_off', serverText('m1_err_geocoder_off'));
    return geo.geocoder;
  };
  const reach = async <T>(call: (g: Geocoder) => Promise<T>): Promise<T> => {
    try {
      return await call(geocoder());
    } catch (error) {
      if (error instanceof GeocoderUnavailable) {
        app.log.warn({ err: error }, 'geocoder');
        throw new HttpError(502, 'geocoder_failed', serverText('m1_err_geocoder_failed'));
      }
      throw error;
    }
  };

  api.get(
    '/srv/geo/config',
    {
      schema: {
        summary: "How the address dialog's map is drawn, and which geocoder answers (issue 16 item 3)",
        tags: ['places'],
        response: { 200: okResponse(ZMapConfig) },
      },
      config: { caller: 'anyone' },
    },
    async () => ({
      ok: true as const,
      data: {
        tiles: geo.tiles,
        attribution: geo.attribution,
        geocoder: geo.geocoder?.kind ?? ('off' as const),
      },
    }),
  );

  api.get(
    '/srv/google-maps/autocomplete',
    {
      schema: {
        summary: 'Place suggestions for a typed address (spec/2 §7 Places autocomplete)',
        tags: ['places'],
        querystring: ZPlaceSearchQuery,
        response: { 200: okResponse(ZPlaceSuggestions) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const { text_input, pa } = request.query;
      const predictions = await reach((g) => g.search(text_input, pa));
      return { ok: true as const, data: { predictions } };
    },
  );

  api.get(
    '/srv/google-maps/details',
    {
      schema: {
        summary: "A suggestion's address parts and point (spec/2 §7 Place details)",
        tags: ['places'],
        querystring: ZPlaceDetailsQuery,
        response: { 200: okResponse(ZPlace) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const place = await reach((g) => g.details(request.query.place_id));
      if (!place) throw notFound('m1_err_place_not_found');
      return { ok: true as const, data: place };
    },
  );

  api.get(
    '/srv/geocode/reverse',
    {
      schema: {
        summary: "The place at a point: the diner's location, a dragged pin (spec/2 §7 reverse geocode)",
        tags: ['places'],
        querystring: ZReverseGeocodeQuery,
        response: { 200: okResponse(ZPlace) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const place = await reach((g) => g.reverse(request.query.lat, request.query.lng));
      if (!place) throw notFound('m1_err_place_not_found');
      return { ok: true as const, data: place };
    },
  );

  api.post(
    '/srv/address/verify',
    {
      schema: {
        summary: 'Check an address with the address rule and whether a venue delivers there (spec/2 §4, §5)',
        tags: ['places'],
        body: ZAddressVerifyRequest,
        response: { 200: okResponse(ZAddressVerdict) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const { address, xir, xil } = request.body;
      // The same rule as the browser's form; a temporary address needs no alias (spec/2 §5).
      refuseIncompleteAddress(address);
      const venue = xir && xil ? { xir, xil } : undefined;
      return { ok: true as const, data: { status: await verifyAddressCoverage(db, address, venue) } };
    },
  );
}
