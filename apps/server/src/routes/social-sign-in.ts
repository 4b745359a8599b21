import {
  Module,
  okResponse,
  returnPathOf,
  SOCIAL_CANCELLED,
  type TSocialError,
  type TSocialProvider,
  ZEmail,
  ZLoginAnswer,
  ZSocialCallbackForm,
  ZSocialCallbackQuery,
  ZSocialProvider,
  ZSocialProviders,
  ZSocialSessionRequest,
  ZSocialStartQuery,
} from '@comanda/domain';
import { serverText } from '@comanda/i18n/server-text';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppDeps } from '../app-deps.ts';
import { HttpError } from '../http/errors.ts';
import type { ProviderCallback } from '../social/provider-claims.ts';
import { createSocialProviders } from '../social/providers.ts';
import { createSession, loadProfile } from '../store/accounts.ts';
import {
  issueSocialTicket,
  linkIdentity,
  openSocialLogin,
  redeemSocialTicket,
  socialLoginBack,
  takeSocialLogin,
} from '../store/social-logins.ts';

const ZProviderParams = z.object({ provider: ZSocialProvider });

/** The page that finishes a sign-in in the browser: exchanges the ticket, or says the error. */
const landing = (query: Record<string, string>) => `/l/sociallogin?${new URLSearchParams(query)}`;

/**
 * Social sign-in over OpenID Connect and OAuth 2 (issue 16 item 1; spec/2 §2 'Sign-in', §7 'Social OAuth
 * redirects', §8 bit 4096). start → the provider's pages → callback (a GET, or a POST for a provider answering by
 * form_post: Apple) → /l/sociallogin?ticket= → session, made as a login makes it. Providers not configured have
 * no routes but the list (which then is empty): no buttons.
 */
