import {
  Module,
  managesKitchenScreens,
  okResponse,
  ZKitchenScreen,
  ZKitchenScreenIssue,
  ZKitchenScreenIssued,
  ZKitchenScreenRevoke,
  ZKitchenScreensQuery,
  ZStaffVenues,
} from '@comanda/domain';
import { serverText } from '@comanda/i18n/server-text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppDeps } from '../app-deps.ts';
import { requireVenue } from '../http/auth.ts';
import { sessionOf } from '../http/caller.ts';
import { HttpError, notFound } from '../http/errors.ts';
import {
  issueKitchenScreen,
  kitchenScreensOf,
  liveKitchenScreen,
  revokeKitchenScreen,
} from '../store/kitchen-screens.ts';
import { splitLocation } from '../store/menu-index.ts';
import { staffVenues } from '../store/staff-board.ts';

const kitchen = { caller: { staff: Module.kitchen } };
/**
 * The screens are listed and revoked from the board (a kitchen manager) and from the back office (an admin of the
 * venue); a token is given only on the board, since the device asking becomes the screen.
 */
const screenManagers = { caller: { staff: [Module.kitchen, Module.admin] } };

/**
 * The caller's roles cover the venue and make them its manager (issue 13 item 2): a kitchen manager's row, or
 * any back-office (9000) row of the venue or of every venue; else 403.
 */
function requireScreenManager(request: FastifyRequest, venue: { ir: string; il: string }): void {
  requireVenue(request, venue);
  if (!managesKitchenScreens(request.who.roles, venue))
    throw new HttpError(403, 'forbidden', serverText('m1_err_screens_manager_only'));
}

/**
 * The kitchen board's venues and screens (issue 13 item 2; spec/3 §4 'Staff gating', 'Kitchen-display users
 * authenticate by an API token'): the venues a person's roles allow, chosen from a list; and the tokens a
 * venue's manager gives its kitchen screens, listed and revoked by them or by an admin of the venue (module 9000,
 * the back office's 'Pantallas de cocina').
 */
export async function kitchenBoardRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/srv/staff/venues',
    {
      schema: {
        summary: "The venues the caller's kitchen roles allow, by name (spec/3 §4 Staff gating)",
        tags: ['staff'],
        response: { 200: okResponse(ZStaffVenues) },
      },
      config: kitchen,
    },
    async (request) => ({ ok: true as const, data: await staffVenues(db, request.who.roles) }),
  );

  api.get(
    '/srv/staff/screens',
    {
      schema: {
        summary: "The venue's kitchen screens with a live token (its managers)",
        tags: ['staff'],
        querystring: ZKitchenScreensQuery,
        response: { 200: okResponse(z.array(ZKitchenScreen)) },
      },
      config: screenManagers,
    },
    async (request) => {
      const venue = splitLocation(request.query.irl, '');
      requireScreenManager(request, venue);
      return { ok: true as const, data: await kitchenScreensOf(db, venue, clock()) };
    },
  );

  api.post(
    '/srv/staff/screens',
    {
      schema: {
        summary: 'Give a kitchen screen of the venue its own token (its managers; answered once)',
        tags: ['staff'],
        body: ZKitchenScreenIssue,
        response: { 200: okResponse(ZKitchenScreenIssued) },
      },
      config: kitchen,
    },
    async (request) => {
      const venue = splitLocation(request.body.irl, '');
      requireScreenManager(request, venue);
      const issued = await issueKitchenScreen(db, {
        venue,
        name: request.body.name.trim() || request.body.name,
        issuedBy: sessionOf(request).userId,
        now: clock(),
      });
      return { ok: true as const, data: issued };
    },
  );

  api.post(
    '/srv/staff/screens/revoke',
    {
      schema: {
        summary: "End a kitchen screen's token: it asks to sign in again (its venue's managers)",
        tags: ['staff'],
        body: ZKitchenScreenRevoke,
        response: { 200: okResponse(z.object({ revoked: z.literal(true) })) },
      },
      config: screenManagers,
    },
    async (request) => {
      const screen = await liveKitchenScreen(db, request.body.id);
      if (!screen) throw notFound('m1_err_screen_not_found');
      requireScreenManager(request, screen);
      const revoked = await revokeKitchenScreen(db, {
        id: screen.id,
        revokedBy: sessionOf(request).userId,
        now: clock(),
      });
      if (!revoked) throw notFound('m1_err_screen_not_found');
      return { ok: true as const, data: { revoked: true as const } };
    },
  );
}
