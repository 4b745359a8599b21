/**
 * Both transports answer with the same envelope, so the renderer sees the same errors in Electron and
 * in a browser: `{ ok: true, data }` or `{ ok: false, error: { code, message } }`.
 */
export type BridgeReply =
  | { ok: true; data: unknown }
  | { ok: false; error: { code: string; message: string; status?: number } };

/** A failed bridge call as the renderer sees it; `status` is the platform's HTTP status when there was one. */
export class BridgeCallError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'BridgeCallError';
  }
}

export function unwrapReply(reply: unknown): unknown {
  if (typeof reply === 'object' && reply !== null && 'ok' in reply) {
    const r = reply as BridgeReply;
    if (r.ok) return r.data;
    throw new BridgeCallError(r.error.message, r.error.code, r.error.status);
  }
  throw new BridgeCallError('Respuesta inesperada del dispositivo', 'bad_reply');
}

/** The envelope for an error thrown by a handler; errors that carry a code and status keep them. */
export function errorReply(error: unknown): BridgeReply {
  const e = error as { message?: unknown; code?: unknown; status?: unknown; name?: unknown };
  return {
    ok: false,
    error: {
      code: typeof e.code === 'string' ? e.code : 'device_error',
      message: typeof e.message === 'string' ? e.message : String(error),
      ...(typeof e.status === 'number' ? { status: e.status } : {}),
    },
  };
}
