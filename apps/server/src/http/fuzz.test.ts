import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import { bearer, pairKiosk } from '../routes/orders-fixtures.ts';
import { importCatalog } from '../store/catalog-import.ts';
import { KNOWN_FIELDS } from '../testing/fuzz-seeds.ts';
import { type HostileRequest, hostileRequests, type Seed } from '../testing/hostile-requests.ts';
import { exampleOf, type Operation, operationsOf } from '../testing/openapi-operations.ts';
import { signIn } from '../testing/sign-in.ts';
import { demo } from '../testing/test-app.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { installWriteLog } from '../testing/write-log.ts';

/**
 * Issue 10 item 8, proof: every route of the OpenAPI document gets malformed and hostile input (wrong types,
 * huge strings, NUL and lone surrogates, integers beyond their column, NaN and infinities, `__proto__` keys,
 * deep nesting, invalid JSON, 10 MB bodies, seeded random mutations of a valid request). No answer is a 5xx,
 * the process stays up, and a refused request writes nothing. Runs on PGlite, and on PostgreSQL with
 * COMANDA_TEST_DATABASE_URL.
 */

/** Same seed, same requests: a failure names the request that replays it. */
const RANDOM_SEED = 20261124;
const MUTATIONS_PER_ROUTE = 12;

/**
 * Refusals that legitimately write: a wrong login code counts a try (spec/2 §5: a code dies after 5 wrong
 * tries), so a 401 of the login may change login_codes and nothing else.
 */
const WRITES_WHEN_REFUSED: Record<string, string[]> = { 'POST /srv/security/login': ['login_codes'] };

let t: { app: FastifyInstance; db: Database };
let tokens: Record<string, string>;
let known: Record<string, unknown>;
/** A built site of one page, so that the site and kiosk pages answer as they do once built. */
const site = mkdtempSync(join(tmpdir(), 'comanda-fuzz-site-'));

beforeAll(async () => {
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>Comanda</title>');
  const db = await createTestDatabase();
  await importCatalog(db, demo);
  // Per-client rate limits raised (as for benchmarks): thousands of requests from one address should reach
  // the contracts, not stop at 429. Per-e-mail and per-cart limits stay, and answer 429 as they should.
  const http = { trustProxy: false, clientLimitScale: 1000, production: false };
  t = { db, app: await buildApp({ db, webDist: site, kioskDist: site, http }) };
  const diner = await signIn(t.app, 'fuzz@example.com');
  const kitchen = await signIn(t.app, 'cocina@comanda.demo', 5000);
  const technician = await signIn(t.app, 'tecnico@comanda.demo', 9000);
  const kiosk = await pairKiosk(t.app);
  // Requests name the paired kiosk, so that a print reaches the print outbox.
  known = { ...KNOWN_FIELDS, device: kiosk.id };
  const device = kiosk.token;
  tokens = {
    diner,
    'diner-or-device': diner,
    device,
    'staff:5000': kitchen,
    'staff:5000 or device': kitchen,
    'staff:9000': technician,
    // The kitchen screens' list and revoke: the board's kitchen managers and the back office's admins.
    'staff:5000|9000': technician,
  };
});
afterAll(async () => {
  await t?.app.close();
  await t?.db.close();
  rmSync(site, { recursive: true, force: true });
});

function seedOf(operation: Operation): Seed {
  const query = Object.fromEntries(
    operation.query.map((p) => [p.name, String(exampleOf(p.schema, known, p.name))]),
  );
  return { query, body: operation.body ? exampleOf(operation.body, known) : undefined };
}

describe('hostile input, driven by the OpenAPI document', () => {
  it('answers every malformed request with a readable 4xx, writes nothing and stays up', async () => {
    await t.app.ready();
    const operations = operationsOf(t.app.swagger());
    expect(operations.length).toBeGreaterThan(30);
    const { takeWrites } = await installWriteLog(t.db);

    const failures: string[] = [];
    let sent = 0;
    const statuses: Record<number, number> = {};
    const started = Date.now();
    for (const [index, operation] of operations.entries()) {
      const route = `${operation.method} ${operation.path}`;
      const token = tokens[operation.caller];
      const auth: Record<string, string> = token ? bearer(token) : {};
      const requests = hostileRequests(operation, seedOf(operation), {
        auth,
        mutations: MUTATIONS_PER_ROUTE,
        randomSeed: RANDOM_SEED + index,
      });
      for (const request of requests) {
        const answer = await send(request);
        sent++;
        statuses[answer.statusCode] = (statuses[answer.statusCode] ?? 0) + 1;
        const problem = judge(answer, await takeWrites(), route);
        if (problem) failures.push(`${route} — ${request.what}: ${problem}`);
      }
    }
    const elapsed = Date.now() - started;
    console.info(`fuzz: ${sent} requests over ${operations.length} routes in ${elapsed} ms`, statuses);
    // Most answers are the contract's 400: the fuzz reaches validation instead of stopping at sign-in.
    expect(statuses[400] ?? 0).toBeGreaterThan(sent / 2);

    expect(
      failures.length,
      failures
        .slice(0, 60)
        .map((f) => f.slice(0, 160))
        .join('\n'),
    ).toBe(0);
    const health = await t.app.inject({ method: 'GET', url: '/srv/health' });
    expect(health.statusCode).toBe(200);
    expect(Object.hasOwn(Object.prototype, 'polluted')).toBe(false);
  }, 300_000);
});

async function send(request: HostileRequest) {
  return t.app.inject({
    method: request.method,
    url: request.url,
    headers: request.headers,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
  });
}

/** What is wrong with an answer: a 5xx, a refusal without a readable message, or a refusal that wrote. */
function judge(
  answer: { statusCode: number; headers: Record<string, unknown>; body: string },
  changed: string[],
  route: string,
): string | null {
  const { statusCode } = answer;
  if (statusCode >= 500) return `${statusCode} ${answer.body.slice(0, 200)}`;
  if (statusCode < 400) return null;
  const allowed = WRITES_WHEN_REFUSED[route] ?? [];
  const written = changed.filter((table) => !allowed.includes(table));
  if (written.length > 0) return `${statusCode} but wrote ${written.join(', ')}`;
  if (String(answer.headers['content-type']).startsWith('application/json')) {
    const message = (JSON.parse(answer.body) as { error?: { message?: unknown } }).error?.message;
    if (typeof message !== 'string' || message.length === 0) return `${statusCode} without a message`;
  }
  return null;
}
