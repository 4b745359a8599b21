import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import type { AppDeps } from '../app-deps.ts';
import type { Database } from '../db/database.ts';
import { readCatalogFolder } from '../demo/catalog-folder.ts';
import type { HttpSettings } from '../http/http-settings.ts';
import { type Catalog, importCatalog } from '../store/catalog-import.ts';
import { createTestDatabase } from './test-database.ts';

/** The demo catalog, read once per test file: tests take their ids from it instead of repeating them. */
export const demo: Catalog = readCatalogFolder(
  new URL('../../../../resources/demo', import.meta.url).pathname,
);

export type TestApp = { app: FastifyInstance; db: Database; close(): Promise<void> };

/**
 * Every test request comes from 127.0.0.1, like the end-to-end runs: per-address limits are raised unless a
 * test asks for the real ones (`http`). Per-e-mail, per-cart and per-token limits are never raised.
 */
const testHttp: HttpSettings = { trustProxy: false, clientLimitScale: 100, production: false };

/** A server on a fresh database loaded with the demo catalog; `at` fixes the clock, `clock` moves it. */
export async function createTestApp(
  options: {
    at?: Date;
    clock?: () => Date;
    http?: Partial<HttpSettings>;
    logStream?: { write(line: string): void };
    /** false: a platform without the sandbox payment provider, as production runs by default. */
    sandboxPayments?: boolean;
    /** The site's public address (COMANDA_PUBLIC_URL), printed in QR codes; the default's otherwise. */
    publicUrl?: string;
    /** The geocoder and map tiles (issue 16 item 3); the sandbox geocoder and no tiles otherwise. */
    geo?: AppDeps['geo'];
    /** The exchange-rates adapter (issue 18 item 7); the sandbox rates otherwise, null for none. */
    rates?: AppDeps['rates'];
    /** Social sign-in's providers (issue 16 item 1); none otherwise. */
    social?: AppDeps['social'];
  } = {},
): Promise<TestApp> {
  const db = await createTestDatabase();
  await importCatalog(db, demo);
  const clock = options.clock ?? (() => options.at ?? new Date());
  const http = { ...testHttp, ...options.http };
  const app = await buildApp(
    {
      db,
      clock,
      http,
      ...(options.sandboxPayments === false ? { sandboxPayments: false } : {}),
      ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
      ...(options.geo ? { geo: options.geo } : {}),
      ...(options.rates !== undefined ? { rates: options.rates } : {}),
      ...(options.social ? { social: options.social } : {}),
    },
    options.logStream ? { logLevel: 'info', logStream: options.logStream } : {},
  );
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
    },
  };
}
