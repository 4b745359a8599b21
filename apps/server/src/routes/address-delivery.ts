import {
  deliveryCheck,
  localClock,
  okResponse,
  type TErrorResponse,
  weekdayOf,
  ZDeliveryCheckAnswer,
  ZDeliveryCheckRequest,
} from '@comanda/domain';
import { formatServerText } from '@comanda/i18n/server-text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { refuseIncompleteAddress } from '../geo/incomplete-address.ts';
import { notFound } from '../http/errors.ts';
import type { RestaurantProfile } from '../store/documents.ts';

/**
 * Where a diner orders for, checked by the platform (issue 15 item 4, issue 16 item 3; spec/1 §2 screen 1
 * 'address verification', §5 'Delivery'): the menu's action bar asks whether the venue delivers to the
 * address — a signed-out diner's temporary one too — on the order's date, and for how much. The answer comes
 * from the domain's deliveryCheck, the rule the order's save applies again; nothing here is trusted later.
 */
export async function addressDeliveryRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/srv/address/delivery',
    {
      schema: {
        summary: 'Whether a venue delivers to an address on a date, with the fee and minimum (spec/1 §5)',
        tags: ['places'],
        body: ZDeliveryCheckRequest,
        response: { 200: okResponse(ZDeliveryCheckAnswer) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const { address, xir, xil, subtotal, fecha } = request.body;
      // The same address rule as the browser's form; a temporary address needs no alias (spec/2 §5).
      refuseIncompleteAddress(address);
      const [row] = await db.query<{ profile: RestaurantProfile }>(
        'select profile from restaurants where ir = $1 and il = $2',
        [xir, xil],
      );
      if (!row?.profile.app.active) throw notFound('m1_err_restaurant_not_found');
      const venue = row.profile;
      const now = clock();
      const weekday = fecha ? weekdayOf(fecha) : localClock(now, venue.tz).weekday;
      const check = deliveryCheck({
        venue: {
          app: venue.app,
          latitud: venue.latitud,
          longitud: venue.longitud,
          polygons: venue.polygons ?? [],
        },
        address,
        subtotal,
        weekday,
      });
      const data = check.ok
        ? {
            status: 'valid' as const,
            distance: check.distance,
            fee: check.fee,
            free: check.free,
            minimum: check.minimum,
            shortfall: check.shortfall,
            reason: null,
          }
        : {
            status: 'invalid' as const,
            distance: check.distance,
            fee: null,
            free: false,
            minimum: venue.app.ordmindvy,
            shortfall: 0,
            reason: {
              key: check.reason.key,
              params: check.reason.params as TErrorResponse['error']['params'],
              message: formatServerText(check.reason.key, check.reason.params),
            },
          };
      return { ok: true as const, data };
    },
  );
}
