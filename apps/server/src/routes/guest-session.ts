import {
  CHECKOUT_REFUSALS,
  findTable,
  GUEST_REFUSALS,
  type GuestBinding,
  guestLoginOffered,
  guestOrderProblem,
  okResponse,
  type TAppConfig,
  type TSaveOrderRequest,
  ZGuestSession,
  ZGuestSessionRequest,
} from '@comanda/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import type { Queryable } from '../db/database.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { Session } from '../store/accounts.ts';
import { guestProfile } from '../store/guest-identity.ts';
import { guestBinding, startGuestSession } from '../store/guest-sessions.ts';
import { restaurantProfile } from '../store/kiosk-venues.ts';

/**
 * Guests at a table (issue 14 item 1; spec/1 §4 'Check-in specifics', §6; spec/2 §2 'An anonymous guest
 * button', §4 'Guest login by table'): where the venue enables selfAnonymousLogin and selfGenerateQR, a diner
 * at one of its tables signs in as a guest with no account — a session of 57600 s bound to the table's
 * check-in order id. Its orders are checked by `refuseGuestElsewhere` on save.
 */
export async function guestSessionRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** POST /srv/checkin/guest: the guest's token and profile ('Guest', id 1) and the table's check-in id. */
  api.post(
    '/srv/checkin/guest',
    {
      schema: {
        summary: 'Anonymous guest session at a table (spec/2 §4 Guest login by table)',
        tags: ['orders'],
        body: ZGuestSessionRequest,
        response: { 200: okResponse(ZGuestSession) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const { irl, dk, mesa, idi } = request.body;
      const [ir = '', il = ''] = irl.split('-');
      const profile = await restaurantProfile(db, ir);
      if (!profile || profile.il !== il || profile.dk !== dk) throw notFound('m1_err_restaurant_not_found');
      if (!guestLoginOffered(profile.app, 3))
        throw new HttpError(403, 'guest_not_offered', GUEST_REFUSALS.notOffered);
      const table = findTable(profile.tables, mesa);
      if (!table) throw new HttpError(404, 'table', CHECKOUT_REFUSALS.table);
      const { token, expiresAt, binding } = await startGuestSession(db, {
        ir,
        il,
        dk,
        mesa: table.id,
        lang: idi,
        now: clock(),
      });
      return {
        ok: true as const,
        data: { ...guestProfile(expiresAt, idi), tot1: token, mesa: table.id, io: binding.checkInOrderId },
      };
    },
  );
}

/**
 * The table a signed-in caller is bound to when it is a guest, else null. A guest is known by its
 * guest_sessions row, never by its name: a name is the diner's to choose (routes/accounts.ts profilesave).
 */
export async function guestOf(db: Queryable, session: Session): Promise<GuestBinding | null> {
  return guestBinding(db, session.userId);
}

/**
 * A guest orders only at its own table, type 3 (spec/1 §6: elsewhere checkout needs sign-in), and while the
 * venue still offers guests: otherwise a 403 that says to sign in.
 */
export function refuseGuestElsewhere(
  binding: GuestBinding,
  venue: { ir: string; il: string; dk: string; app: TAppConfig; tables: readonly { id: string }[] },
  order: Pick<TSaveOrderRequest, 'tipo' | 'mesa'>,
): void {
  const problem = guestOrderProblem(binding, {
    ir: venue.ir,
    il: venue.il,
    dk: venue.dk,
    tipo: order.tipo,
    sameTable: findTable(venue.tables, order.mesa)?.id === binding.mesa,
  });
  if (problem) throw new HttpError(403, 'guest_scope', problem);
  // Its own table, where the venue has stopped taking guests since the guest sat.
  if (!guestLoginOffered(venue.app, 3))
    throw new HttpError(403, 'guest_not_offered', GUEST_REFUSALS.notOffered);
}

/** The client address a check-in password try is counted under (http/limits.ts counts by it too). */
export const clientOf = (request: FastifyRequest) => request.ip;
