import { ANONYMOUS_HOLD_LIMITS } from '@comanda/domain';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { deviceByToken } from '../store/kiosk-devices.ts';
import { authenticate, tokenOf } from './auth.ts';

/** An anonymous cart's client address and what that address may hold (ANONYMOUS_HOLD_LIMITS, scaled). */
export type AnonymousHolder = { client: string; unitsPerItem: number; unitsInAll: number };

/**
 * Whose stock holds a request makes (issue 10 item 4): null for a signed-in diner or a paired kiosk (its
 * device token), otherwise the client address, under which anonymous holds are capped. A browser-mode
 * kiosk calls with its device token, so it is never capped. The caps are per address, so
 * COMANDA_RATE_LIMIT_SCALE raises them like the other per-address limits (end-to-end runs, benchmarks).
 */
export async function anonymousHolder(
  db: Queryable,
  request: FastifyRequest,
  now: Date,
): Promise<AnonymousHolder | null> {
  const token = tokenOf(request);
  if (token && ((await authenticate(request, now)) || (await deviceByToken(db, token)))) return null;
  const scale = request.server.httpSettings.clientLimitScale;
  return {
    client: request.ip,
    unitsPerItem: ANONYMOUS_HOLD_LIMITS.unitsPerItem * scale,
    unitsInAll: ANONYMOUS_HOLD_LIMITS.unitsInAll * scale,
  };
}
