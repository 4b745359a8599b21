import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import type { Queryable } from '../db/database.ts';
import {
  type Caller,
  describeCaller,
  enforceCallers,
  registerPublicFiles,
  requireDeclaredCallers,
} from './caller.ts';

const toOpenApi = createJsonSchemaTransform({ skipList: [] });

/**
 * Routes declare their contract and their caller (DESIGN 'Conventions'): query, params, body and answer are
 * the packages/domain zod contracts, parsed on the way in by fastify-type-provider-zod, so a handler only
 * ever sees parsed input; the declared caller is enforced by one hook (http/caller.ts). The OpenAPI document
 * is generated from the same declarations.
 *
 * Answers are sent as plain JSON: their schemas type the handlers and document the API, and the server
 * builds every answer from the same contracts, so parsing each answer again would only cost time.
 */
export async function installDeclaredRoutes(
  app: FastifyInstance,
  { db, clock, docs }: { db: Queryable; clock: () => Date; docs: boolean },
): Promise<void> {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  requireDeclaredCallers(app);
  enforceCallers(app, db, clock);
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Comanda',
        version: '1.0.0',
        description:
          'The platform API (spec/1 §7, spec/2 §7, spec/3 §7). Every answer is `{ ok: true, data }` or ' +
          '`{ ok: false, error: { code, message, key, params } }` (key and params: the text to translate). ' +
          '`x-caller` says who may call a route.',
      },
      components: {
        securitySchemes: {
          token: { type: 'http', scheme: 'bearer', description: 'A session or device token (or xtot1).' },
        },
      },
    },
    hideUntagged: false,
    transform: (document) => {
      const caller: Caller | undefined = document.route.config?.caller;
      // @fastify/websocket hides its routes from the document; a declared WebSocket route is part of the API.
      const shown =
        document.route.websocket && caller
          ? { ...document, schema: { ...document.schema, hide: false } }
          : document;
      const { schema = {}, url } = toOpenApi(shown);
      if (!caller || schema.hide) return { schema, url };
      const secured = caller !== 'anyone';
      return {
        url,
        schema: {
          ...schema,
          'x-caller': describeCaller(caller),
          ...(secured ? { security: [{ token: [] }] } : {}),
        },
      };
    },
  });
  // /docs (Swagger UI) and /docs/json (the OpenAPI document).
  if (docs)
    await registerPublicFiles(app, (scope) =>
      scope.register(fastifySwaggerUi, {
        routePrefix: '/docs',
        // Swagger UI's page has inline parts: its own policy allows them by hash. Never framed, and plain
        // HTTP stays plain on a development machine.
        staticCSP: true,
        transformStaticCSP: (policy) =>
          policy
            .replace('; upgrade-insecure-requests;', ';')
            .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
      }),
    );
}
