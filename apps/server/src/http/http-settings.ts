/**
 * The HTTP-facing settings of the server (README 'Configuration'): who the client is behind a proxy, how
 * far the per-client rate limits are raised, and whether this is production (HSTS). Read here, in one
 * small place, so the rest of the server never reads process.env for them.
 */
export type HttpSettings = {
  /**
   * Fastify's trustProxy: false (the socket's address is the client), true (X-Forwarded-For is believed
   * from anyone), or the proxies' addresses or CIDR ranges. It decides request.ip, which per-address limits
   * and hold caps key on: trusting a header nobody strips lets a client choose its own address.
   */
  trustProxy: boolean | string[];
  /**
   * Multiplies the limits of one client, per address and per token, and the anonymous hold caps
   * (benchmarks and end-to-end runs send everything from 127.0.0.1, with a few tokens). Per-e-mail and
   * per-cart limits are never raised.
   */
  clientLimitScale: number;
  /** COMANDA_ENV=production: HSTS is sent (browsers then refuse plain HTTP to this host for a year). */
  production: boolean;
};

declare module 'fastify' {
  interface FastifyInstance {
    httpSettings: HttpSettings;
  }
}

/** Reads COMANDA_TRUST_PROXY, COMANDA_RATE_LIMIT_SCALE and COMANDA_ENV; a bad value stops the start with its name. */
export function readHttpSettings(env: NodeJS.ProcessEnv): HttpSettings {
  const scale = Number(env.COMANDA_RATE_LIMIT_SCALE ?? 1);
  if (!Number.isFinite(scale) || scale < 1)
    throw new Error(
      `COMANDA_RATE_LIMIT_SCALE debe ser un número mayor o igual a 1: ${env.COMANDA_RATE_LIMIT_SCALE}`,
    );
  return {
    trustProxy: readTrustProxy(env.COMANDA_TRUST_PROXY?.trim() ?? ''),
    clientLimitScale: scale,
    production: env.COMANDA_ENV === 'production',
  };
}

function readTrustProxy(value: string): HttpSettings['trustProxy'] {
  if (value === '' || value === 'false') return false;
  if (value === 'true') return true;
  return value.split(',').map((address) => address.trim());
}