export async function socialSignInRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock, social } = deps;
  const providers = createSocialProviders(social.providers, deps.publicUrl, clock);
  const appleHidden = social.providers.flatMap((setting) =>
    setting.kind === 'apple' ? setting.hiddenHosts : [],
  );
  /** Whether the login panel on this host leaves Apple out (the Host header's name, without its port). */
  const appleHiddenOn = (hostname: string) =>
    appleHidden.includes(hostname.replace(/:\d+$/, '').toLowerCase());

  api.get(
    '/srv/security/oidc/providers',
    {
      schema: {
        summary: 'The social sign-in providers this platform offers (spec/2 §2 Sign-in; issue 16 item 1)',
        tags: ['accounts'],
        response: { 200: okResponse(ZSocialProviders) },
      },
      config: { caller: 'anyone' },
    },
    // Apple is left out on the hosts its setting names (spec/2 §2 'Apple hidden on some hosts').
    async (request) => ({
      ok: true as const,
      data: {
        providers: providers.ids.filter((id) => !(id === 'apple' && appleHiddenOn(request.hostname))),
        sandbox: social.sandbox,
      },
    }),
  );

  if (providers.ids.length === 0) return;

  const configured = (provider: z.infer<typeof ZSocialProvider>) => {
    if (!providers.has(provider)) throw new HttpError(404, 'not_found', serverText('m1_err_social_unknown'));
  };
  const fail = (reply: FastifyReply, error: TSocialError, back: string) =>
    reply.redirect(landing({ error, back }), 303);
  // A provider's form_post answer is a plain HTML form's body (sandbox-pay.ts may have taught fastify it).
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded'))
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

  api.get(
    '/srv/security/oidc/:provider/start',
    {
      schema: {
        summary: "Social sign-in: opens the provider's authorization page (OIDC code flow with PKCE)",
        tags: ['accounts'],
        params: ZProviderParams,
        querystring: ZSocialStartQuery,
      },
      config: { caller: 'anyone' },
    },
    async (request, reply) => {
      const { provider } = request.params;
      configured(provider);
      const back = returnPathOf(request.query.back);
      let begun: Awaited<ReturnType<typeof providers.begin>>;
      try {
        begun = await providers.begin(provider);
      } catch (error) {
        request.log.warn({ err: error, provider }, 'social sign-in: the provider cannot be reached');
        return fail(reply, 'social_failed', back);
      }
      const { state, nonce, codeVerifier } = begun.checks;
      await openSocialLogin(db, { provider, nonce, codeVerifier, back }, state, clock());
      return reply.redirect(begun.url, 303);
    },
  );

  /**
   * The provider's answer, whichever way it came: the state taken once (unknown, expired, replayed or another
   * provider's is refused), then the code exchanged and the person linked to an account.
   */
  async function callback(
    request: FastifyRequest,
    reply: FastifyReply,
    provider: TSocialProvider,
    answer: { state?: string | undefined; error?: string | undefined },
    returned: ProviderCallback,
  ) {
    configured(provider);
    const { state, error } = answer;
    const now = clock();
    const login = state ? await takeSocialLogin(db, provider, state, now) : null;
    if (!login) return fail(reply, 'social_expired', (state && (await socialLoginBack(db, state))) || '/');
    if (error)
      return fail(
        reply,
        (SOCIAL_CANCELLED as readonly string[]).includes(error) ? 'social_cancelled' : 'social_failed',
        login.back,
      );
    let claims: Awaited<ReturnType<typeof providers.finish>>;
    try {
      claims = await providers.finish(provider, returned, {
        state: state!,
        nonce: login.nonce,
        codeVerifier: login.codeVerifier,
      });
    } catch (failure) {
      request.log.warn({ err: failure, provider }, 'social sign-in: the code exchange or its checks failed');
      return fail(reply, 'social_failed', login.back);
    }
    const email = ZEmail.safeParse(claims.email ?? '');
    const link = await linkIdentity(db, {
      provider,
      subject: claims.subject,
      verifiedEmail: email.success && claims.emailVerified ? email.data : null,
      firstName: claims.firstName.slice(0, 80),
      lastName: claims.lastName.slice(0, 80),
      lang: claims.locale.startsWith('en') ? 'en' : 'es',
    });
    // spec/2 §8: no e-mail from the provider is bit 4096, the e-mail permission denied.
    if (!link.ok) return fail(reply, email.success ? 'social_unverified' : '4096', login.back);
    const ticket = await issueSocialTicket(db, login.stateHash, link.userId, now);
    return reply.redirect(landing({ ticket, back: login.back }), 303);
  }

  const callbackUrl = (request: FastifyRequest) => new URL(request.url, deps.publicUrl);

  api.get(
    '/srv/security/oidc/:provider/callback',
    {
      schema: {
        summary: 'Social sign-in: the provider sends the diner back here with a code, or an error',
        tags: ['accounts'],
        params: ZProviderParams,
        querystring: ZSocialCallbackQuery,
      },
      config: { caller: 'anyone' },
    },
    async (request, reply) =>
      callback(request, reply, request.params.provider, request.query, {
        url: callbackUrl(request),
        form: null,
      }),
  );

  api.post(
    '/srv/security/oidc/:provider/callback',
    {
      schema: {
        summary: "Social sign-in: the provider's answer posted as a form (response_mode=form_post: Apple)",
        tags: ['accounts'],
        params: ZProviderParams,
        body: ZSocialCallbackForm,
      },
      config: { caller: 'anyone' },
    },
    async (request, reply) => {
      const form = new URLSearchParams();
      for (const [key, value] of Object.entries(request.body)) if (value !== undefined) form.set(key, value);
      return callback(request, reply, request.params.provider, request.body, {
        url: callbackUrl(request),
        form,
      });
    },
  );

  api.post(
    '/srv/security/oidc/session',
    {
      schema: {
        summary: "Social sign-in: the callback's one-time ticket for the session, as a login answers",
        tags: ['accounts'],
        body: ZSocialSessionRequest,
        response: { 200: okResponse(ZLoginAnswer) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const now = clock();
      const userId = await redeemSocialTicket(db, request.body.ticket, now);
      if (userId === null) throw new HttpError(400, 'social_ticket', serverText('m1_err_social_ticket'));
      const { token, expiresAt } = await createSession(db, userId, Module.diner, now);
      const profile = await loadProfile(db, { userId, module: Module.diner, expiresAt });
      return { ok: true as const, data: { ...profile, tot1: token } };
    },
  );
}
