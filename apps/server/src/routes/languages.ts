import { createHash } from 'node:crypto';
import {
  LANGUAGE_NATIVE_NAME,
  LANGUAGE_PRIORITY,
  LANGUAGES,
  okResponse,
  type TLanguageEntry,
  ZLanguageEntry,
  ZLanguageListQuery,
  ZTranslationFile,
  ZTranslationFileParams,
} from '@comanda/domain';
import { readModuleFile, TRANSLATION_FILES } from '@comanda/i18n/files';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppDeps } from '../app-deps.ts';
import { notFound } from '../http/errors.ts';

/** How long a client keeps the language list and a file before asking again (spec/2 §7, §9). */
export const languageCacheSeconds = (production: boolean) => (production ? 600 : 120);

/** Every supported language, active, with its own priority (spec/2 §3 'Language entry', §4). */
const LANGUAGE_LIST: TLanguageEntry[] = LANGUAGES.map((ix) => ({
  ix,
  nati: LANGUAGE_NATIVE_NAME[ix],
  pr: LANGUAGE_PRIORITY[ix],
  ac: true,
}));

/** A file's version: its texts' hash, the ETag a client sends back to hear that nothing changed. */
const versionOf = (body: string) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;

/**
 * Languages and translation files (spec/2 §4 'Languages', §7 'Languages'; spec/3 §7): the list of
 * languages, then each front end's files by module, language and file name, built from the same
 * packages/i18n locale files the front ends embed as their fallback.
 */
export async function languageRoutes(app: FastifyInstance, { http }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const maxAge = languageCacheSeconds(http.production);
  /** Read and versioned once per file: the texts never change while the server runs. */
  const rendered = new Map<string, { texts: Record<string, string>; etag: string }>();

  api.get(
    '/srv/idiomas',
    {
      schema: {
        summary: 'Languages (spec/2 §7): ix code, nati native name, pr priority, ac active',
        tags: ['languages'],
        querystring: ZLanguageListQuery,
        response: { 200: okResponse(z.array(ZLanguageEntry)) },
      },
      config: { caller: 'anyone' },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${maxAge}`);
      return { ok: true as const, data: LANGUAGE_LIST };
    },
  );

  api.get(
    '/srv/idiomas/:module/:language/:file',
    {
      schema: {
        summary: 'One translation file by module (2000, 5000, 9000, kiosk), language and name, e.g. web.json',
        tags: ['languages'],
        params: ZTranslationFileParams,
        response: { 200: ZTranslationFile, 304: z.null().check(z.describe('unchanged since the ETag sent')) },
      },
      config: { caller: 'anyone' },
    },
    async (request, reply) => {
      const { module, language, file } = request.params;
      const key = `${module}/${language}/${file}`;
      let found = rendered.get(key);
      if (!found) {
        const name = file.endsWith('.json') ? file.slice(0, -'.json'.length) : null;
        const texts = name ? await readModuleFile(TRANSLATION_FILES, module, language, name) : undefined;
        if (!texts) throw notFound('p1_err_translation_file_not_found', { file: key });
        found = { texts: { ...texts }, etag: versionOf(JSON.stringify(texts)) };
        rendered.set(key, found);
      }
      // Immutable-ish: kept for the cache time, then revalidated by version (304 while it is the same).
      reply.header('cache-control', `public, max-age=${maxAge}, stale-while-revalidate=86400`);
      reply.header('etag', found.etag);
      if (request.headers['if-none-match'] === found.etag) return reply.code(304).send(null);
      return found.texts;
    },
  );
}
