/**
 * The part of the `ws` package the server's tests use as a WebSocket client. The package ships no types
 * and @types/ws is not installed; @fastify/websocket's own use of ws stays inside that library.
 */
declare module 'ws' {
  import type { EventEmitter } from 'node:events';

  export default class WebSocket extends EventEmitter {
    static readonly OPEN: 1;
    /** ws takes an object second argument as its options (protocols omitted): extra handshake headers. */
    constructor(address: string, options?: { headers?: Record<string, string> });
    readonly readyState: number;
    send(data: string): void;
    close(): void;
    terminate(): void;
  }
}
