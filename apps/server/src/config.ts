import { resolve } from 'node:path';
import { readSocialProviders, type SocialProviderSetting } from './config-social.ts';
import { type DevSurfaces, readDevSurfaces } from './config-surfaces.ts';

export type ServerConfig = {
  /** COMANDA_ENV: `development` (npm start, tests) or `production` (README 'Production checklist'). */
  env: 'development' | 'production';
  port: number;
  host: string;
  /** PGlite data folder, used when databaseUrl is not set. */
  dataDir: string;
  databaseUrl?: string;
  /** smtp://user:pass@host:port — login codes go out by e-mail; without it, to the development outbox. */
  smtpUrl?: string;
  /** The origin diners reach the site at (order QR codes, pay page returns); no trailing slash. */
  publicUrl: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug';
  /** Which development surfaces this server serves (config-surfaces.ts). */
  surfaces: DevSurfaces;
  /**
   * Addresses that locate themselves (issue 16 item 3): COMANDA_GEOCODER_URL, a Nominatim API's base URL
   * (geo/nominatim.ts); COMANDA_MAP_TILES_URL, the map's tile template ({z}/{x}/{y}), and
   * COMANDA_MAP_ATTRIBUTION, the credit its provider asks for.
   */
  geo: { geocoderUrl?: string; tiles: string | null; attribution: string };
  /**
   * Money across borders (issue 18 item 7): COMANDA_CURRENCY_RATES_URL, a rates source answering
   * `{ rates: { CLP: 940, … } }` per US dollar (currency/url-rates.ts).
   */
  currencyRatesUrl?: string;
  /**
   * Social sign-in (issue 16 item 1): the providers configured by COMANDA_OIDC_{NAME}_* — OpenID Connect for
   * Google and LinkedIn, Apple's signed secret, OAuth 2 for Facebook and VK (config-social.ts). The demo entry
   * adds its local provider for the others.
   */
  socialProviders: SocialProviderSetting[];
};

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug'];

/**
 * What production cannot run without, each with why: the start stops on the first one missing, in one
 * line naming it.
 */
function requireProductionSettings(env: NodeJS.ProcessEnv) {
  const missing = (name: string, why: string) => new Error(`COMANDA_ENV=production necesita ${name}: ${why}`);
  if (!env.SMTP_URL?.trim())
    throw missing(
      'SMTP_URL',
      'los códigos de acceso se envían por correo (smtp://usuario:clave@servidor:puerto)',
    );
  if (!env.COMANDA_PUBLIC_URL?.trim())
    throw missing(
      'COMANDA_PUBLIC_URL',
      'la dirección pública del sitio (https://…), a la que apuntan los QR de los tickets',
    );
  if (!env.DATABASE_URL?.trim() && !env.COMANDA_DATA_DIR?.trim())
    throw missing(
      'DATABASE_URL o COMANDA_DATA_DIR',
      'la base de datos se elige de forma explícita (PostgreSQL, o la embebida en una carpeta de esta máquina)',
    );
}

function readPublicUrl(value: string | undefined, fallback: string): string {
  const text = value?.trim() || fallback;
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {}
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new Error(`COMANDA_PUBLIC_URL debe ser una dirección http:// o https://: ${value}`);
  return text.replace(/\/+$/, '');
}

/** Reads the configuration variables README.md documents; a bad value stops the start with its name. */
export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const mode = env.COMANDA_ENV?.trim() || 'development';
  if (mode !== 'development' && mode !== 'production')
    throw new Error(`COMANDA_ENV debe ser development o production: ${env.COMANDA_ENV}`);
  if (mode === 'production') requireProductionSettings(env);
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT no es un puerto válido: ${env.PORT}`);
  const logLevel = (env.COMANDA_LOG ?? 'warn') as ServerConfig['logLevel'];
  if (!LOG_LEVELS.includes(logLevel))
    throw new Error(`COMANDA_LOG debe ser fatal, error, warn, info o debug: ${env.COMANDA_LOG}`);
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl))
    throw new Error('DATABASE_URL debe empezar con postgres:// o postgresql://');
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl))
    throw new Error('SMTP_URL debe empezar con smtp:// o smtps://');
  return {
    env: mode,
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.COMANDA_DATA_DIR?.trim() || '.data'),
    databaseUrl,
    smtpUrl,
    publicUrl: readPublicUrl(env.COMANDA_PUBLIC_URL, `http://localhost:${port}`),
    logLevel,
    surfaces: readDevSurfaces(env, { production: mode === 'production', smtp: Boolean(smtpUrl) }),
    geo: readGeoSettings(env),
    currencyRatesUrl: readRatesUrl(env.COMANDA_CURRENCY_RATES_URL),
    socialProviders: readSocialProviders(env, { production: mode === 'production' }),
  };
}

function readGeoSettings(env: NodeJS.ProcessEnv): ServerConfig['geo'] {
  const url = (name: string, template = false) => {
    const value = env[name]?.trim();
    if (!value) return undefined;
    if (!/^https?:\/\/[^\s]+$/.test(value) || (template && !/\{z\}.*\{x\}.*\{y\}/.test(value)))
      throw new Error(
        template
          ? `${name} debe ser una URL http(s) con {z}, {x} e {y}: ${value}`
          : `${name} debe ser una URL http(s): ${value}`,
      );
    return value;
  };
  return {
    geocoderUrl: url('COMANDA_GEOCODER_URL'),
    tiles: url('COMANDA_MAP_TILES_URL', true) ?? null,
    attribution: env.COMANDA_MAP_ATTRIBUTION?.trim() ?? '',
  };
}

function readRatesUrl(value: string | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (!/^https?:\/\/[^\s]+$/.test(text))
    throw new Error(`COMANDA_CURRENCY_RATES_URL debe ser una URL http(s): ${value}`);
  return text;
}

/** readConfig for an entry: a bad or missing setting ends the process with its one line, no stack. */
export function readConfigOrExit(env: NodeJS.ProcessEnv): ServerConfig {
  try {
    return readConfig(env);
  } catch (error) {
    console.error(`Comanda no arranca: ${(error as Error).message}`);
    process.exit(1);
  }
}
