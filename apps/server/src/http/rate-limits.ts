import { createHash } from 'node:crypto';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { tokenOf } from './auth.ts';
import { LIMITS, type Limit, type LimitEntry, type LimitKey } from './limits.ts';
import { tooMany } from './too-many.ts';

type Check = (
  request: FastifyRequest,
) => Promise<{ exceeded: false } | { exceeded: true; retryAfter: number }>;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Body fields are read only where the limit needs them: such limits run once the body is parsed. */
const fromBody = (key: LimitKey) => key === 'email' || key === 'cart';

function bodyField(request: FastifyRequest, field: string): string | undefined {
  const value = (request.body as Record<string, unknown> | null | undefined)?.[field];
  return typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : undefined;
}

/** The counter a request falls in; a request without the field counts under its address. */
function keyOf(per: LimitKey, request: FastifyRequest): string {
  const field =
    per === 'email'
      ? // `em` on the sign-in calls, `email` on POST /sapi/pwdreset (spec/2 §7's names).
        (bodyField(request, 'em') ?? bodyField(request, 'email'))
      : per === 'cart'
        ? bodyField(request, 'cartId')
        : per === 'token'
          ? tokenOf(request)
          : undefined;
  // Tokens are counted by their hash so that no token sits in memory longer than its request.
  if (field !== undefined) return `${per}:${per === 'token' ? sha256(field) : field}`;
  return `address:${request.ip}`;
}

/**
 * Attaches the limits of `http/limits.ts` to their routes (issue 10 item 4) with @fastify/rate-limit's
 * counters. One hook per route and phase checks all of its limits: the plugin's own `app.rateLimit()`
 * hooks run only the first of several on one request, and a route here has two (per e-mail and per
 * address, say). A refusal is the server's envelope, 429 `rate_limited` with `Retry-After` in seconds.
 * A table entry that names no registered route stops the start (onReady), as a misspelt limit would
 * otherwise protect nothing.
 */
export async function installRateLimits(
  app: FastifyInstance,
  { clientLimitScale, table = LIMITS }: { clientLimitScale: number; table?: LimitEntry[] },
): Promise<void> {
  await app.register(fastifyRateLimit, { global: false });
  const byRoute = new Map(table.map((entry) => [entry.route, entry]));
  const attached = new Set<string>();

  const checkOf = (entry: LimitEntry, limit: Limit): Check => {
    // A client's own counters (its address, its token) may be raised; an e-mail's or a cart's never are.
    const scaled = limit.per === 'address' || limit.per === 'token';
    const max = scaled ? Math.round(limit.max * clientLimitScale) : limit.max;
    const count = app.createRateLimit({
      max,
      timeWindow: limit.windowSeconds * 1000,
      keyGenerator: (request) => `${entry.route} ${keyOf(limit.per, request)}`,
    });
    return async (request) => {
      const result = await count(request);
      if (result.isAllowed || !result.isExceeded) return { exceeded: false };
      return { exceeded: true, retryAfter: Math.max(1, result.ttlInSeconds) };
    };
  };

  const hookOf = (checks: Check[]): onRequestHookHandler =>
    async function rateLimit(request) {
      // Every limit counts the request, so a refused caller cannot slip through on the other counter.
      const results = await Promise.all(checks.map((check) => check(request)));
      const waits = results.flatMap((r) => (r.exceeded ? [r.retryAfter] : []));
      if (waits.length === 0) return;
      throw tooMany(Math.max(...waits));
    };

  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      const entry = byRoute.get(`${method} ${route.url}`);
      if (!entry) continue;
      attached.add(entry.route);
      const early = entry.limits.filter((l) => !fromBody(l.per)).map((l) => checkOf(entry, l));
      const late = entry.limits.filter((l) => fromBody(l.per)).map((l) => checkOf(entry, l));
      if (early.length > 0) route.onRequest = [...hooksOf(route.onRequest), hookOf(early)];
      if (late.length > 0) route.preValidation = [...hooksOf(route.preValidation), hookOf(late)];
    }
  });

  app.addHook('onReady', async () => {
    const unknown = table
      .filter((entry) => !entry.surface && !attached.has(entry.route))
      .map((entry) => entry.route);
    if (unknown.length > 0)
      throw new Error(`Límites para rutas que no existen (http/limits.ts): ${unknown.join(', ')}`);
  });
}

// biome-ignore lint/suspicious/noExplicitAny: route hooks come in as one function, an array or nothing.
const hooksOf = (hooks: any): any[] => (hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks]);
