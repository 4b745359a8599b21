import {
  findTable,
  KIOSK_DEFAULT_CONFIG_ID,
  Module,
  type TKioskIdentity,
  type TKioskPairingStatus,
  type TKioskPortal,
  ZKioskCodeRequest,
  ZKioskPairingQuery,
  ZKioskTableQuery,
  ZKioskTokenRefresh,
  ZKioskVerifyRequest,
  ZPortalRestaurantsQuery,
} from '@comanda/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { AppDeps } from '../app.ts';
import type { Queryable } from '../db/database.ts';
import { requireRole, tokenOf } from '../http/auth.ts';
import { HttpError, notFound } from '../http/errors.ts';
import {
  deviceByToken,
  issueKioskCode,
  type KioskDeviceRow,
  listDevices,
  pollPairing,
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

/** spec/3 §4 'Kiosk errors': 401 goes to KioskError/inactive, 403 to KioskError/notAvailable. */
const inactive = () =>
  new HttpError(401, 'inactive', 'Momentáneamente, este restaurante se encuentra fuera de servicio.');
const notAvailable = () =>
  new HttpError(403, 'not_available', 'Momentáneamente, este dispositivo se encuentra fuera de servicio.');

/**
 * Kiosk pairing and the kiosk's own calls (spec/3 §4 'Kiosk pairing', §5, §7): the device asks for a
 * code and polls; a technician (module 9000) verifies it; the device then refreshes its token, checks
 * it may sell, checks locator numbers and lists a portal's restaurants.
 */
export async function kioskPairingRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  app.post('/srv/kiosk/code', { config: { caller: 'anyone' } }, async (request) => {
    const { iu } = ZKioskCodeRequest.parse(request.body ?? {});
    return { ok: true, data: await issueKioskCode(db, iu ?? '', clock()) };
  });

  app.get('/srv/kiosk/pairing', { config: { caller: 'anyone' } }, async (request) => {
    const { pid } = ZKioskPairingQuery.parse(request.query);
    const now = clock();
    const poll = await pollPairing(db, pid, now);
    if (poll.status !== 'paired') return { ok: true, data: poll satisfies TKioskPairingStatus };
    return { ok: true, data: await pairedStatus(db, poll.device, poll.token, now) };
  });

  app.post('/srv/kiosk/verify', { config: { caller: { staff: Module.admin } } }, async (request) => {
    const body = ZKioskVerifyRequest.parse(request.body ?? {});
    const now = clock();
    const venue = body.ir && body.il ? { ir: body.ir, il: body.il } : undefined;
    const session = await requireRole(db, request, now, Module.admin, venue);
    const target = venue
      ? await restaurantTarget(db, venue.ir, venue.il, body.dp, body.nm)
      : await portalTarget(db, body.portal!, body.nm);
    const result = await verifyKioskCode(db, body.code, target, session.userId, now);
    if (!result.ok) {
      throw result.reason === 'expired'
        ? new HttpError(410, 'kiosk_code_expired', 'El código expiró: el dispositivo ya muestra uno nuevo')
        : new HttpError(
            404,
            'kiosk_code_unknown',
            'Código no encontrado o ya usado. Revisa el código en la pantalla del dispositivo',
          );
    }
    const { device } = result;
    return { ok: true, data: { deviceId: device.id, kind: device.kind, name: device.name } };
  });

  /** spec/3 §7: POST with xiu, kiosId, ir, il, token, tt 4 refreshes the device token. */
  app.post('/srv/kiosk/token', { config: { caller: 'anyone' } }, async (request) => {
    const body = ZKioskTokenRefresh.parse(request.body ?? {});
    const now = clock();
    const device = await usableDevice(db, body.token, request);
    if (device.id !== body.xiu) throw notAvailable();
    const to = await rotateDeviceToken(db, device.id, now);
    return { ok: true, data: { to, issuedAt: now.getTime() } };
  });

  /** Whether this device may sell now; a portal device names the restaurant it is about to open (ir). */
  app.get('/srv/kiosk/device', { config: { caller: 'anyone' } }, async (request) => {
    const token = tokenOf(request);
    if (!token) throw notAvailable();
    const device = await usableDevice(db, token, request);
    return { ok: true, data: { ok: true, kind: device.kind } };
  });

  /** A locator number checked against the restaurant's tables (spec/3 §5 'Table number'). */
  app.get('/srv/kiosk/table', { config: { caller: 'anyone' } }, async (request) => {
    const { irl, mesa } = ZKioskTableQuery.parse(request.query);
    const [ir, il] = irl.split('-') as [string, string];
    const profile = await restaurantProfile(db, ir);
    if (!profile || profile.il !== il) throw notFound('Restaurante no encontrado');
    const table = findTable(profile.tables, mesa);
    if (!table) throw new HttpError(404, 'table_not_found', 'Mesa no encontrada');
    return { ok: true, data: { id: table.id, nm: table.nm } };
  });

  /** GET /srv/restosportales (spec/3 §7: amb, pais, ipr, kio): a portal's restaurants. */
  app.get('/srv/restosportales', { config: { caller: 'anyone' } }, async (request) => {
    const { ipr, pais } = ZPortalRestaurantsQuery.parse(request.query);
    const portal = await portalDoc(db, ipr);
    if (!portal || portal.pais !== pais) throw notFound('Portal no encontrado');
    const restaurants = await portalRestaurants(db, ipr);
    return {
      ok: true,
      data: { idPortal: portal.id, nombre: portal.nombre, nombreTrad: portal.nombreTrad, restaurants },
    };
  });

  /** Where a technician can pair a device: restaurants with their kiosk configuration, and portals. */
  app.get('/srv/kiosk/venues', { config: { caller: { staff: Module.admin } } }, async (request) => {
    await requireRole(db, request, clock(), Module.admin);
    const restaurants = (await allRestaurantProfiles(db)).map((p) => ({
      ir: p.ir,
      il: p.il,
      nombre: p.nombre,
      simpleId: p.simpleId,
      active: p.app.active,
      configs: p.kiosk ? [{ dp: KIOSK_DEFAULT_CONFIG_ID, nombre: p.kiosk.nombre }] : [],
    }));
    const portals = (await allPortals(db)).map((p) => ({ id: p.id, nombre: p.nombre, pais: p.pais }));
    return { ok: true, data: { restaurants, portals } };
  });

  app.get('/srv/kiosk/devices', { config: { caller: { staff: Module.admin } } }, async (request) => {
    await requireRole(db, request, clock(), Module.admin);
    const rows = await listDevices(db);
    return {
      ok: true,
      data: rows.map((d) => ({
        id: d.id,
        kind: d.kind,
        name: d.name,
        ir: d.ir,
        il: d.il,
        dp: d.dp,
        portal: d.portal_id,
        revoked: d.revoked_at !== null,
        createdAt: d.created_at.toISOString(),
      })),
    };
  });

  app.post('/srv/kiosk/revoke', { config: { caller: { staff: Module.admin } } }, async (request) => {
    const now = clock();
    await requireRole(db, request, now, Module.admin);
    const { id } = z.object({ id: z.string().min(1) }).parse(request.body ?? {});
    if (!(await revokeDevice(db, id, now))) throw notFound('Dispositivo no encontrado');
    return { ok: true, data: { revoked: true } };
  });
}

