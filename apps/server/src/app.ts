import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import type { SocialProviderSetting } from './config-social.ts';
import type { RatesSource } from './currency/rates-source.ts';
import { createSandboxRates } from './currency/sandbox-rates.ts';
import type { Database } from './db/database.ts';
import { DEMO_DIR } from './demo/catalog-folder.ts';
import type { Geocoder } from './geo/geocoder.ts';
import { createSandboxGeocoder } from './geo/sandbox.ts';
import { installSessions } from './http/auth.ts';
import { installCompression } from './http/compression.ts';
import { installDeclaredRoutes } from './http/declared-routes.ts';
import { installErrorHandler } from './http/errors.ts';
import { type HttpSettings, readHttpSettings } from './http/http-settings.ts';
import { logSerializers } from './http/log-redaction.ts';
import { installRateLimits } from './http/rate-limits.ts';
import { installJsonBodyParser, requestShapeOptions } from './http/request-shape.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import type { CardVault } from './payments/card-vault.ts';
import { createSandboxVault } from './payments/sandbox-vault.ts';
import { accountPasswordRoutes } from './routes/account-passwords.ts';
import { accountRoutes } from './routes/accounts.ts';
import { addressDeliveryRoutes } from './routes/address-delivery.ts';
import { backOfficeMenuRoutes } from './routes/back-office-menu.ts';
import { backOfficePeopleRoutes } from './routes/back-office-people.ts';
import { backOfficeSettingsRoutes } from './routes/back-office-settings.ts';
import { bookingRoutes } from './routes/bookings.ts';
import { cartStockRoutes } from './routes/cart-stock.ts';
import { checkInRoutes } from './routes/checkin.ts';
import { currencyRoutes } from './routes/currency.ts';
import { devOutboxRoutes } from './routes/dev-outbox.ts';
import { geoRoutes } from './routes/geo.ts';
import { guestSessionRoutes } from './routes/guest-session.ts';
import { healthRoutes } from './routes/health.ts';
import { kioskPairingRoutes } from './routes/kiosk-pairing.ts';
import { kitchenBoardRoutes } from './routes/kitchen-board.ts';
import { languageRoutes } from './routes/languages.ts';
import { liveRoutes } from './routes/live.ts';
import { mediaRoutes } from './routes/media.ts';
import { menuRoutes } from './routes/menu.ts';
import { orderLinkRoutes } from './routes/order-link.ts';
import { orderRoutes } from './routes/orders.ts';
import { printRoutes } from './routes/orders-print.ts';
import { paymentRoutes } from './routes/payments.ts';
import { portalRoutes } from './routes/portals.ts';
import { restaurantRoutes } from './routes/restaurants.ts';
import { salesReportRoutes } from './routes/sales-report.ts';
import { sandboxPayRoutes } from './routes/sandbox-pay.ts';
import { sandboxVaultFormRoutes } from './routes/sandbox-vault-form.ts';
import { savedCardRoutes } from './routes/saved-cards.ts';
import { searchRoutes } from './routes/search.ts';
import { socialSignInRoutes } from './routes/social-sign-in.ts';
import { staffOrderRoutes } from './routes/staff-orders.ts';
import { staticRoutes } from './routes/static.ts';
import { tableBillRoutes } from './routes/table-bill.ts';
import { tableQrRoutes } from './routes/table-qr-codes.ts';
import { venueLandingRoutes } from './routes/venue-landing.ts';
import { waiterCallRoutes } from './routes/waiter-calls.ts';

/**
 * A route plugin an entry adds: the demo's surfaces (the browser-mode kiosk host, /printer), which the
 * platform never imports (src/dev/).
 */
export type AppPlugin = (app: FastifyInstance, deps: AppDeps) => Promise<void>;

