import { type TRoleProfile, ZFlag } from '@comanda/domain';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { Queryable } from '../db/database.ts';
import type { Session } from '../store/accounts.ts';
import { deviceByToken, type KioskDeviceRow } from '../store/kiosk-devices.ts';
import { authenticate, requireRole, requireSession, tokenOf } from './auth.ts';
import { requireDevice } from './device.ts';

/**
 * Who may call a route, declared on the route (`config.caller`) and enforced by one hook, so a route
 * cannot forget it (spec/1 §6, spec/2 §6, spec/3 §4 'Staff gating', §6 Roles):
 * - 'anyone': anonymous; a handler may still read an optional session with `authenticate`.
 * - 'diner': a signed-in account (spec/3 §7: calls that carry a user id need a logged-in profile).
 * - 'device': a paired restaurant kiosk by its device token.
 * - 'diner-or-device': kio=1 in the query makes it a device call (the kiosk orders as the guest, spec/3
 *   §5); otherwise a signed-in diner.
 * - { staff }: a staff session of that module with a role (rows for one venue are checked by the handler
 *   with `requireVenue`, since the venue is in the request); with `orDevice`, a paired device's token too.
 *   A list of modules takes a session of any of them, with that module's rows (the kitchen screens are
 *   managed from the board and from the back office, issue 13 item 2).
 */
export type Caller =
  | 'anyone'
  | 'diner'
  | 'device'
  | 'diner-or-device'
  | { staff: number | readonly number[]; orDevice?: true };

/** What the hook learned of the caller, for the handler. */
export type Who = {
  session: Session | null;
  device: KioskDeviceRow | null;
  roles: TRoleProfile[];
};

declare module 'fastify' {
  interface FastifyContextConfig {
    caller?: Caller;
  }
  interface FastifyRequest {
    who: Who;
  }
}

/** How a caller reads in the OpenAPI document (`x-caller`) and in error messages of the route walk. */
export function describeCaller(caller: Caller): string {
  if (typeof caller === 'string') return caller;
  return `staff:${[caller.staff].flat().join('|')}${caller.orDevice ? ' or device' : ''}`;
}

/**
 * Every route must declare its caller: a route without one stops the server at start (app.ready fails, and
 * so does the test that walks every route), instead of answering anyone.
 */
export function requireDeclaredCallers(app: FastifyInstance): void {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routes.push(route));
  app.addHook('onReady', async () => {
    const undeclared = routes.filter((route) => !route.config?.caller);
    if (undeclared.length > 0) {
      const names = undeclared.map((route) => `${route.method} ${route.url}`).join(', ');
      throw new Error(`Rutas que no declaran quién puede llamarlas (config.caller): ${names}`);
    }
  });
}

/**
 * Registers a file-serving plugin (built sites, images, Swagger UI), whose routes it declares itself and
 * which are public by nature: every route it adds is declared 'anyone'.
 */
export async function registerPublicFiles(
  app: FastifyInstance,
  register: (scope: FastifyInstance) => PromiseLike<unknown>,
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      route.config = { ...route.config, caller: 'anyone' };
    });
    await register(scope);
  });
}

/** The one hook that checks the declared caller before validation and the handler run. */
export function enforceCallers(app: FastifyInstance, db: Queryable, clock: () => Date): void {
  app.decorateRequest('who', null as unknown as Who);
  app.addHook('preValidation', async (request) => {
    const caller = request.routeOptions.config.caller ?? 'anyone';
    request.who = await identify(db, request, clock(), caller);
  });
}

async function identify(db: Queryable, request: FastifyRequest, now: Date, caller: Caller): Promise<Who> {
  const nobody: Who = { session: null, device: null, roles: [] };
  if (caller === 'anyone') return nobody;
  if (caller === 'device' || (caller === 'diner-or-device' && kioskCall(request))) {
    return { ...nobody, device: await requireDevice(db, request) };
  }
  if (caller === 'diner' || caller === 'diner-or-device') {
    return { ...nobody, session: await requireSession(request, now) };
  }
  if (caller.orDevice && (await isDeviceToken(db, request))) {
    return { ...nobody, device: await requireDevice(db, request) };
  }
  const { roles, ...session } = await requireRole(db, request, now, await staffModule(request, now, caller));
  return { ...nobody, session, roles };
}

/** The module a staff route checks the session against: the session's own when the route takes several. */
async function staffModule(
  request: FastifyRequest,
  now: Date,
  caller: { staff: number | readonly number[] },
) {
  if (typeof caller.staff === 'number') return caller.staff;
  const session = await authenticate(request, now);
  return session && caller.staff.includes(session.module) ? session.module : caller.staff[0]!;
}

async function isDeviceToken(db: Queryable, request: FastifyRequest): Promise<boolean> {
  const token = tokenOf(request);
  return token !== undefined && (await deviceByToken(db, token)) !== null;
}

/** kio=1 (or true) in the query: a kiosk's call (spec/3 §7 'Kiosk calls carry kio'). */
function kioskCall(request: FastifyRequest): boolean {
  const kio = (request.query as Record<string, unknown> | undefined)?.kio;
  return ZFlag.safeParse(kio ?? false).data === true;
}

/** The caller's session; only on routes declared for signed-in callers. */
export function sessionOf(request: FastifyRequest): Session {
  const { session } = request.who;
  if (!session) throw new Error(`${request.routeOptions.url}: sin sesión; ¿declara un caller con sesión?`);
  return session;
}

/** The caller's device; only on routes declared for devices. */
export function deviceOf(request: FastifyRequest): KioskDeviceRow {
  const { device } = request.who;
  if (!device) throw new Error(`${request.routeOptions.url}: sin dispositivo; ¿declara caller 'device'?`);
  return device;
}
