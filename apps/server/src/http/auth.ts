import { roleCoversVenue, type TRoleProfile } from '@comanda/domain';
import { serverText } from '@comanda/i18n/server-text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database, Queryable } from '../db/database.ts';
import { rolesFor, type Session } from '../store/accounts.ts';
import { createSessionCache, type SessionCache } from '../store/session-cache.ts';
import { HttpError } from './errors.ts';

/** The session token of a request: the bearer header, or xtot1 (spec/3 §7 request conventions). */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim() || undefined;
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.xtot1 === 'string' && query.xtot1 ? query.xtot1 : undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Who a session token is (see store/session-cache.ts). */
    sessions: SessionCache;
  }
}

/** Gives the app its session lookup, kept in memory where that is exact (see store/session-cache.ts). */
export async function installSessions(app: FastifyInstance, db: Database): Promise<void> {
  const sessions = createSessionCache(db);
  await sessions.start();
  app.decorate('sessions', sessions);
  app.addHook('onClose', () => sessions.stop());
}

/** The session of the request's token, or null. */
export async function authenticate(request: FastifyRequest, now: Date): Promise<Session | null> {
  const token = tokenOf(request);
  return token ? request.server.sessions.find(token, now) : null;
}

/** A signed-in account, or 401 (spec/3 §7: calls that carry a user id need a logged-in profile). */
export async function requireSession(request: FastifyRequest, now: Date): Promise<Session> {
  const session = await authenticate(request, now);
  if (!session) throw new HttpError(401, 'unauthorized', serverText('m1_err_sign_in_needed'));
  return session;
}

/**
 * A staff session of `module` with a role for the venue (rows with ir '' serve every venue), or 403
 * (spec/3 §4 'Staff gating': module above 2000 requires a matching role profile).
 */
export async function requireRole(
  db: Queryable,
  request: FastifyRequest,
  now: Date,
  module: number,
  venue?: { ir: string; il: string },
): Promise<Session & { roles: TRoleProfile[] }> {
  const session = await requireSession(request, now);
  const roles = (await rolesFor(db, session.userId, module)).filter(
    (r) => !venue || roleCoversVenue(r, venue),
  );
  if (session.module !== module || roles.length === 0) throw forbidden();
  return { ...session, roles };
}

const forbidden = () => new HttpError(403, 'forbidden', serverText('m1_err_forbidden_module'));

/**
 * The staff caller's roles (checked by the caller hook for the route's module) cover this venue, or 403.
 * The venue comes from the request, so the handler asks once it knows it.
 */
export function requireVenue(request: FastifyRequest, venue: { ir: string; il: string }): void {
  if (!request.who.roles.some((role) => roleCoversVenue(role, venue))) throw forbidden();
}