export type AppDeps = {
  db: Database;
  /** The clock rules read; tests fix it. */
  clock: () => Date;
  webDist: string;
  /**
   * The web's server render entry (routes/page-boot.ts), when not dist-server/server-render.js beside
   * webDist; tests name the source file.
   */
  webRender?: string;
  /** The browser-mode kiosk renderer served at /kiosk/; null: no browser-mode totems here (404). */
  kioskDist: string | null;
  /** URL prefix → folder of images. */
  mediaDirs: Record<string, string>;
  /** SMTP when configured; the development outbox otherwise. */
  mailer: Mailer;
  /** The public origin diners reach the site at: order QR codes on tickets point there. */
  publicUrl: string;
  /** Swagger UI at /docs and the OpenAPI document at /docs/json. */
  apiDocs: boolean;
  /** Live WebSocket ping and heartbeat interval; LIVE_HEARTBEAT_MS unless a test wants seconds. */
  liveHeartbeatMs?: number;
  /** Client address behind proxies, per-address limit scale, production (README 'Configuration'). */
  http: HttpSettings;
  /** The development outbox /dev/outbox (COMANDA_DEV_OUTBOX); on by default while mail has no SMTP. */
  devOutbox: boolean;
  /** The sandbox provider's approval page (COMANDA_SANDBOX_PAYMENTS); on by default. */
  sandboxPayments: boolean;
  /**
   * The card vault saved cards go through (payments/card-vault.ts): the sandbox vault with the sandbox
   * payments; null where none is configured (production by default), which refuses cards readably.
   */
  cardVault: CardVault | null;
  /** Registered after the platform's routes, before the static files' catch-all. */
  plugins: AppPlugin[];
  /**
   * The geocoder adapter (null: address search off, a readable 503) and the map's tile source (null: the
   * map shows the pin and coordinates without tiles), issue 16 item 3. Tests get the sandbox geocoder.
   */
  geo: { geocoder: Geocoder | null; tiles: string | null; attribution: string };
  /**
   * The exchange-rates adapter behind GET /srv/transformcurrency (currency/rates-source.ts); null: off, a
   * readable 503 (production without COMANDA_CURRENCY_RATES_URL). Tests get the sandbox rates.
   */
  rates: RatesSource | null;
  /**
   * Social sign-in's OpenID Connect providers (issue 16 item 1); none by default. `sandbox`: the local identity
   * provider (dev/local-idp.ts) stands in for them, which the login panel says.
   */
  social: { providers: SocialProviderSetting[]; sandbox: boolean };
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
  const mailer = deps.mailer ?? createMailer(undefined);
  // The sandbox vault lives and dies with the sandbox payments (a development surface, config-surfaces.ts).
  const sandboxVault = (deps.sandboxPayments ?? true) ? createSandboxVault(deps.db) : null;
  const full: AppDeps = {
    cardVault: sandboxVault,
    clock: () => new Date(),
    mailer,
    publicUrl: 'http://localhost:8080',
    apiDocs: true,
    http: readHttpSettings(process.env),
    devOutbox: !mailer.smtp,
    sandboxPayments: true,
    plugins: [],
    geo: { geocoder: createSandboxGeocoder(), tiles: null, attribution: '' },
    rates: createSandboxRates(),
    social: { providers: [], sandbox: false },
    ...defaultPaths,
    ...deps,
  };
  const app = Fastify({
    logger: {
      level: options.logLevel ?? 'silent',
      serializers: logSerializers,
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    ...requestShapeOptions,
    trustProxy: full.http.trustProxy,
  });
  installErrorHandler(app);
  installJsonBodyParser(app);
  app.decorate('httpSettings', full.http);
  await installSecurityHeaders(app, { production: full.http.production });
  await installCompression(app);
  await installRateLimits(app, { clientLimitScale: full.http.clientLimitScale });
  await installSessions(app, full.db);
  await installDeclaredRoutes(app, { db: full.db, clock: full.clock, docs: full.apiDocs });
  await healthRoutes(app, full);
  await languageRoutes(app, full);
  await restaurantRoutes(app, full);
  await menuRoutes(app, full);
  await searchRoutes(app, full);
  await cartStockRoutes(app, full);
  await liveRoutes(app, full);
  await accountRoutes(app, full);
  if (full.devOutbox) await devOutboxRoutes(app, full);
  await kioskPairingRoutes(app, full);
  await backOfficeSettingsRoutes(app, full);
  await backOfficePeopleRoutes(app, full);
  await orderRoutes(app, full);
  await orderLinkRoutes(app, full);
  await tableQrRoutes(app, full);
  await checkInRoutes(app, full);
  await waiterCallRoutes(app, full);
  await guestSessionRoutes(app, full);
  await paymentRoutes(app, full);
  await tableBillRoutes(app, full);
  if (full.sandboxPayments) await sandboxPayRoutes(app, full);
  await staffOrderRoutes(app, full);
  await kitchenBoardRoutes(app, full);
  await salesReportRoutes(app, full);
  await printRoutes(app, full);
  await backOfficeMenuRoutes(app, full);
  await mediaRoutes(app, full);
  await savedCardRoutes(app, full);
  // After sandbox-pay.ts, whose form-body parser the vault's form shares.
  if (full.sandboxPayments && sandboxVault) await sandboxVaultFormRoutes(app, { ...full, sandboxVault });
  await geoRoutes(app, full);
  await accountPasswordRoutes(app, full);
  await bookingRoutes(app, full);
  await addressDeliveryRoutes(app, full);
  await portalRoutes(app, full);
  await currencyRoutes(app, full);
  await socialSignInRoutes(app, full);
  await venueLandingRoutes(app, full);
  for (const plugin of full.plugins) await plugin(app, full);
  await staticRoutes(app, full);
  return app;
}
