import * as z from 'zod/mini';
import { addressListProblems } from '../rules/address.ts';
import { isValidPhone } from '../rules/phone.ts';
import { PROFILE_COUNTRIES } from '../rules/profile-country.ts';
import { text } from './safe-input.ts';

/** E-mail: the basic pattern of spec/2 §5 (letters, digits, _ . - before @, dotted domain, last part 2–4). */
// Surrounding whitespace (a pasted line break) is trimmed, as before; the pattern then refuses the rest.
export const ZEmail = text({ max: 254, multiline: true }).check(
  z.trim(),
  z.toLowerCase(),
  z.regex(/^[a-z0-9_.+-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,4}$/, 'p1_err_v_email'),
);

/** One-time code: at least 6 characters, uppercased and stripped before sending (spec/2 §5). */
export const LOGIN_CODE_MIN_LENGTH = 6;
// Whitespace anywhere is stripped (a pasted code may carry a line break).
export const ZLoginCode = z.pipe(
  z.pipe(
    text({ max: 64, multiline: true }),
    z.transform((code) => code.replace(/\s+/g, '').toUpperCase()),
  ),
  z
    .string()
    .check(z.minLength(LOGIN_CODE_MIN_LENGTH, 'p1_err_v_login_code'), z.maxLength(32, 'p1_err_v_login_code')),
);

/** Module numbers (spec/3 §6): 2000 diner app, 5000 kitchen, 9000 admin; above 2000 needs a role profile. */
export const Module = { diner: 2000, kitchen: 5000, admin: 9000 } as const;
export const ZModule = z._default(z.coerce.number().check(z.int(), z.gte(1000), z.lte(9999)), Module.diner);

/** Ask for a login code: POST /mw/comandaapp/createuserapp with tcd (spec/2 §7). */
export const ZLoginCodeRequest = z.object({
  em: ZEmail,
  lang: z._default(z.enum(['es', 'en']), 'es'),
  tcd: z._default(z.literal(true), true),
});

/**
 * Sign in: POST /srv/security/login (spec/2 §7) with the e-mail code `cd`, or with the password `pw` (the
 * e-mail and password variant, spec/2 §2). One of them; the password is not trimmed nor bounded below here:
 * a short one is just a wrong one ('Error en email o contraseña').
 */
export const ZLoginRequest = z.object({
  em: ZEmail,
  cd: z.optional(ZLoginCode),
  pw: z.optional(text({ max: 128 })),
  xmod: ZModule,
});

/** A staff role row (spec/3 §3 'pf profile list': module, role, location, level). ir/il '' means every venue. */
export const ZRoleProfile = z.object({
  module: z.int(),
  role: z.string(),
  ir: z.string(),
  il: z.string(),
  level: z.int(),
});
export type TRoleProfile = z.infer<typeof ZRoleProfile>;

/** An address of the profile (spec/2 §3 'Address'). */
export const ZAddress = z.object({
  alias: z._default(text({ max: 60 }), 'Home'),
  def: z._default(z.boolean(), false),
  di: text({ max: 200 }),
  dp: z._default(text({ max: 100 }), ''),
  cm: z._default(text({ max: 100 }), ''),
  ci: z._default(text({ max: 100 }), ''),
  zc: z._default(text({ max: 20 }), ''),
  pa: z._default(text({ max: 8 }).check(z.toLowerCase()), 'cl'),
  lt: z._default(z.nullable(z.number().check(z.gte(-90), z.lte(90))), null),
  lg: z._default(z.nullable(z.number().check(z.gte(-180), z.lte(180))), null),
  ct: z._default(text({ max: 300, multiline: true }), ''),
});
export type TAddress = z.infer<typeof ZAddress>;

/** spec/2 §3 'ge': the profile's gender, as the personal data editor offers it (ours: the spec names no values). */
export const PROFILE_GENDERS = ['', 'f', 'm', 'o'] as const;

