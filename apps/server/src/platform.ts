import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { AppPlugin } from './app-deps.ts';
import type { ServerConfig } from './config.ts';
import type { SocialProviderSetting } from './config-social.ts';
import { createSandboxRates } from './currency/sandbox-rates.ts';
import { createUrlRates } from './currency/url-rates.ts';
import type { Database } from './db/database.ts';
import { openDatabase } from './db/open.ts';
import { createNominatimGeocoder } from './geo/nominatim.ts';
import { createSandboxGeocoder } from './geo/sandbox.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { startHoldSweeper } from './services/hold-sweeper.ts';
import { startOrderTimeoutSweeper } from './services/order-timeout-sweeper.ts';

export type Platform = {
  app: FastifyInstance;
  db: Database;
  mailer: Mailer;
  /** Where this process answers, for the start banner and for services that call it back. */
  origin: string;
  port: number;
};

/**
 * The platform as both entries start it — main.ts (production, `npm run serve`) and dev/main.ts (the demo
 * of `npm start`): the database, the app with the surfaces the configuration switches on, the hold
 * and order-timeout sweepers, listening. The demo passes its own surfaces as plugins; the platform never imports them.
 */
export async function startPlatform(
  config: ServerConfig,
  extra: {
    /** Runs on the migrated database before the app is built (the demo loads its data here). */
    prepare?: (db: Database) => Promise<void>;
    plugins?: AppPlugin[];
    /** The browser-mode kiosk renderer to serve at /kiosk/; none by default. */
    kioskDist?: string | null;
    /** The demo's local identity provider stands in for the social providers config.socialProviders lacks. */
    sandboxSocial?: SocialProviderSetting[];
  } = {},
): Promise<Platform> {
  const db = await openDatabase(config);
  await extra.prepare?.(db);
  const mailer = createMailer(config.smtpUrl);
  const app = await buildApp(
    {
      db,
      mailer,
      publicUrl: config.publicUrl,
      devOutbox: config.surfaces.outbox,
      sandboxPayments: config.surfaces.sandboxPayments,
      apiDocs: config.surfaces.apiDocs,
      plugins: extra.plugins ?? [],
      kioskDist: extra.kioskDist ?? null,
      social: {
        providers: [...config.socialProviders, ...(extra.sandboxSocial ?? [])],
        sandbox: (extra.sandboxSocial ?? []).length > 0,
      },
      geo: {
        geocoder: config.geo.geocoderUrl
          ? createNominatimGeocoder(config.geo.geocoderUrl, { userAgent: `Comanda (${config.publicUrl})` })
          : config.surfaces.sandboxGeocoder
            ? createSandboxGeocoder()
            : null,
        tiles: config.geo.tiles,
        attribution: config.geo.attribution,
      },
      rates: config.currencyRatesUrl
        ? createUrlRates(config.currencyRatesUrl)
        : config.surfaces.sandboxRates
          ? createSandboxRates()
          : null,
    },
    { logLevel: config.logLevel },
  );
  // Expired cart holds go back to stock at start and every minute (spec/1 §4 'Cart lifecycle').
  const sweeper = startHoldSweeper(db, () => new Date(), {
    info: (message) => app.log.info(message),
    error: (message) => app.log.error(message),
  });
  app.addHook('onClose', () => sweeper.stop());
  // Orders nobody handles: cancelled by timeout (ss -3), unacknowledged tickets flagged (spec/1 §4).
  const timeoutSweeper = startOrderTimeoutSweeper(db, () => new Date(), app.log);
  app.addHook('onClose', () => timeoutSweeper.stop());
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const origin = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${port}`;
  return { app, db, mailer, origin, port };
}

/** The start banner's first lines: mode, database, the site, the API, and the outbox when it is served. */
export function platformBanner(config: ServerConfig, { db, origin }: Platform): string[] {
  const storage = db.kind === 'pglite' ? `PGlite en ${config.dataDir}` : 'PostgreSQL';
  const mode = config.env === 'production' ? 'producción' : 'desarrollo';
  return [
    `Comanda escuchando (${mode}, ${storage})`,
    `  Sitio de comensales:  ${origin}/`,
    `  API:                  ${origin}/srv/health`,
    ...(config.surfaces.outbox ? [`  Buzón de desarrollo:  ${origin}/dev/outbox`] : []),
  ];
}
