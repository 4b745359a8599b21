import { serverText } from '@comanda/i18n/server-text';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifyServerOptions,
} from 'fastify';
import { errorBody, HttpError } from './errors.ts';

/**
 * What a request must look like before any handler sees it (issue 10 item 8: hostile input is refused at the
 * contract, once): a body of at most 1 MB (413), JSON nested at most MAX_JSON_DEPTH levels, no `__proto__`
 * or `constructor.prototype` keys, a URL that decodes. Each refusal is a readable 4xx in the usual envelope.
 */

export const BODY_LIMIT = 1_048_576;

/** No request of spec/1–3 nests deeper than a few levels (an order's line extras: 6); 32 leaves room. */
export const MAX_JSON_DEPTH = 32;

/** A URL that does not decode ('%', '%FF') or a path parameter over 100 characters, answered in our envelope. */
function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const text = serverText(tooLong ? 'm1_err_url_too_long' : 'm1_err_url_invalid');
  void reply.code(tooLong ? 414 : 400).send(errorBody('bad_request', text));
}

/** The Fastify options that shape requests; buildApp spreads them into its Fastify(). */
export const requestShapeOptions = {
  bodyLimit: BODY_LIMIT,
  // Keys that would poison prototypes are refused (fastify's default, kept explicit): the body is a 400.
  onProtoPoisoning: 'error',
  onConstructorPoisoning: 'error',
  frameworkErrors: answerFrameworkError,
} satisfies FastifyServerOptions;

/**
 * How deep a JSON text nests, counted on the text before it is parsed, so a body nested thousands deep costs
 * one pass and never reaches a recursive parser or validator.
 */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: the next character is escaped
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) deepest = Math.max(deepest, ++depth);
    else if (char === 0x7d || char === 0x5d) depth--;
  }
  return deepest;
}

/** The JSON body parser: fastify's own (with its poisoning checks), behind the depth limit. */
export function installJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (jsonDepth(body as string) > MAX_JSON_DEPTH) {
      const text = serverText('p1_err_json_too_deep', { max: MAX_JSON_DEPTH });
      done(new HttpError(400, 'bad_request', text), undefined);
      return;
    }
    parse(request, body as string, done);
  });
}