/**
 * The signed-in profile (spec/2 §3 'Profile'): id, tot1 (the session token, only in the login answer),
 * nombre, detApp (nm first name, ln last name, em, ph, rut, username, ge gender, fnY/fnM/fnD birth date, ad
 * addresses), prefs (idi language, pc country), pc the country, client_code (shown as a QR on the profile
 * card), pl.p permission rows, expU expiry. Fields added later default, so a profile cached in an older
 * shape still reads.
 */
export const ZProfile = z.object({
  id: z.int(),
  nombre: z.string(),
  detApp: z.object({
    nm: z.string(),
    ln: z.string(),
    em: z.string(),
    ph: z.string(),
    rut: z.string(),
    username: z._default(z.string(), ''),
    ge: z._default(z.enum(PROFILE_GENDERS), ''),
    fnY: z._default(z.nullable(z.int()), null),
    fnM: z._default(z.nullable(z.int()), null),
    fnD: z._default(z.nullable(z.int()), null),
    ad: z.array(ZAddress),
  }),
  prefs: z.object({
    idi: z.enum(['es', 'en']),
    pc: z._default(z.enum(PROFILE_COUNTRIES), 'cl'),
  }),
  pc: z._default(z.enum(PROFILE_COUNTRIES), 'cl'),
  client_code: z._default(z.string(), ''),
  pl: z.object({ p: z.array(ZRoleProfile) }),
  expU: z.int(), // session expiry, epoch ms
  /** Present and true when the account has a password (spec/2 §3 'pwd'): the change form asks the old one. */
  pwd: z.optional(z.boolean()),
});
export type TProfile = z.infer<typeof ZProfile>;
export const ZLoginAnswer = z.extend(ZProfile, { tot1: z.string() });
export type TLoginAnswer = z.infer<typeof ZLoginAnswer>;

/**
 * Profile save: only the allowed fields of spec/2 §3 (ad, ph, nm, ln, username, rut, ge, fnY, fnM, fnD,
 * prefs); any other field is refused by name. The checks that need the profile's country (the phone per
 * country, the Chilean RUT) are rules/profile-save.ts, which the server applies after this shape.
 */
export const ZProfileSave = z.partial(
  z.strictObject({
    nm: text({ max: 80 }).check(z.trim()),
    ln: text({ max: 80 }).check(z.trim()),
    // The phone input's check (spec/2 §5), or empty: a profile may have no phone.
    ph: text({ max: 40 }).check(
      z.trim(),
      z.refine((ph) => ph === '' || isValidPhone(ph), 'p1_err_v_phone'),
    ),
    rut: text({ max: 20 }).check(z.trim()),
    username: text({ max: 40 }).check(z.trim()),
    ge: z.enum(PROFILE_GENDERS),
    fnY: z.nullable(z.int().check(z.gte(1900), z.lte(2100))),
    fnM: z.nullable(z.int().check(z.gte(1), z.lte(12))),
    fnD: z.nullable(z.int().check(z.gte(1), z.lte(31))),
    // The address rule (spec/2 §5): every address complete, aliases unique. The server enforces it here.
    ad: z.array(ZAddress).check(
      z.maxLength(20),
      z.superRefine((list, ctx) => {
        // Each problem names its text's key; packages/i18n validation-text.ts carries its parameters.
        for (const problem of addressListProblems(list))
          ctx.addIssue({ code: 'custom', message: problem.key, params: problem.params });
      }),
    ),
    // The language (idi) and the profile's country (pc), from the offered ones (spec/2 §3).
    prefs: z.strictObject({
      idi: z.optional(z.enum(['es', 'en'])),
      pc: z.optional(z.enum(PROFILE_COUNTRIES)),
    }),
  }),
);
export type TProfileSave = z.infer<typeof ZProfileSave>;

/** A message in the development outbox (shown where no SMTP server is configured). */
export const ZOutboxMessage = z.object({
  id: z.int(),
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
