import type { TEnvironment } from '@comanda/domain';

/**
 * How a front end reaches the platform, given to every client of this package and to the one request path
 * they share (call.ts). Its own module: call.ts reads it and client.ts builds on call.ts.
 */
export type ApiClientOptions = {
  /** Server origin, '' for the page's own origin. */
  baseUrl: string;
  /**
   * Environment parameter amb; TEST is sent as DEV (spec/3 §7). A function is asked at each call (the web's
   * side menu switches it while the page runs).
   */
  amb?: TEnvironment | (() => TEnvironment);
  /** Kiosk calls carry kio (spec/1 §7 'Conventions'). */
  kiosk?: boolean;
  /** Bearer token, when one is stored (spec/3 §7). */
  token?: () => string | undefined;
  fetch?: typeof fetch;
  /** Time limit of each call in ms, answer included; API_TIMEOUT_MS by default. */
  timeoutMs?: number;
  /**
   * The screen's translator (packages/i18n `t`): messages of calls that got no answer (no connection, time
   * limit) are said in the diner's language. Without it they are Spanish.
   */
  translate?: (key: string) => string;
};
