import * as z from 'zod/mini';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, REGISTER_NAME_MIN_LENGTH } from '../rules/password.ts';
import { ZEmail, ZModule } from './account.ts';
import { text } from './safe-input.ts';

/**
 * Passwords, registration and the links mailed for them (spec/2 §2 'Sign-in', §4, §5, §7, §8). A password is
 * any one-line text: no trimming, a space is part of it.
 */
const password = () => text({ max: PASSWORD_MAX_LENGTH });
/** A new password: at least 8 (spec/2 §5, §9). */
export const ZNewPassword = password().check(z.minLength(PASSWORD_MIN_LENGTH));

/** A registration name: at least 2 characters after trimming (spec/2 §5 'Register'). */
const registerName = () => text({ max: 80 }).check(z.trim(), z.minLength(REGISTER_NAME_MIN_LENGTH));

/**
 * POST /mw/comandaapp/createuserapp (spec/2 §7): `em, nm, ln, lang` registers an account and mails its
 * confirmation link; `em, lang, tcd` asks for a login code. Which one is read from nm/ln.
 */
export const ZCreateUserRequest = z.object({
  em: ZEmail,
  lang: z._default(z.enum(['es', 'en']), 'es'),
  tcd: z.optional(z.literal(true)),
  nm: z.optional(registerName()),
  ln: z.optional(registerName()),
});
export type TCreateUserRequest = z.infer<typeof ZCreateUserRequest>;

/**
 * The registration's confirmation (spec/2 §2 '/l/profilecreated/{code}'): the code of the mailed link, used
 * once. It signs the new account in, as a login does.
 */
export const ZProfileCreatedRequest = z.object({ code: text({ max: 200 }) });

/**
 * POST /sapi/pwdreset (spec/2 §7: email, xmod, pw). Without pw it mails a reset link; with pw and the link's
 * idr and tgr (its code and tag, /l/pwdreset/{code}/{tag}) it sets the new password.
 */
export const ZPasswordResetRequest = z.object({
  email: ZEmail,
  xmod: ZModule,
  // Checked by the route: a short one is the spec's own text, 'Error en la contraseña ingresada…' (§8).
  pw: z.optional(password()),
  idr: z.optional(text({ max: 200 })),
  tgr: z.optional(text({ max: 200 })),
});
export type TPasswordResetRequest = z.infer<typeof ZPasswordResetRequest>;

/** GET /sapi/pwdreset?tipo&idr&tgr (spec/2 §7): is the link good? Answers the e-mail the form shows read-only. */
export const ZPasswordResetCheckQuery = z.object({
  tipo: z.optional(text({ max: 20 })),
  idr: text({ max: 200 }),
  tgr: text({ max: 200 }),
});
export const ZPasswordResetLink = z.object({ email: z.string() });

/** What POST /sapi/pwdreset and /sapi/chclave answer. */
export const ZPasswordDone = z.object({ done: z.boolean() });

/**
 * POST /sapi/chclave (spec/2 §7): clave1 the new password, clave0 the old one, needed when the account has a
 * password (spec/2 §5: then at least 8 too).
 */
export const ZPasswordChange = z.object({
  clave1: ZNewPassword,
  clave0: z.optional(password()),
});
