import { ApiError } from '@comanda/api-client';
import { okResponse, ZErrorResponse } from '@comanda/domain';
import type * as z from 'zod';
import { storedSession } from './session.ts';

/**
 * A call the api-client does not offer yet (profile save), with the same conventions: amb, the bearer
 * token, the answer parsed with a domain contract and a refusal turned into an ApiError with its message.
 */
export async function authedCall<T extends z.ZodType>(
  method: 'GET' | 'POST',
  path: string,
  data: T,
  body?: unknown,
  options: { xmod?: number; token?: string } = {},
): Promise<z.infer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = options.token ?? storedSession();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    const params = new URLSearchParams({ amb: 'PROD' });
    if (options.xmod) params.set('xmod', String(options.xmod));
    response = await fetch(`${path}?${params}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new ApiError('Error de Conexión de Internet, intente más tarde', 0, 'network');
  }
  const json: unknown = await response.json().catch(() => null);
  const refused = ZErrorResponse.safeParse(json);
  if (refused.success)
    throw new ApiError(refused.data.error.message, response.status, refused.data.error.code);
  const parsed = okResponse(data).safeParse(json);
  if (!response.ok || !parsed.success)
    throw new ApiError('Algo salió mal / Vuelve a intentar.', response.status, 'unexpected');
  return (parsed.data as { data: z.infer<T> }).data;
}
