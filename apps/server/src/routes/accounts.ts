import { Module, ZLoginCodeRequest, ZLoginRequest, ZModule, ZProfileSave } from '@comanda/domain';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import type { AppDeps } from '../app.ts';
import { requireSession, tokenOf } from '../http/auth.ts';
import { HttpError } from '../http/errors.ts';
import {
  checkLoginCode,
  createSession,
  deleteSession,
  issueLoginCode,
  loadProfile,
  rolesFor,
  saveProfile,
} from '../store/accounts.ts';

const CODE_MAIL = {
  es: (code: string) => ({
    subject: `Tu código de acceso: ${code}`,
    body: `Tu código para entrar a Comanda es ${code}.\nVence en 10 minutos. Si no lo pediste, ignora este correo.`,
  }),
  en: (code: string) => ({
    subject: `Your sign-in code: ${code}`,
    body: `Your code to sign in to Comanda is ${code}.\nIt expires in 10 minutes. If you did not ask for it, ignore this e-mail.`,
  }),
};

/** Sign-in by e-mail code, profile and logout (spec/2 §4 'Login', §7, §8). */
export async function accountRoutes(app: FastifyInstance, { db, clock, mailer }: AppDeps) {
  /** Ask for a one-time code: it goes out by e-mail (or to the development outbox). */
  app.post('/mw/comandaapp/createuserapp', { config: { caller: 'anyone' } }, async (request) => {
    const { em, lang } = ZLoginCodeRequest.parse(request.body ?? {});
    const code = await issueLoginCode(db, em, lang, clock());
    try {
      await mailer.send(db, { to: em, ...CODE_MAIL[lang](code) });
    } catch {
      throw new HttpError(
        502,
        'mail_failed',
        'Hubo un error con tu correo. Revisa que sea el correo correcto e intenta nuevamente.',
      );
    }
    return { ok: true, data: { sent: true } };
  });

  /** Sign in with the code. Staff modules (above 2000) need a role profile for that module. */
  app.post('/srv/security/login', { config: { caller: 'anyone' } }, async (request) => {
    const { em, cd, xmod } = ZLoginRequest.parse(request.body ?? {});
    const now = clock();
    const check = await checkLoginCode(db, em, cd, now);
    if (!check.ok) {
      throw check.reason === 'expired'
        ? new HttpError(400, '18432', 'Código expirado')
        : new HttpError(400, 'invalid_code', 'Código inválido');
    }
    if (xmod > Module.diner && (await rolesFor(db, check.userId, xmod)).length === 0) {
      throw new HttpError(403, 'forbidden', 'No tienes permisos para este módulo');
    }
    const { token, expiresAt } = await createSession(db, check.userId, xmod, now);
    const profile = await loadProfile(db, { userId: check.userId, module: xmod, expiresAt });
    return { ok: true, data: { ...profile, tot1: token } };
  });

  app.get('/srv/profileinfo', { config: { caller: 'diner' } }, async (request) => {
    const session = await requireSession(request, clock());
    return { ok: true, data: await loadProfile(db, session) };
  });

  app.post('/srv/profilesave', { config: { caller: 'diner' } }, async (request) => {
    const session = await requireSession(request, clock());
    await saveProfile(db, session.userId, ZProfileSave.parse(request.body ?? {}));
    return { ok: true, data: await loadProfile(db, session) };
  });

  /** GET for diners, POST for modules 5000 and 9000 (spec/3 §7); the token stops working at once. */
  const logout = async (request: Parameters<typeof tokenOf>[0]) => {
    const token = tokenOf(request);
    if (token) await deleteSession(db, token);
    return { ok: true, data: { loggedOut: true } };
  };
  app.get('/srv/logoutuser', { config: { caller: 'anyone' } }, logout);
  app.post('/srv/logoutuser', { config: { caller: 'anyone' } }, logout);

  /** The signed-in user's role profiles for a module (spec/3 §7 GET /sapi/perfiles). */
  app.get('/sapi/perfiles', { config: { caller: 'diner' } }, async (request) => {
    const session = await requireSession(request, clock());
    const { xmod } = z.object({ xmod: ZModule }).parse(request.query);
    return { ok: true, data: { profiles: await rolesFor(db, session.userId, xmod) } };
  });
}
