import {
  ALL_TABLES_SECTOR,
  findTable,
  guestCallProblem,
  Module,
  okResponse,
  waiterCallKind,
  waiterCallRefusal,
  ZCheckInTable,
  ZSendMessageRequest,
  ZWaiterCall,
  ZWaiterCallAck,
  ZWaiterCallQuery,
  ZWaiterCallsQuery,
} from '@comanda/domain';
import { serverText } from '@comanda/i18n/server-text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppDeps } from '../app-deps.ts';
import type { Queryable } from '../db/database.ts';
import { requireVenue } from '../http/auth.ts';
import { sessionOf } from '../http/caller.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { tooMany } from '../http/too-many.ts';
import { restaurantProfile } from '../store/kiosk-venues.ts';
import { splitLocation } from '../store/menu-index.ts';
import { topics } from '../store/orders-live.ts';
import {
  acknowledgeWaiterCall,
  callersWaiterCall,
  createWaiterCall,
  openWaiterCalls,
  type TableCaller,
  waiterCallById,
} from '../store/waiter-calls.ts';
import { guestOf } from './guest-session.ts';

/**
 * Who may call from a table, in one place (issue 14 item 4): a signed-in diner (the route's caller 'diner'),
 * whose acknowledgement goes to their own live topic. A guest session (issue 14 item 1) calls only from the
 * venue and table it is bound to (`guestCallProblem`): elsewhere a 403 that names its own table, before
 * anything is written.
 */
async function tableCaller(
  db: Queryable,
  request: FastifyRequest,
  at: { venue: { ir: string; il: string; dk: string }; table: string },
): Promise<TableCaller> {
  const session = sessionOf(request);
  const guest = await guestOf(db, session);
  if (guest) {
    const problem = guestCallProblem(guest, { ...at.venue, sameTable: guest.mesa === at.table });
    if (problem) throw new HttpError(403, 'guest_scope', problem);
  }
  return { key: callerKey(session.userId), topic: topics.user(session.userId) };
}

/** The key a diner's calls are written under, and read back by (GET /srv/waitercalls/call). */
const callerKey = (userId: number) => `user:${userId}`;

/** spec/1 §8 'Call-waiter read failure': the table named is not one of the venue's. */
const unreadableTable = () => new HttpError(404, 'table', serverText('m1_err_waiter_table'));

const kitchen = { caller: { staff: Module.kitchen } };

/**
 * Calls from the tables (issue 14 item 4; spec/1 §2 screen 13, §4 'Check-in specifics' steps 0–3, §5, §7
 * sendmessage, §8): a diner calls the waiter (with a comment where the venue takes them) or asks for the bill;
 * the venue's board hears it live and staff acknowledge it, which the diner hears live too.
 */
export async function waiterCallRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/srv/sendmessage',
    {
      schema: {
        summary: 'Call the waiter or ask for the bill from a table (spec/1 §7 Call waiter, §2 screen 13)',
        tags: ['orders'],
        body: ZSendMessageRequest,
        response: { 200: okResponse(ZWaiterCall) },
      },
      config: { caller: 'diner' },
    },
    async (request) => {
      const body = request.body;
      const venue = splitLocation(body.local_id, body.dk);
      const profile = await restaurantProfile(db, venue.ir);
      if (!profile || profile.il !== venue.il) throw notFound('m1_err_restaurant_not_found');
      const refusal = waiterCallRefusal(profile.app, body.comment);
      if (refusal) throw new HttpError(409, 'waiter_call', serverText(refusal));
      const table = findTable(profile.tables, body.idMesa);
      const sectorFits = body.idSector === '' || body.idSector === ALL_TABLES_SECTOR;
      if (!table || !(sectorFits || body.idSector === table.sector)) throw unreadableTable();
      const caller = await tableCaller(db, request, { venue, table: table.id });
      const created = await createWaiterCall(db, {
        venue,
        table: { id: table.id, name: table.nm, sector: table.sector },
        kind: waiterCallKind(body.check),
        comment: body.comment,
        caller,
        now: clock(),
      });
      if (!created.ok) throw tooMany(created.retryAfter, 'waiter_calls');
      return { ok: true as const, data: created.call };
    },
  );

  /**
   * GET /srv/waitercalls/call?id=: one of the caller's own calls as it now is. The diner's page reads it each
   * time its live socket (re)connects, so an acknowledgement sent while the socket was away still shows.
   */
  api.get(
    '/srv/waitercalls/call',
    {
      schema: {
        summary: "One of the diner's own calls from a table, as it now is (issue 14 item 4)",
        tags: ['orders'],
        querystring: ZWaiterCallQuery,
        response: { 200: okResponse(ZWaiterCall) },
      },
      config: { caller: 'diner' },
    },
    async (request) => {
      const call = await callersWaiterCall(db, request.query.id, callerKey(sessionOf(request).userId));
      if (!call) throw notFound('m1_err_waiter_call_not_found');
      return { ok: true as const, data: call };
    },
  );

  /**
   * GET /srv/waitercalls/tables?irl=: the venue's tables with their sectors, for the selectors of a venue that
   * asks the diner for the table (spec/1 §5). Tables are no secret: their names are printed on them.
   */
  api.get(
    '/srv/waitercalls/tables',
    {
      schema: {
        summary: "A venue's tables and sectors, for the call-waiter selectors (spec/1 §5)",
        tags: ['orders'],
        querystring: ZWaiterCallsQuery,
        response: { 200: okResponse(z.array(ZCheckInTable)) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const venue = splitLocation(request.query.irl, request.query.dk);
      const profile = await restaurantProfile(db, venue.ir);
      if (!profile || profile.il !== venue.il) throw notFound('m1_err_restaurant_not_found');
      const tables = profile.tables.map((t) => ({ id: t.id, nm: t.nm, nmTrad: t.nmTrad, sector: t.sector }));
      return { ok: true as const, data: tables };
    },
  );

  api.get(
    '/srv/staff/waitercalls',
    {
      schema: {
        summary: "The venue's calls from tables not yet acknowledged (issue 14 item 4)",
        tags: ['staff'],
        querystring: ZWaiterCallsQuery,
        response: { 200: okResponse(z.array(ZWaiterCall)) },
      },
      config: kitchen,
    },
    async (request) => {
      const venue = splitLocation(request.query.irl, request.query.dk);
      requireVenue(request, venue);
      return { ok: true as const, data: await openWaiterCalls(db, venue) };
    },
  );

  api.post(
    '/srv/staff/waitercalls/ack',
    {
      schema: {
        summary:
          'Acknowledge a call from a table: its diner hears the waiter is on the way (issue 14 item 4)',
        tags: ['staff'],
        body: ZWaiterCallAck,
        response: { 200: okResponse(ZWaiterCall) },
      },
      config: kitchen,
    },
    async (request) => {
      const found = await waiterCallById(db, request.body.id);
      if (!found) throw notFound('m1_err_waiter_call_not_found');
      requireVenue(request, found);
      const call = await acknowledgeWaiterCall(db, {
        id: found.id,
        by: sessionOf(request).userId,
        now: clock(),
      });
      if (!call) throw notFound('m1_err_waiter_call_not_found');
      return { ok: true as const, data: call };
    },
  );
}
