import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs (issue 11 item 5). */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * API answers and pages the server writes (the menu, the boot data of a menu page) go compressed, brotli
 * or gzip as the client's Accept-Encoding prefers, with Vary: Accept-Encoding (issue 11 item 5). Only
 * text formats: images are compressed already. Built files arrive with their precompressed copy
 * (routes/static.ts), which already carries its Content-Encoding and is left alone.
 * Requests are not decompressed: no client of ours sends a compressed body, and accepting one would let
 * a small request grow into a large body. Must be installed before the routes: it hooks each route as
 * it is declared.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  // A WebSocket (/srv/live) speaks frames after the upgrade; there is no answer body to compress.
  app.addHook('onRoute', (route) => {
    if (route.websocket) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_MIN_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: /^text\/|[+/](?:json|xml)(?:;|$)/,
  });
}
