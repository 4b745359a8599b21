import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps.ts';
import { createSandboxRates } from './currency/sandbox-rates.ts';
import { DEMO_DIR } from './demo/catalog-folder.ts';
import { createSandboxGeocoder } from './geo/sandbox.ts';
import { installSessions } from './http/auth.ts';
import { installCompression } from './http/compression.ts';
import { installDeclaredRoutes } from './http/declared-routes.ts';
import { installErrorHandler } from './http/errors.ts';
import { readHttpSettings } from './http/http-settings.ts';
import { logSerializers } from './http/log-redaction.ts';
import { installRateLimits } from './http/rate-limits.ts';
import { installJsonBodyParser, requestShapeOptions } from './http/request-shape.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { createMailer } from './mail/mailer.ts';
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
