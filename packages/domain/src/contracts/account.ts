import * as z from 'zod';
import { addressListRefusal } from '../rules/address.ts';
import { isValidPhone, PHONE_INVALID } from '../rules/phone.ts';
import { text } from './safe-input.ts';

/** E-mail: the basic pattern of spec/2 §5 (letters, digits, _ . - before @, dotted domain, last part 2–4). */
// Surrounding whitespace (a pasted line break) is trimmed, as before; the pattern then refuses the rest.
export const ZEmail = text({ max: 254, multiline: true })
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9_.+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,4}$/, 'Correo inválido');

/** One-time code: at least 6 characters, uppercased and stripped before sending (spec/2 §5). */
export const LOGIN_CODE_MIN_LENGTH = 6;
// Whitespace anywhere is stripped (a pasted code may carry a line break).
export const ZLoginCode = text({ max: 64, multiline: true })
  .transform((code) => code.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().min(LOGIN_CODE_MIN_LENGTH, 'Código inválido').max(32, 'Código inválido'));

/** Module numbers (spec/3 §6): 2000 diner app, 5000 kitchen, 9000 admin; above 2000 needs a role profile. */
export const Module = { diner: 2000, kitchen: 5000, admin: 9000 } as const;
export const ZModule = z.coerce.number().int().min(1000).max(9999).default(Module.diner);

/** Ask for a login code: POST /mw/comandaapp/createuserapp with tcd (spec/2 §7). */
export const ZLoginCodeRequest = z.object({
  em: ZEmail,
  lang: z.enum(['es', 'en']).default('es'),
  tcd: z.literal(true).default(true),
});

/** Sign in with the code: POST /srv/security/login (spec/2 §7). */
export const ZLoginRequest = z.object({ em: ZEmail, cd: ZLoginCode, xmod: ZModule });

/** A staff role row (spec/3 §3 'pf profile list': module, role, location, level). ir/il '' means every venue. */
export const ZRoleProfile = z.object({
  module: z.number().int(),
  role: z.string(),
  ir: z.string(),
  il: z.string(),
  level: z.number().int(),
});
export type TRoleProfile = z.infer<typeof ZRoleProfile>;

/** An address of the profile (spec/2 §3 'Address'). */
export const ZAddress = z.object({
  alias: text({ max: 60 }).default('Home'),
  def: z.boolean().default(false),
  di: text({ max: 200 }),
  dp: text({ max: 100 }).default(''),
  cm: text({ max: 100 }).default(''),
  ci: text({ max: 100 }).default(''),
  zc: text({ max: 20 }).default(''),
  pa: text({ max: 8 }).toLowerCase().default('cl'),
  lt: z.number().min(-90).max(90).nullable().default(null),
  lg: z.number().min(-180).max(180).nullable().default(null),
  ct: text({ max: 300, multiline: true }).default(''),
});
export type TAddress = z.infer<typeof ZAddress>;

/**
 * The signed-in profile (spec/2 §3 'Profile'): id, tot1 (the session token, only in the login answer),
 * nombre, detApp (nm first name, ln last name, em, ph, rut, ad addresses), pl.p permission rows, expU expiry.
 */
export const ZProfile = z.object({
  id: z.number().int(),
  nombre: z.string(),
  detApp: z.object({
    nm: z.string(),
    ln: z.string(),
    em: z.string(),
    ph: z.string(),
    rut: z.string(),
    ad: z.array(ZAddress),
  }),
  prefs: z.object({ idi: z.enum(['es', 'en']) }),
  pl: z.object({ p: z.array(ZRoleProfile) }),
  expU: z.number().int(), // session expiry, epoch ms
});
export type TProfile = z.infer<typeof ZProfile>;
export const ZLoginAnswer = ZProfile.extend({ tot1: z.string() });
export type TLoginAnswer = z.infer<typeof ZLoginAnswer>;

/** Profile save: only the allowed fields of spec/2 §3 (nm, ln, ph, rut, ad, prefs). */
export const ZProfileSave = z
  .object({
    nm: text({ max: 80 }).trim(),
    ln: text({ max: 80 }).trim(),
    // The phone input's check (spec/2 §5), or empty: a profile may have no phone.
    ph: text({ max: 40 })
      .trim()
      .refine((ph) => ph === '' || isValidPhone(ph), PHONE_INVALID),
    rut: text({ max: 20 }).trim(),
    // The address rule (spec/2 §5): every address complete, aliases unique. The server enforces it here.
    ad: z
      .array(ZAddress)
      .max(20)
      .superRefine((list, ctx) => {
        const refusal = addressListRefusal(list);
        if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
      }),
    prefs: z.object({ idi: z.enum(['es', 'en']) }),
  })
  .partial()
  .strict();
export type TProfileSave = z.infer<typeof ZProfileSave>;

/** A message in the development outbox (shown where no SMTP server is configured). */
export const ZOutboxMessage = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

/** POST /mw/comandaapp/createuserapp answer: the code went out (spec/2 §7). */
export const ZLoginCodeSent = z.object({ sent: z.boolean() });

/** GET or POST /srv/logoutuser answer: the token no longer works (spec/3 §7). */
export const ZLoggedOut = z.object({ loggedOut: z.boolean() });

/** GET /sapi/perfiles?xmod= (spec/3 §7): the signed-in user's role profiles for one module. */
export const ZRoleProfilesQuery = z.object({ xmod: ZModule });
export const ZRoleProfiles = z.object({ profiles: z.array(ZRoleProfile) });
