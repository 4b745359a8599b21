import {
  findTable,
  KIOSK_DEFAULT_CONFIG_ID,
  Module,
  okResponse,
  type TKioskPairingStatus,
  type TKioskPortal,
  ZKioskCodeAnswer,
  ZKioskCodeRequest,
  ZKioskDevice,
  ZKioskDeviceCheck,
  ZKioskDeviceQuery,
  ZKioskDeviceReport,
  ZKioskDeviceReportAnswer,
  ZKioskDevicesQuery,
  ZKioskPairingQuery,
  ZKioskPairingStatus,
  ZKioskRevokeAnswer,
  ZKioskRevokeRequest,
  ZKioskTable,
  ZKioskTableQuery,
  ZKioskTokenAnswer,
  ZKioskTokenRefresh,
  ZKioskVenues,
  ZKioskVerifyAnswer,
  ZKioskVerifyRequest,
  ZPortalRestaurants,
  ZPortalRestaurantsQuery,
} from '@comanda/domain';
import { serverText } from '@comanda/i18n/server-text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppDeps } from '../app-deps.ts';
import type { Queryable } from '../db/database.ts';
import { requireVenue, tokenOf } from '../http/auth.ts';
import { sessionOf } from '../http/caller.ts';
import { inactive, notAvailable } from '../http/device.ts';
import { HttpError, notFound } from '../http/errors.ts';
import {
  deviceById,
  deviceByToken,
  issueKioskCode,
  type KioskDeviceRow,
  kioskIdentity,
  listVenueDevices,
  pollPairing,
  recordDeviceReport,
  revokeDevice,
  rotateDeviceToken,
  verifyKioskCode,
} from '../store/kiosk-devices.ts';
import {
  allPortals,
  allRestaurantProfiles,
  portalDoc,
  portalRestaurants,
  restaurantProfile,
} from '../store/kiosk-venues.ts';

/** Technicians: module 9000 staff (spec/3 §6 Roles). */
const technician = { caller: { staff: Module.admin } };

/**
 * Kiosk pairing and the kiosk's own calls (spec/3 §4 'Kiosk pairing', §5, §7): the device asks for a
 * code and polls; a technician (module 9000) verifies it; the device then refreshes its token, checks
 * it may sell, checks locator numbers and lists a portal's restaurants.
 *
 * Token refresh and the device check are declared 'anyone' and check the device themselves: the refresh
 * carries its token in the body (spec/3 §7 tt 4), and both serve portal devices, which the 'device' caller
 * (a restaurant kiosk that sells) refuses.
 */
