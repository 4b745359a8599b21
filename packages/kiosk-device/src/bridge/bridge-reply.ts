import type { TextRef } from '@comanda/domain';
import { serverText } from '@comanda/i18n/server-text';

/**
 * Both transports answer with the same envelope, so the renderer sees the same errors in Electron and
 * in a browser: `{ ok: true, data }` or `{ ok: false, error: { code, message, key?, params? } }`. `key` and
 * `params` are a text of packages/i18n's server texts (a refused bridge input, or a platform refusal the
 * device passes on), which the renderer says in the totem's language; `message` is its Spanish.
 */
export type BridgeReply =
  | { ok: true; data: unknown }
  | {
      ok: false;
      error: { code: string; message: string; status?: number; key?: string; params?: TextRef['params'] };
    };

/** A failed bridge call as the renderer sees it; `status` is the platform's HTTP status when there was one. */
export class BridgeCallError extends Error {
  constructor(
    message: string,
    readonly code: string,
    readonly status?: number,
    /** The text to say it with, when the device or the platform gave one. */
    readonly text?: TextRef,
  ) {
    super(message);
    this.name = 'BridgeCallError';
  }
}

export function unwrapReply(reply: unknown): unknown {
  if (typeof reply === 'object' && reply !== null && 'ok' in reply) {
    const r = reply as BridgeReply;
    if (r.ok) return r.data;
    const { message, code, status, key, params } = r.error;
    throw new BridgeCallError(
      message,
      code,
      status,
      key ? { key, ...(params ? { params } : {}) } : undefined,
    );
  }
  const { message, ...text } = serverText('m1_err_bridge_bad_reply');
  throw new BridgeCallError(message, 'bad_reply', undefined, text);
}

/** The envelope for an error thrown by a handler; errors that carry a code and status keep them. */
export function errorReply(error: unknown): BridgeReply {
  const e = error as { message?: unknown; code?: unknown; status?: unknown; key?: unknown; params?: unknown };
  return {
    ok: false,
    error: {
      code: typeof e.code === 'string' ? e.code : 'device_error',
      message: typeof e.message === 'string' ? e.message : String(error),
      ...(typeof e.status === 'number' ? { status: e.status } : {}),
      ...(typeof e.key === 'string' ? { key: e.key } : {}),
      ...(typeof e.key === 'string' && e.params && typeof e.params === 'object'
        ? { params: e.params as TextRef['params'] }
        : {}),
    },
  };
}
