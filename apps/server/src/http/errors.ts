import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import * as z from 'zod';

/** A refusal with a status and a message a person can read (and headers it needs, such as Retry-After). */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new HttpError(404, 'not_found', message);

/** 'Solicitud inválida: lat: Demasiado grande…' — zod's Spanish messages, each with the field it is about. */
export function describeInvalid(error: z.ZodError): string {
  const parts = error.issues
    .slice(0, 5)
    .map((i) => (i.path.length > 0 ? `${i.path.join('.')}: ${i.message}` : i.message));
  return `Solicitud inválida: ${parts.join('; ')}`;
}

const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Solicitud inválida: el cuerpo no es JSON válido',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Solicitud inválida: el cuerpo JSON está vacío',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Solicitud demasiado grande',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Solicitud inválida: tipo de contenido no soportado',
};

/**
 * Every failure answers `{ ok: false, error: { code, message } }` (spec/1 §7: callers read ok). Bad input is
 * a 4xx with a readable message; only a fault of ours is a 500, and it is logged.
 */
export function installErrorHandler(app: FastifyInstance): void {
  z.config(z.locales.es());
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof HttpError) {
      return reply
        .code(error.status)
        .headers(error.headers)
        .send({ ok: false, error: { code: error.code, message: error.message } });
    }
    // A declared route's schema refused the input (fastify-type-provider-zod): the same readable 400.
    if (hasZodFastifySchemaValidationErrors(error)) {
      const parts = error.validation.slice(0, 5).map((issue) => {
        const field = issue.instancePath.slice(1).replaceAll('/', '.');
        return field ? `${field}: ${issue.message}` : issue.message;
      });
      return reply.code(400).send({
        ok: false,
        error: { code: 'bad_request', message: `Solicitud inválida: ${parts.join('; ')}` },
      });
    }
    if (error instanceof z.ZodError) {
      return reply
        .code(400)
        .send({ ok: false, error: { code: 'bad_request', message: describeInvalid(error) } });
    }
    const status = 'statusCode' in error ? (error.statusCode ?? 500) : 500;
    if (status < 500) {
      const code = 'code' in error ? error.code : 'bad_request';
      const message = FRAMEWORK_MESSAGES[code] ?? `Solicitud inválida: ${error.message}`;
      return reply.code(status).send({ ok: false, error: { code: 'bad_request', message } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ ok: false, error: { code: 'internal', message: 'Algo salió mal / Vuelve a intentar.' } });
  });
}
