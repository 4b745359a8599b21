import { LANGUAGES, text } from '@comanda/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppDeps } from '../app-deps.ts';
import type { SandboxVault } from '../payments/sandbox-vault.ts';
import { sandboxFormProblem } from '../payments/sandbox-vault.ts';
import { vaultClosedPage, vaultFormPage } from '../payments/sandbox-vault-page.ts';

// `lang`: the language the enrolment opened the form in (a real vault takes a locale the same way).
const ZFormQuery = z.object({
  token: text({ min: 1, max: 64 }),
  cancel: z.optional(text({ max: 4 })),
  lang: z._default(z.enum(LANGUAGES), 'es'),
});
// Nullish: a bodiless POST (the form's cancel button, a probe) reaches the handler with a null body.
const ZFormBody = z.nullish(
  z.object({
    number: z._default(text({ max: 40 }), ''),
    exp: z._default(text({ max: 10 }), ''),
    cvv: z._default(text({ max: 8 }), ''),
    holder: z._default(text({ max: 100 }), ''),
  }),
);

/**
 * The sandbox card vault's hosted form (payments/sandbox-vault.ts): a development surface, served with the
 * sandbox payments (COMANDA_SANDBOX_PAYMENTS; off in production, README 'Production checklist'). The number
 * typed is read once to tokenize the card and never kept or logged. Registered after sandbox-pay.ts, whose
 * form-body parser it shares.
 */
export async function sandboxVaultFormRoutes(
  app: FastifyInstance,
  { clock, sandboxVault }: AppDeps & { sandboxVault: SandboxVault },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const route = {
    schema: {
      summary: "The sandbox card vault's hosted card form (issue 16 item 4)",
      tags: ['cards'],
      querystring: ZFormQuery,
    },
    config: { caller: 'anyone' as const },
  };

  api.get('/pay/vault/sandbox/form', route, async (request, reply) => {
    reply.type('text/html; charset=utf-8');
    const { token, lang } = request.query;
    const session = await sandboxVault.openSession(token);
    if (!session) return reply.code(404).send(vaultClosedPage(lang));
    return vaultFormPage(token, lang);
  });

  api.post(
    '/pay/vault/sandbox/form',
    { ...route, schema: { ...route.schema, body: ZFormBody } },
    async (request, reply) => {
      const { token, cancel, lang } = request.query;
      reply.type('text/html; charset=utf-8');
      if (cancel) {
        const back = await sandboxVault.cancelSession(token);
        return back ? reply.redirect(back, 303) : reply.code(404).send(vaultClosedPage(lang));
      }
      if (!(await sandboxVault.openSession(token))) return reply.code(404).send(vaultClosedPage(lang));
      const body = request.body ?? { number: '', exp: '', cvv: '', holder: '' };
      const [month, year] = body.exp.split('/').map((part) => Number(part.trim()));
      const form = {
        number: body.number.replace(/[\s-]/g, ''),
        month: month ?? Number.NaN,
        year: year ?? Number.NaN,
        cvv: body.cvv.trim(),
      };
      const now = clock();
      const problem = sandboxFormProblem(form, now);
      if (problem) return reply.code(400).send(vaultFormPage(token, lang, problem));
      const back = await sandboxVault.completeSession(token, form, now);
      return back ? reply.redirect(back, 303) : reply.code(404).send(vaultClosedPage(lang));
    },
  );
}
