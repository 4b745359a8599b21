/**
 * Query parameters that carry a secret. `xtot1` is the session token spec/3 §7 allows in a query string
 * (accepted for compatibility); the others are tokens and codes under the names callers use for them.
 */
const SECRET_PARAMETERS = new Set(['xtot1', 'tot1', 'token', 'to', 'access_token', 'code', 'cd']);

/** The URL with the value of every secret-carrying query parameter replaced, as logs may show it. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      return SECRET_PARAMETERS.has(safeDecode(name).toLowerCase()) ? `${name}=[oculto]` : pair;
    });
  return `${url.slice(0, at)}?${query.join('&')}`;
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * The request serializer of the server's logger (issue 10 item 5: tokens never reach logs): what fastify
 * logs of a request by default, with the URL redacted and no authorization header.
 */
export const logSerializers = {
  req(request: {
    method: string;
    url: string;
    host?: string;
    ip?: string;
    socket?: { remotePort?: number };
  }) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
