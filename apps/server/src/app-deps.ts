import type { FastifyInstance } from 'fastify';
import type { SocialProviderSetting } from './config-social.ts';
import type { RatesSource } from './currency/rates-source.ts';
import type { Database } from './db/database.ts';
import type { Geocoder } from './geo/geocoder.ts';
import type { HttpSettings } from './http/http-settings.ts';
import type { Mailer } from './mail/mailer.ts';
import type { CardVault } from './payments/card-vault.ts';

// What buildApp (app.ts) hands every route plugin: its own module, since app.ts imports every route and a
// route that took these types from app.ts would import back the module that registers it.

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
   * Social sign-in's providers, OpenID Connect and OAuth 2 (issue 16 item 1); none by default. `sandbox`: the local identity
   * provider (dev/local-idp.ts) stands in for them, which the login panel says.
   */
  social: { providers: SocialProviderSetting[]; sandbox: boolean };
};