/**
 * The device of a token, if it may work: unknown or revoked → 403; its restaurant (or, for a portal
 * device, the restaurant named by ?ir=) switched off (app.active false) → 401.
 */
async function usableDevice(db: Queryable, token: string, request: FastifyRequest): Promise<KioskDeviceRow> {
  const device = await deviceByToken(db, token);
  if (!device || device.revoked_at) throw notAvailable();
  const query = request.query as Record<string, unknown>;
  const ir = device.kind === 'restaurant' ? device.ir : typeof query.ir === 'string' ? query.ir : '';
  if (ir) {
    const profile = await restaurantProfile(db, ir);
    if (!profile?.app.active) throw inactive();
  }
  return device;
}

async function restaurantTarget(db: Queryable, ir: string, il: string, dp: string, nm: string) {
  const profile = await restaurantProfile(db, ir);
  if (!profile || profile.il !== il) throw notFound('Restaurante no encontrado');
  if (!profile.kiosk) {
    throw new HttpError(409, 'no_kiosk_config', 'Este restaurante no tiene una configuración de kiosco');
  }
  if (dp && dp !== KIOSK_DEFAULT_CONFIG_ID) throw notFound('Configuración de kiosco no encontrada');
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
  if (!portal) throw notFound('Portal no encontrado');
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
    if (!profile) throw notFound('Restaurante no encontrado');
    const identity: TKioskIdentity = {
      ir: profile.ir,
      il: profile.il,
      dk: profile.dk,
      nm: device.name,
      dp: device.dp,
      iu: device.id,
      to: token,
      pa: profile.pais,
      sid: profile.simpleId,
      amb: 'PROD',
    };
    return { status: 'paired', identity };
  }
  const portal = await portalDoc(db, device.portal_id);
  if (!portal) throw notFound('Portal no encontrado');
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
