import { fileURLToPath } from 'node:url';
import type { VirtualPrinter } from '@comanda/printing';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from './db/database.ts';
import { DEMO_DIR } from './demo/catalog-folder.ts';
import { installSessions } from './http/auth.ts';
import { installDeclaredRoutes } from './http/declared-routes.ts';
import { installErrorHandler } from './http/errors.ts';
import { type HttpSettings, readHttpSettings } from './http/http-settings.ts';
import { logSerializers } from './http/log-redaction.ts';
import { installRateLimits } from './http/rate-limits.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { accountRoutes } from './routes/accounts.ts';
import { cartStockRoutes } from './routes/cart-stock.ts';
import { checkInRoutes } from './routes/checkin.ts';
import { devOutboxRoutes } from './routes/dev-outbox.ts';
import { healthRoutes } from './routes/health.ts';
import { kioskBrowserHostRoutes } from './routes/kiosk-browser-host.ts';
import { kioskPairingRoutes } from './routes/kiosk-pairing.ts';
import { liveRoutes } from './routes/live.ts';
import { menuRoutes } from './routes/menu.ts';
import { orderRoutes } from './routes/orders.ts';
import { printRoutes } from './routes/orders-print.ts';
import { paymentRoutes } from './routes/payments.ts';
import { printerPageRoutes } from './routes/printer-page.ts';
import { restaurantRoutes } from './routes/restaurants.ts';
import { searchRoutes } from './routes/search.ts';
import { staffOrderRoutes } from './routes/staff-orders.ts';
import { staticRoutes } from './routes/static.ts';

/** The kiosk device services in browser mode, as the server sees them. */
export type KioskHost = {
  /** `device` picks one of the host's devices (browser mode serves several); absent = the default one. */
  invoke(channel: string, payload: unknown, device?: string): Promise<unknown>;
  close(): Promise<void>;
};

export type AppDeps = {
  db: Database;
  /** The clock rules read; tests fix it. */
  clock: () => Date;
  webDist: string;
  kioskDist: string;
  /** URL prefix → folder of images. */
  mediaDirs: Record<string, string>;
  /** Set once the server listens (the host calls the server back over HTTP). */
  kioskHost: () => KioskHost | undefined;
  /** SMTP when configured; the development outbox otherwise. */
  mailer: Mailer;
  /** The public origin diners reach the site at: order QR codes on tickets point there. */
  publicUrl: string;
  /** The embedded virtual printer whose tickets /printer shows (null when off or its port was taken). */
  virtualPrinter: () => VirtualPrinter | null;
  /** Swagger UI at /docs and the OpenAPI document at /docs/json. */
  apiDocs: boolean;
  /** Live WebSocket ping and heartbeat interval; LIVE_HEARTBEAT_MS unless a test wants seconds. */
  liveHeartbeatMs?: number;
  /** Client address behind proxies, per-address limit scale, production (README 'Configuration'). */
  http: HttpSettings;
};

const repoPath = (relative: string) => fileURLToPath(new URL(`../../../${relative}`, import.meta.url));

export const defaultPaths = {
  webDist: repoPath('apps/web/dist'),
  kioskDist: repoPath('apps/kiosk/dist-browser'),
  mediaDirs: { '/media/demo/': `${DEMO_DIR}/images` },
};

export async function buildApp(
  deps: Partial<AppDeps> & Pick<AppDeps, 'db'>,
  options: { logLevel?: string; logStream?: { write(line: string): void } } = {},
): Promise<FastifyInstance> {
  const full: AppDeps = {
    clock: () => new Date(),
    kioskHost: () => undefined,
    mailer: createMailer(undefined),
    publicUrl: 'http://localhost:8080',
    virtualPrinter: () => null,
    apiDocs: true,
    http: readHttpSettings(process.env),
    ...defaultPaths,
    ...deps,
  };
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'silent',
      serializers: logSerializers,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: 1_048_576,
    trustProxy: full.http.trustProxy,
  });
  installErrorHandler(app);
  app.decorate('httpSettings', full.http);
  await installSecurityHeaders(app, { production: full.http.production });
  await installRateLimits(app, { clientLimitScale: full.http.clientLimitScale });
  await installSessions(app, full.db);
  await installDeclaredRoutes(app, { db: full.db, clock: full.clock, docs: full.apiDocs });
  await healthRoutes(app, full);
  await restaurantRoutes(app, full);
  await menuRoutes(app, full);
  await searchRoutes(app, full);
  await cartStockRoutes(app, full);
  await liveRoutes(app, full);
  await accountRoutes(app, full);
  await devOutboxRoutes(app, full);
  await kioskPairingRoutes(app, full);
  await kioskBrowserHostRoutes(app, full);
  await orderRoutes(app, full);
  await checkInRoutes(app, full);
  await paymentRoutes(app, full);
  await staffOrderRoutes(app, full);
  await printRoutes(app, full);
  await printerPageRoutes(app, full);
  await staticRoutes(app, full);
  return app;
}
