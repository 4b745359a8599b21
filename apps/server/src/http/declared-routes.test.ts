import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { type Caller, describeCaller } from './caller.ts';
import { installDeclaredRoutes } from './declared-routes.ts';

/** Every route the app registers, seen the way fastify hands it to onRoute hooks (caller, schema). */
type SeenRoute = Pick<RouteOptions, 'method' | 'url' | 'config' | 'schema'>;
const registered = vi.hoisted(() => [] as SeenRoute[]);

// buildApp creates its own fastify instance: wrap the factory so that every instance records its routes.
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const factory = ((options: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    // Kept by reference: a plugin's own onRoute hook may still set the route's config after this one.
    app.addHook('onRoute', (route) => void registered.push(route as unknown as SeenRoute));
    return app;
  }) as typeof actual.default;
  return { ...actual, default: factory };
});

/** The API of spec/1 §7, spec/2 §7 and spec/3 §7 lives under these prefixes; all of it must be documented. */
const API_PREFIXES = ['/srv/', '/sapi/', '/search/', '/mw/', '/pay/'];

/**
 * API routes that answer no declared JSON contract, and why. Anything else under the API prefixes declares
 * its 200 answer, so a route cannot send a shape the clients do not parse.
 */
const UNDECLARED_ANSWERS: Record<string, string> = {
  'GET /srv/live': 'a WebSocket: its messages are described in the route (packages/domain contracts/live.ts)',
  'GET /srv/dev/outbox': 'development outbox, being moved out of the platform server',
  'GET /pay/mw/payments/paypayment':
    "the sandbox provider's HTML page, being moved out of the platform server",
  'POST /pay/mw/payments/paypayment':
    "the sandbox provider's HTML form, being moved out of the platform server",
  'GET /pay/cardreturn': "a redirect: where the card vault's form sends the browser back (issue 16 item 4)",
  'GET /pay/vault/sandbox/form': "the sandbox card vault's hosted form, an HTML page",
  'POST /pay/vault/sandbox/form': "the sandbox card vault's hosted form, a redirect or the page again",
};

type Operation = { 'x-caller'?: string; responses?: Record<string, unknown> };
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

const methodsOf = (route: SeenRoute) => [route.method].flat().filter((m) => m !== 'HEAD');
const isApi = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix));
/** fastify's /a/:id is OpenAPI's /a/{id}. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

describe('declared routes (issue 10 item 3: every route declares its contract and its caller)', () => {
  let db: Database;
  let app: FastifyInstance;
  /** The app's own routes, taken before any other app of this file records its own. */
  let routes: SeenRoute[];

  beforeAll(async () => {
    db = await createTestDatabase();
    app = await buildApp({ db });
    await app.ready();
    routes = registered.splice(0).filter((route) => route.method !== 'HEAD');
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('every registered route declares who may call it', () => {
    expect(routes.length).toBeGreaterThan(40);
    const undeclared = routes.filter((route) => !route.config?.caller).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
  });

  it('a route added without a caller stops the server at start', async () => {
    // The same installation buildApp makes, on a bare server: one route declares its caller, one forgets.
    const careless = Fastify();
    await installDeclaredRoutes(careless, { db, clock: () => new Date(), docs: false });
    careless.get('/srv/declarada', { config: { caller: 'anyone' } }, async () => ({ ok: true }));
    careless.get('/srv/olvidada', async () => ({ ok: true }));
    await expect(careless.ready()).rejects.toThrow(/config\.caller.*GET \/srv\/olvidada/);
    registered.splice(0);
  });

  it('every API route is in the OpenAPI document with its caller and its wire path', () => {
    const document = app.swagger() as unknown as OpenApiDocument;
    const api = routes.filter((route) => isApi(route.url));
    expect(api.length).toBeGreaterThan(35);
    const problems: string[] = [];
    for (const route of api) {
      const caller = route.config?.caller as Caller;
      for (const method of methodsOf(route)) {
        const operation = document.paths[openApiPath(route.url)]?.[method.toLowerCase()];
        if (!operation) problems.push(`${method} ${route.url}: falta en el documento`);
        else if (operation['x-caller'] !== describeCaller(caller))
          problems.push(`${method} ${route.url}: x-caller ${operation['x-caller']}`);
      }
    }
    expect(problems).toEqual([]);
    // The spec's wire names, as clients call them (spec/1 §7, spec/2 §7, spec/3 §7).
    for (const path of [
      '/srv/getrestomenu',
      '/srv/restosavailable',
      '/mw/comandaapp/createuserapp',
      '/sapi/perfiles',
    ])
      expect(document.paths).toHaveProperty([path]);
    expect(document.paths['/srv/staff/orders']?.get?.['x-caller']).toBe('staff:5000');
    expect(document.paths['/srv/kiosk/payment']?.post?.['x-caller']).toBe('device');
  });

  it('every API route declares its answer, except the few that answer no JSON contract', () => {
    const undeclared = routes
      .filter((route) => isApi(route.url))
      .flatMap((route) => methodsOf(route).map((method) => ({ route, name: `${method} ${route.url}` })))
      .filter(
        ({ route, name }) =>
          !(route.schema?.response as Record<number, unknown>)?.[200] && !(name in UNDECLARED_ANSWERS),
      )
      .map(({ name }) => name);
    expect(undeclared).toEqual([]);
  });

  it('the OpenAPI document is valid OpenAPI 3.1', async () => {
    const result = await new Validator().validate(app.swagger() as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('serves the document at /docs/json and Swagger UI at /docs', async () => {
    const json = await app.inject({ method: 'GET', url: '/docs/json' });
    expect(json.statusCode).toBe(200);
    const served = json.json() as OpenApiDocument;
    expect(served.openapi).toBe('3.1.0');
    expect(Object.keys(served.paths)).toEqual(
      Object.keys((app.swagger() as unknown as OpenApiDocument).paths),
    );
    const ui = await app.inject({ method: 'GET', url: '/docs' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});