export async function kioskPairingRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/srv/kiosk/code',
    {
      schema: {
        summary: "The device asks for a pairing code (spec/3 §4 'Kiosk pairing')",
        tags: ['kiosk'],
        body: ZKioskCodeRequest,
        response: { 200: okResponse(ZKioskCodeAnswer) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => ({
      ok: true as const,
      data: await issueKioskCode(db, request.body.iu ?? '', clock()),
    }),
  );

  api.get(
    '/srv/kiosk/pairing',
    {
      schema: {
        summary: 'The device polls its pairing with its secret pairing id',
        tags: ['kiosk'],
        querystring: ZKioskPairingQuery,
        response: { 200: okResponse(ZKioskPairingStatus) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const now = clock();
      const poll = await pollPairing(db, request.query.pid, now);
      if (poll.status !== 'paired') return { ok: true as const, data: poll satisfies TKioskPairingStatus };
      return { ok: true as const, data: await pairedStatus(db, poll.device, poll.token, now) };
    },
  );

  api.post(
    '/srv/kiosk/verify',
    {
      schema: {
        summary: 'A technician verifies the code shown on a device, for a restaurant or a portal',
        tags: ['kiosk'],
        body: ZKioskVerifyRequest,
        response: { 200: okResponse(ZKioskVerifyAnswer) },
      },
      config: technician,
    },
    async (request) => {
      const { body } = request;
      const now = clock();
      const venue = body.ir && body.il ? { ir: body.ir, il: body.il } : undefined;
      if (venue) requireVenue(request, venue);
      const target = venue
        ? await restaurantTarget(db, venue.ir, venue.il, body.dp, body.nm)
        : await portalTarget(db, body.portal!, body.nm);
      const result = await verifyKioskCode(db, body.code, target, sessionOf(request).userId, now);
      if (!result.ok) {
        throw result.reason === 'expired'
          ? new HttpError(410, 'kiosk_code_expired', serverText('m1_err_kiosk_code_expired'))
          : new HttpError(404, 'kiosk_code_unknown', serverText('m1_err_kiosk_code_unknown'));
      }
      const { device } = result;
      return { ok: true as const, data: { deviceId: device.id, kind: device.kind, name: device.name } };
    },
  );

  /** spec/3 §7: POST with xiu, kiosId, ir, il, token, tt 4 refreshes the device token. */
  api.post(
    '/srv/kiosk/token',
    {
      schema: {
        summary: 'Refresh the device token (spec/3 §7, tt 4); the token travels in the body',
        tags: ['kiosk'],
        querystring: ZKioskDeviceQuery,
        body: ZKioskTokenRefresh,
        response: { 200: okResponse(ZKioskTokenAnswer) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const { token, xiu } = request.body;
      const now = clock();
      const device = await usableDevice(db, token, request.query.ir);
      if (device.id !== xiu) throw notAvailable();
      const to = await rotateDeviceToken(db, device.id, now);
      return { ok: true as const, data: { to, issuedAt: now.getTime() } };
    },
  );

  /** Whether this device may sell now; a portal device names the restaurant it is about to open (ir). */
  api.get(
    '/srv/kiosk/device',
    {
      schema: {
        summary: "Whether this device token may sell now (spec/3 §4 'Kiosk errors': 401 inactive, 403)",
        tags: ['kiosk'],
        querystring: ZKioskDeviceQuery,
        response: { 200: okResponse(ZKioskDeviceCheck) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const token = tokenOf(request);
      if (!token) throw notAvailable();
      const device = await usableDevice(db, token, request.query.ir);
      return { ok: true as const, data: { ok: true as const, kind: device.kind } };
    },
  );

  /** A locator number checked against the restaurant's tables (spec/3 §5 'Table number'). */
  api.get(
    '/srv/kiosk/table',
    {
      schema: {
        summary: "A locator number checked against the restaurant's tables (spec/3 §5)",
        tags: ['kiosk'],
        querystring: ZKioskTableQuery,
        response: { 200: okResponse(ZKioskTable) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const { irl, mesa } = request.query;
      const [ir, il] = irl.split('-') as [string, string];
      const profile = await restaurantProfile(db, ir);
      if (!profile || profile.il !== il) throw notFound('m1_err_restaurant_not_found');
      const table = findTable(profile.tables, mesa);
      if (!table) throw new HttpError(404, 'table_not_found', serverText('m1_err_table_not_found'));
      const { id, nm, nmTrad } = table;
      return { ok: true as const, data: nmTrad ? { id, nm, nmTrad } : { id, nm } };
    },
  );

  /** GET /srv/restosportales (spec/3 §7: amb, pais, ipr, kio): a portal's restaurants. */
  api.get(
    '/srv/restosportales',
    {
      schema: {
        summary: "A portal's restaurants (spec/3 §7)",
        tags: ['kiosk'],
        querystring: ZPortalRestaurantsQuery,
        response: { 200: okResponse(ZPortalRestaurants) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const { ipr, pais } = request.query;
      const portal = await portalDoc(db, ipr);
      if (!portal || portal.pais !== pais) throw notFound('m1_err_portal_not_found');
      const restaurants = await portalRestaurants(db, ipr);
      return {
        ok: true as const,
        data: { idPortal: portal.id, nombre: portal.nombre, nombreTrad: portal.nombreTrad, restaurants },
      };
    },
  );

  /** Where a technician can pair a device: restaurants with their kiosk configuration, and portals. */
  api.get(
    '/srv/kiosk/venues',
    {
      schema: {
        summary: 'Where a technician can pair a device',
        tags: ['kiosk'],
        response: { 200: okResponse(ZKioskVenues) },
      },
      config: technician,
    },
    async () => {
      const restaurants = (await allRestaurantProfiles(db)).map((p) => ({
        ir: p.ir,
        il: p.il,
        nombre: p.nombre,
        simpleId: p.simpleId,
        active: p.app.active,
        configs: p.kiosk ? [{ dp: KIOSK_DEFAULT_CONFIG_ID, nombre: p.kiosk.nombre }] : [],
      }));
      const portals = (await allPortals(db)).map((p) => ({ id: p.id, nombre: p.nombre, pais: p.pais }));
      return { ok: true as const, data: { restaurants, portals } };
    },
  );

  /** A device calls in (issue 12 item 6): its version and printer, for the technicians' list. */
  api.post(
    '/srv/kiosk/report',
    {
      schema: {
        summary:
          'The device reports its app version and printer state (401 inactive restaurant, 403 revoked)',
        tags: ['kiosk'],
        querystring: ZKioskDeviceQuery,
        body: ZKioskDeviceReport,
        response: { 200: okResponse(ZKioskDeviceReportAnswer) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const token = tokenOf(request);
      if (!token) throw notAvailable();
      const device = await usableDevice(db, token, request.query.ir);
      await recordDeviceReport(db, device.id, request.body, clock());
      return { ok: true as const, data: { received: true as const } };
    },
  );

  api.get(
    '/srv/kiosk/devices',
    {
      schema: {
        summary: "One restaurant's devices with their last contact, version and printer, for its technicians",
        tags: ['kiosk'],
        querystring: ZKioskDevicesQuery,
        response: { 200: okResponse(z.array(ZKioskDevice)) },
      },
      config: technician,
    },
    async (request) => {
      const { ir, il } = request.query;
      requireVenue(request, { ir, il });
      const rows = await listVenueDevices(db, ir, il);
      return { ok: true as const, data: rows.map(listedDevice) };
    },
  );

  api.post(
    '/srv/kiosk/revoke',
    {
      schema: {
        summary: "Revoke a device of the technician's restaurant: its token stops working at once",
        tags: ['kiosk'],
        body: ZKioskRevokeRequest,
        response: { 200: okResponse(ZKioskRevokeAnswer) },
      },
      config: technician,
    },
    async (request) => {
      const device = await deviceById(db, request.body.id);
      if (!device) throw notFound('m1_err_device_not_found');
      // A portal device belongs to no one restaurant: only a technician of every venue (ir '') may revoke it.
      requireVenue(
        request,
        device.kind === 'restaurant' ? { ir: device.ir, il: device.il } : { ir: '', il: '' },
      );
      await revokeDevice(db, device.id, clock());
      return { ok: true as const, data: { revoked: true } };
    },
  );
}

function listedDevice(d: KioskDeviceRow) {
  return {
    id: d.id,
    kind: d.kind,
    name: d.name,
    ir: d.ir,
    il: d.il,
    dp: d.dp,
    portal: d.portal_id,
    revoked: d.revoked_at !== null,
    createdAt: d.created_at.toISOString(),
    lastSeenAt: d.last_seen_at?.toISOString() ?? null,
    version: d.app_version,
    printer: d.printer,
  };
}

/**
 * The device of a token, if it may work: unknown or revoked → 403; its restaurant (or, for a portal
 * device, the restaurant `ir` it names) switched off (app.active false) → 401.
 */
async function usableDevice(db: Queryable, token: string, portalIr = ''): Promise<KioskDeviceRow> {
  const device = await deviceByToken(db, token);
  if (!device || device.revoked_at) throw notAvailable();
  const ir = device.kind === 'restaurant' ? device.ir : portalIr;
  if (ir) {
    const profile = await restaurantProfile(db, ir);
    if (!profile?.app.active) throw inactive();
  }
  return device;
}

async function restaurantTarget(db: Queryable, ir: string, il: string, dp: string, nm: string) {
  const profile = await restaurantProfile(db, ir);
  if (!profile || profile.il !== il) throw notFound('m1_err_restaurant_not_found');
  if (!profile.kiosk) {
    throw new HttpError(409, 'no_kiosk_config', serverText('m1_err_no_kiosk_config'));
  }
  if (dp && dp !== KIOSK_DEFAULT_CONFIG_ID) throw notFound('m1_err_kiosk_config_not_found');
  return {
    kind: 'restaurant' as const,
    ir,
    il,
    dp: dp || KIOSK_DEFAULT_CONFIG_ID,
    name: nm || profile.kiosk.nombre,
  };
}

async function portalTarget(db: Queryable, id: string, nm: string) {
  const portal = await portalDoc(db, id);
  if (!portal) throw notFound('m1_err_portal_not_found');
  return { kind: 'portal' as const, portalId: id, name: nm || portal.nombre };
}

/** What the device stores once paired: KIOUSER for a restaurant, KIOPORTAL for a portal (spec/3 §3). */
async function pairedStatus(
  db: Queryable,
  device: KioskDeviceRow,
  token: string,
  now: Date,
): Promise<TKioskPairingStatus> {
  if (device.kind === 'restaurant') {
    const profile = await restaurantProfile(db, device.ir);
    if (!profile) throw notFound('m1_err_restaurant_not_found');
    return { status: 'paired', identity: kioskIdentity(profile, device, token) };
  }
  const portal = await portalDoc(db, device.portal_id);
  if (!portal) throw notFound('m1_err_portal_not_found');
  const locals = await portalRestaurants(db, portal.id);
  const record: TKioskPortal = {
    idPortal: portal.id,
    country: portal.pais,
    name: portal.nombre,
    idLocales: locals.filter((l) => l.kiosk).map((l) => ({ ir: l.ir, idTotem: KIOSK_DEFAULT_CONFIG_ID })),
    time: now.getTime(),
    to: token,
    iu: device.id,
  };
  return { status: 'paired-portal', portal: record };
}
