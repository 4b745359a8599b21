import { createCaller } from '@comanda/api-client';
import type * as z from 'zod/mini';
import { siteCallOptions } from './api.ts';
import { storedSession } from './session.ts';

// The api-client's own request path: conventions, time limit and messages in the diner's language alike.
const call = createCaller({ ...siteCallOptions, token: () => storedSession() ?? undefined });

/**
 * A call the api-client does not offer yet (profile save), with the same conventions: amb, the bearer
 * token, the answer parsed with a domain contract and a refusal turned into an ApiError with its message.
 */
export function authedCall<T extends z.ZodMiniType>(
  method: 'GET' | 'POST',
  path: string,
  data: T,
  body?: unknown,
  options: { xmod?: number; token?: string } = {},
): Promise<z.infer<T>> {
  return call(method, path, data, { xmod: options.xmod || undefined }, body, options.token);
}
