import {
  Module,
  okResponse,
  PASSWORD_LOGIN_MIN_LENGTH,
  PASSWORD_MIN_LENGTH,
  ZLoginAnswer,
  ZPasswordChange,
  ZPasswordDone,
  ZPasswordResetCheckQuery,
  ZPasswordResetLink,
  ZPasswordResetRequest,
  ZProfileCreatedRequest,
} from '@comanda/domain';
import { serverText } from '@comanda/i18n/server-text';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from '../app-deps.ts';
import { tokenOf } from '../http/auth.ts';
import { sessionOf } from '../http/caller.ts';
import { HttpError } from '../http/errors.ts';
import { confirmMail, resetMail } from '../mail/account-mail.ts';
import {
  confirmAccount,
  issueResetLink,
  passwordOfEmail,
  passwordOfUser,
  registerAccount,
  resetLinkEmail,
  resetPassword,
  setPassword,
} from '../store/account-links.ts';
import { createSession, loadProfile, rolesFor } from '../store/accounts.ts';
import { hashPassword, spendVerification, verifyPassword } from '../store/password-hash.ts';

type Deps = Pick<AppDeps, 'db' | 'clock' | 'mailer' | 'publicUrl'>;

const linkError = () => new HttpError(400, 'reset_link', serverText('m1_err_reset_link'));

async function send(deps: Deps, mail: { to: string; subject: string; body: string }) {
  try {
    await deps.mailer.send(deps.db, mail);
  } catch {
    throw new HttpError(502, 'mail_failed', serverText('m1_err_mail_failed'));
  }
}

/**
 * Registration (spec/2 §4 'Register', §8): the account and a confirmation link to /l/profilecreated/{code}.
 * An account that has a password already is refused with the spec's 'use password recovery'.
 */
export async function registerAndMail(
  deps: Deps,
  input: { email: string; firstName: string; lastName: string; lang: 'es' | 'en' },
) {
  const registration = await registerAccount(deps.db, input, deps.clock());
  if (registration.kind === 'exists')
    throw new HttpError(409, 'account_exists', serverText('m1_err_register_failed'));
  await send(
    deps,
    confirmMail(input.lang, input.email, `${deps.publicUrl}/l/profilecreated/${registration.code}`),
  );
}

/**
 * The e-mail and password sign-in (spec/2 §2, §5, §8): a wrong e-mail or password reads alike, 'Error en email
 * o contraseña', and takes as long; an account without a password fails the same way. Answers the user id.
 */
export async function checkPassword(deps: Deps, email: string, password: string): Promise<number> {
  const account = await passwordOfEmail(deps.db, email);
  const good =
    password.length >= PASSWORD_LOGIN_MIN_LENGTH && account?.hash
      ? await verifyPassword(password, account.hash)
      : await spendVerification(password);
  if (!good || !account) throw new HttpError(400, 'login_failed', serverText('m1_err_login_password'));
  return account.userId;
}

/** Registration's confirmation, password reset and change (spec/2 §2, §4, §5, §7, §8; issue 16 item 1). */
export async function accountPasswordRoutes(app: FastifyInstance, deps: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, clock } = deps;

  api.post(
    '/srv/security/profilecreated',
    {
      schema: {
        summary: 'Confirm a registration by its mailed code and sign in (spec/2 §2 /l/profilecreated/{code})',
        tags: ['accounts'],
        body: ZProfileCreatedRequest,
        response: { 200: okResponse(ZLoginAnswer) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const now = clock();
      const userId = await confirmAccount(db, request.body.code, now);
      if (userId === null) throw new HttpError(400, 'confirm_link', serverText('m1_err_confirm_link'));
      const { token, expiresAt } = await createSession(db, userId, Module.diner, now);
      const profile = await loadProfile(db, { userId, module: Module.diner, expiresAt });
      return { ok: true as const, data: { ...profile, tot1: token } };
    },
  );

  api.get(
    '/sapi/pwdreset',
    {
      schema: {
        summary: 'Check a password reset link (spec/2 §7: tipo, idr, tgr); answers its e-mail',
        tags: ['accounts'],
        querystring: ZPasswordResetCheckQuery,
        response: { 200: okResponse(ZPasswordResetLink) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const email = await resetLinkEmail(db, request.query.idr, request.query.tgr, clock());
      if (email === null) throw linkError();
      return { ok: true as const, data: { email } };
    },
  );

  api.post(
    '/sapi/pwdreset',
    {
      schema: {
        summary:
          'Forgot password: mail a reset link; with pw, idr and tgr, set the new password (spec/2 §4, §7)',
        tags: ['accounts'],
        body: ZPasswordResetRequest,
        response: { 200: okResponse(ZPasswordDone) },
      },
      config: { caller: 'anyone' },
    },
    async (request) => {
      const { email, xmod, pw, idr, tgr } = request.body;
      const now = clock();
      if (pw === undefined) {
        // Answered alike whether or not the account exists: the form does not tell who has one.
        const link = await issueResetLink(db, email, now);
        if (link) {
          const [user] = await db.query<{ lang: 'es' | 'en' }>('select lang from users where email = $1', [
            email,
          ]);
          const url = `${deps.publicUrl}/l/pwdreset/${link.code}/${link.tag}`;
          await send(deps, resetMail(user?.lang === 'en' ? 'en' : 'es', email, url));
        }
        return { ok: true as const, data: { done: true } };
      }
      if (!idr || !tgr) throw linkError();
      if (pw.length < PASSWORD_MIN_LENGTH)
        throw new HttpError(400, 'reset_password', serverText('m1_err_reset_password'));
      // The link is checked before the costly hash and again, locked, when it is spent.
      if ((await resetLinkEmail(db, idr, tgr, now)) !== email) throw linkError();
      const account = await passwordOfEmail(db, email);
      if (account && xmod > Module.diner && (await rolesFor(db, account.userId, xmod)).length === 0)
        throw new HttpError(403, 'forbidden', serverText('m1_err_forbidden_module'));
      const passwordHash = await hashPassword(pw);
      if (!(await resetPassword(db, { code: idr, tag: tgr, email, passwordHash }, now))) throw linkError();
      return { ok: true as const, data: { done: true } };
    },
  );

  api.post(
    '/sapi/chclave',
    {
      schema: {
        summary: "Change the signed-in account's password (spec/2 §5, §7: clave1 new, clave0 old)",
        tags: ['accounts'],
        body: ZPasswordChange,
        response: { 200: okResponse(ZPasswordDone) },
      },
      config: { caller: 'diner' },
    },
    async (request) => {
      const { userId } = sessionOf(request);
      const { clave0, clave1 } = request.body;
      const current = await passwordOfUser(db, userId);
      if (current !== null && !(clave0 !== undefined && (await verifyPassword(clave0, current))))
        throw new HttpError(400, 'old_password', serverText('m1_err_old_password'));
      await setPassword(db, userId, await hashPassword(clave1), tokenOf(request) ?? '');
      return { ok: true as const, data: { done: true } };
    },
  );
}
