import {
  guestProfileSaveProblem,
  Module,
  okResponse,
  profileSaveProblems,
  ZCreateUserRequest,
  ZLoggedOut,
  ZLoginAnswer,
  ZLoginCodeSent,
  ZLoginRequest,
  ZProfile,
  ZProfileSave,
  ZRoleProfiles,
  ZRoleProfilesQuery,
} from '@comanda/domain';
import { serverText } from '@comanda/i18n/server-text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { tokenOf } from '../http/auth.ts';
import { sessionOf } from '../http/caller.ts';
import { HttpError } from '../http/errors.ts';
import { codeMail } from '../mail/account-mail.ts';
import {
  checkLoginCode,
  createSession,
  deleteSession,
  issueLoginCode,
  loadProfile,
  rolesFor,
  saveProfile,
  storedCountry,
} from '../store/accounts.ts';
import { guestBinding } from '../store/guest-sessions.ts';
import { checkPassword, registerAndMail } from './account-passwords.ts';

/**
 * Sign-in by e-mail code or password, registration, profile and logout (spec/2 §4 'Login', 'Register', §7,
 * §8); the password's own calls are in account-passwords.ts.
 */
export async function accountRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db, clock, mailer } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();

  /**
   * Register (em, nm, ln, lang: a confirmation link goes out) or ask for a one-time code (em, lang, tcd): both
   * by e-mail, or to the development outbox.
   */
  api.post(
    '/mw/comandaapp/createuserapp',
    {
      schema: {
        summary: 'Register with a confirmation e-mail, or ask for a login code by e-mail (spec/2 §7)',
        tags: ['accounts'],
        body: ZCreateUserRequest,
        response: { 200: okResponse(ZLoginCodeSent) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const { em, lang, nm, ln } = request.body;
      if (nm !== undefined || ln !== undefined) {
        if (nm === undefined || ln === undefined)
          throw new HttpError(400, 'register_names', serverText('m1_err_register_names'));
        await registerAndMail(deps, { email: em, firstName: nm, lastName: ln, lang });
        return { ok: true as const, data: { sent: true } };
      }
      const code = await issueLoginCode(db, em, lang, clock());
      try {
        await mailer.send(db, codeMail(lang, em, code));
      } catch {
        throw new HttpError(502, 'mail_failed', serverText('m1_err_mail_failed'));
      }
      return { ok: true as const, data: { sent: true } };
    },
  );

  /**
   * Sign in with the code or the password. Staff modules (above 2000) need a role profile for that module.
   */
  api.post(
    '/srv/security/login',
    {
      schema: {
        summary: 'Sign in with the e-mail code or the password (spec/2 §7; xmod picks the module, spec/3 §6)',
        tags: ['accounts'],
        body: ZLoginRequest,
        response: { 200: okResponse(ZLoginAnswer) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const { em, cd, pw, xmod } = request.body;
      const now = clock();
      let userId: number;
      if (pw !== undefined) userId = await checkPassword(deps, em, pw);
      else if (cd !== undefined) {
        const check = await checkLoginCode(db, em, cd, now);
        if (!check.ok) {
          throw check.reason === 'expired'
            ? new HttpError(400, '18432', serverText('m1_err_code_expired'))
            : new HttpError(400, 'invalid_code', serverText('m1_err_code_invalid'));
        }
        userId = check.userId;
      } else throw new HttpError(400, 'invalid_code', serverText('m1_err_code_invalid'));
      if (xmod > Module.diner && (await rolesFor(db, userId, xmod)).length === 0) {
        throw new HttpError(403, 'forbidden', serverText('m1_err_forbidden_module'));
      }
      const { token, expiresAt } = await createSession(db, userId, xmod, now);
      const profile = await loadProfile(db, { userId, module: xmod, expiresAt });
      return { ok: true as const, data: { ...profile, tot1: token } };
    },
  );

  api.get(
    '/srv/profileinfo',
    {
      schema: {
        summary: 'The signed-in profile (spec/2 §3 Profile, §7)',
        tags: ['accounts'],
        response: { 200: okResponse(ZProfile) },
      },
      config: { caller: 'diner' },
    },
    async (request) => ({ ok: true as const, data: await loadProfile(db, sessionOf(request)) }),
  );

  api.post(
    '/srv/profilesave',
    {
      schema: {
        summary: 'Save the allowed profile fields (spec/2 §3, §7)',
        tags: ['accounts'],
        body: ZProfileSave,
        response: { 200: okResponse(ZProfile) },
      },
      config: { caller: 'diner' },
    },
    async (request) => {
      const session = sessionOf(request);
      // A guest at a table keeps the table's identity; only its language changes (issue 14 item 1).
      if (await guestBinding(db, session.userId)) {
        const refusal = guestProfileSaveProblem(request.body);
        if (refusal) throw new HttpError(403, 'guest_profile', refusal);
      }
      // What the shape cannot say: the phone per country, a Chilean RUT's check digit (spec/2 §5).
      const [problem] = profileSaveProblems(request.body, await storedCountry(db, session.userId));
      if (problem) throw new HttpError(400, 'invalid_profile', problem);
      await saveProfile(db, session.userId, request.body);
      return { ok: true as const, data: await loadProfile(db, session) };
    },
  );

  /**
   * GET for diners, POST for modules 5000 and 9000 (spec/3 §7); the token stops working at once. No query is
   * declared: the token may come as xtot1, which the handler reads as sent.
   */
  const logoutRoute = {
    schema: {
      summary: 'Log out: the session token stops working (spec/3 §7)',
      tags: ['accounts'],
      response: { 200: okResponse(ZLoggedOut) },
    },
    config: { caller: 'anyone' as const },
  };
  const logout = async (request: FastifyRequest) => {
    const token = tokenOf(request);
    if (token) await deleteSession(db, token);
    return { ok: true as const, data: { loggedOut: true } };
  };
  api.get('/srv/logoutuser', logoutRoute, logout);
  api.post('/srv/logoutuser', logoutRoute, logout);

  /** The signed-in user's role profiles for a module (spec/3 §7 GET /sapi/perfiles). */
  api.get(
    '/sapi/perfiles',
    {
      schema: {
        summary: "The signed-in user's role profiles for a module (spec/3 §7)",
        tags: ['accounts'],
        querystring: ZRoleProfilesQuery,
        response: { 200: okResponse(ZRoleProfiles) },
      },
      config: { caller: 'diner' },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      return { ok: true as const, data: { profiles: await rolesFor(db, userId, request.query.xmod) } };
    },
  );
}
