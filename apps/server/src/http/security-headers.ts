import { createHash } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer (issue 10 item 5), by @fastify/helmet. The Content-Security-Policy
 * covers the diner site and staff pages (apps/web), the browser-mode kiosk renderer at /kiosk/ and the
 * pages the server renders itself (pay page, printer, outbox):
 * - scripts only from this origin, never inline (the built index.html files load one module each);
 * - styles only from this origin; a page the server renders may carry its own constant <style> block,
 *   allowed by that block's hash (see allowRenderedStyles), never 'unsafe-inline';
 * - images from this origin, data: and https: (catalog images may live on a CDN);
 * - connections to this origin, its WebSocket (/srv/live) included;
 * - no page may be framed (frame-ancestors 'none'): none of ours needs it.
 * HSTS and upgrade-insecure-requests only in production: a restaurant's own machine serves plain HTTP on
 * its network, where both would break every page.
 */
export async function installSecurityHeaders(
  app: FastifyInstance,
  { production }: { production: boolean },
): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'script-src-attr': ["'none'"],
        'style-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'font-src': ["'self'", 'data:'],
        // 'self' covers ws(s):// of the same host in CSP 3; named for browsers that predate it.
        'connect-src': ["'self'", (request) => sameHostSockets(request.headers.host)],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
        ...(production ? { 'upgrade-insecure-requests': [] } : {}),
      },
    },
    strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The Electron totem shows catalog images from this server from its own origin.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  allowRenderedStyles(app);
}

function sameHostSockets(host: string | undefined): string {
  return host && /^[A-Za-z0-9.:[\]-]+$/.test(host) ? `ws://${host} wss://${host}` : '';
}

/**
 * Pages the server renders as one string (pay page, printer, outbox) carry a constant <style> block; its
 * SHA-256 is added to that answer's style-src. Every value those pages show is HTML-escaped, so a diner's
 * text cannot open a <style> of its own; files (the built sites) are streams and get the plain policy.
 */
function allowRenderedStyles(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    if (typeof payload !== 'string' || !String(reply.getHeader('content-type')).startsWith('text/html'))
      return payload;
    const hashes = [...payload.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(
      ([, css]) =>
        `'sha256-${createHash('sha256')
          .update(css ?? '')
          .digest('base64')}'`,
    );
    const policy = reply.getHeader('content-security-policy');
    if (hashes.length > 0 && typeof policy === 'string')
      reply.header(
        'content-security-policy',
        policy.replace("style-src 'self'", `style-src 'self' ${hashes.join(' ')}`),
      );
    return payload;
  });
}
