import type { TErrorResponse } from '@comanda/domain';
import {
  formatServerText,
  type ServerText,
  type ServerTextKey,
  serverText,
  type TextParams,
  type TextRef,
} from '@comanda/i18n/server-text';
import { type ValidationIssue, validationText } from '@comanda/i18n/validation-text';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';

/**
 * A refusal with a status, a stable code and its text: key and parameters for the client's translator,
 * and the Spanish message the server makes from them (issue 11 item 3; headers such as Retry-After). A
 * domain rule's refusal is given as it is: the rules carry keys, never words.
 */
export class HttpError extends Error {
  readonly key: string;
  readonly params: TextParams | undefined;
  constructor(
    readonly status: number,
    readonly code: string,
    text: TextRef,
    readonly headers: Record<string, string> = {},
  ) {
    super(formatServerText(text.key, text.params));
    this.key = text.key;
    this.params = text.params;
  }
}

export const notFound = (key: ServerTextKey, params?: TextParams) =>
  new HttpError(404, 'not_found', serverText(key, params));

/** The answer's error: code, message, key and parameters (ZErrorResponse). */
export function errorBody(code: string, text: ServerText): TErrorResponse {
  const { key, message } = text;
  // Server texts nest two levels at most (a line's problem, a list of field names): what ZTextParams reads.
  const params = text.params as TErrorResponse['error']['params'];
  return { ok: false, error: params ? { code, message, key, params } : { code, message, key } };
}

/**
 * The readable 400 of refused input (issue 11 item 3): each problem (the first five) a text with its field,
 * so the client says it in the diner's language; `fields` lists the fields named.
 */
function invalidRequest(issues: readonly { field: string; issue: ValidationIssue }[]): ServerText {
  const shown = issues.slice(0, 5);
  const detail = shown.map(({ issue, field }) => validationText(issue, field));
  const fields = [...new Set(shown.map((i) => i.field))].join(', ');
  return serverText('p1_err_invalid_request', { detail, fields });
}

/** 'Solicitud inválida: lat: Debe ser como máximo 90': a parse failure, each issue with its field. */
export function describeInvalid(error: z.core.$ZodError, whole = 'body'): ServerText {
  return invalidRequest(
    error.issues.map((issue) => ({ field: issue.path.join('.') || whole, issue: issue as ValidationIssue })),
  );
}

const FRAMEWORK_TEXTS: Record<string, ServerTextKey> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'm1_err_invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'm1_err_empty_json',
  FST_ERR_CTP_BODY_TOO_LARGE: 'm1_err_body_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'm1_err_media_type',
};

/**
 * Every failure answers `{ ok: false, error: { code, message, key, params } }` (spec/1 §7: callers read ok).
 * Bad input is a 4xx with a readable message; only a fault of ours is a 500, and it is logged.
 */
export function installErrorHandler(app: FastifyInstance): void {
  z.config(z.locales.es());
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof HttpError) {
      const { key, params, message } = error;
      return reply
        .code(error.status)
        .headers(error.headers)
        .send(errorBody(error.code, params ? { key, params, message } : { key, message }));
    }
    // A declared route's schema refused the input (fastify-type-provider-zod): the same readable 400.
    if (hasZodFastifySchemaValidationErrors(error)) {
      // Each validation entry holds its zod issue: code and message, the rest (limits, origin…) in params.
      const issues = error.validation.map((entry) => ({
        field: entry.instancePath.slice(1).replaceAll('/', '.') || (error.validationContext ?? 'body'),
        issue: { ...entry.params, code: entry.keyword, message: entry.message } as ValidationIssue,
      }));
      return reply.code(400).send(errorBody('bad_request', invalidRequest(issues)));
    }
    if (error instanceof z.core.$ZodError)
      return reply.code(400).send(errorBody('bad_request', describeInvalid(error)));
    const status = 'statusCode' in error ? (error.statusCode ?? 500) : 500;
    if (status < 500) {
      const code = 'code' in error ? error.code : 'bad_request';
      const known = FRAMEWORK_TEXTS[code];
      const text = known
        ? serverText(known)
        : serverText('p1_err_invalid_request', { detail: error.message, fields: '' });
      return reply.code(status).send(errorBody('bad_request', text));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(errorBody('internal', serverText('m1_err_internal')));
  });
}
