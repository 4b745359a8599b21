import { resolve } from 'node:path';

export type ServerConfig = {
  port: number;
  host: string;
  /** PGlite data folder, used when databaseUrl is not set. */
  dataDir: string;
  databaseUrl?: string;
  /** smtp://user:pass@host:port — login codes go out by e-mail; without it, to the development outbox. */
  smtpUrl?: string;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug';
  /**
   * Whether this server runs browser-mode totems at /kiosk/ (the device services behind
   * /kiosk-host/invoke, development channels included). On for a restaurant's own machine and for tests;
   * a server open to the internet turns it off (COMANDA_BROWSER_KIOSK=off).
   */
  browserKiosk: boolean;
};

/** Reads the configuration variables README.md documents; a bad value stops the start with its name. */
export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`PORT no es un puerto válido: ${env.PORT}`);
  const logLevel = (env.COMANDA_LOG ?? 'warn') as ServerConfig['logLevel'];
  if (!['fatal', 'error', 'warn', 'info', 'debug'].includes(logLevel)) {
    throw new Error(`COMANDA_LOG debe ser fatal, error, warn, info o debug: ${env.COMANDA_LOG}`);
  }
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL debe empezar con postgres:// o postgresql://');
  }
  const browserKiosk = env.COMANDA_BROWSER_KIOSK ?? 'on';
  if (browserKiosk !== 'on' && browserKiosk !== 'off')
    throw new Error(`COMANDA_BROWSER_KIOSK debe ser on u off: ${browserKiosk}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.COMANDA_DATA_DIR ?? '.data'),
    databaseUrl,
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    logLevel,
    browserKiosk: browserKiosk === 'on',
  };
}
