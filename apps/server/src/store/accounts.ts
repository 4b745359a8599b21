import { createHash, randomBytes, randomInt } from 'node:crypto';
import {
  LOGIN_CODE_MAX_ATTEMPTS,
  LOGIN_CODE_TTL_SECONDS,
  Module,
  PROFILE_GENDERS,
  profileCountry,
  SESSION_REDUCTION_SECONDS,
  SESSION_SECONDS,
  type TAddress,
  type TProfile,
  type TProfileSave,
  type TRoleProfile,
} from '@comanda/domain';
import type { Database, Queryable } from '../db/database.ts';
import { tooMany } from '../http/too-many.ts';
import { guestProfile, isGuestAccountEmail } from './guest-identity.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
// No 0/O or 1/I: a code read from a phone screen is typed without doubt.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 6;

type UserRow = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  rut: string;
  lang: 'es' | 'en';
  addresses: TAddress[];
  username: string;
  gender: string;
  birth_year: number | null;
  birth_month: number | null;
  birth_day: number | null;
  country: string;
  client_code: string;
  has_password: boolean;
};

/**
 * Creates the account on first use and gives it a new one-time code (any older code is void). The failed
 * tries of the code it replaces are kept while that code was alive (issue 10 item 4): asking again does not
 * buy new guesses. Once LOGIN_CODE_MAX_ATTEMPTS were used, no new code is sent until the last one expires:
 * a 429 that says when.
 */
export async function issueLoginCode(
  db: Queryable,
  email: string,
  lang: 'es' | 'en',
  now: Date,
): Promise<string> {
  const [current] = await db.query<{ expires_at: Date; attempts: number }>(
    'select expires_at, attempts from login_codes where email = $1',
    [email],
  );
  const alive = current !== undefined && current.expires_at.getTime() > now.getTime();
  if (alive && current.attempts >= LOGIN_CODE_MAX_ATTEMPTS) {
    const wait = Math.ceil((current.expires_at.getTime() - now.getTime()) / 1000);
    throw tooMany(wait, 'code_attempts', 'too_many_attempts');
  }
  const code = Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(
    '',
  );
  await db.query('insert into users (email, lang) values ($1, $2) on conflict (email) do nothing', [
    email,
    lang,
  ]);
  // The carry-over is decided in the statement too, so two requests at once cannot both reset it.
  await db.query(
    `insert into login_codes (email, code_hash, expires_at, attempts) values ($1, $2, $3, 0)
     on conflict (email) do update set code_hash = excluded.code_hash, expires_at = excluded.expires_at,
       attempts = case when login_codes.expires_at > $4 then login_codes.attempts else 0 end`,
    [email, sha256(`${email}:${code}`), new Date(now.getTime() + LOGIN_CODE_TTL_SECONDS * 1000), now],
  );
  return code;
}

export type CodeCheck = { ok: true; userId: number } | { ok: false; reason: 'invalid' | 'expired' };

/**
 * Checks a code once: a match consumes it; an expired one is dropped; after LOGIN_CODE_MAX_ATTEMPTS wrong
 * tries it is void, and its row stays until it expires so that a new code cannot reset the count. In one
 * transaction, so two tries at once cannot both use it.
 */
export async function checkLoginCode(
  db: Database,
  email: string,
  code: string,
  now: Date,
): Promise<CodeCheck> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<{ code_hash: string; expires_at: Date; attempts: number }>(
      'select code_hash, expires_at, attempts from login_codes where email = $1 for update',
      [email],
    );
    if (!row) return { ok: false, reason: 'invalid' };
    if (row.expires_at.getTime() <= now.getTime()) {
      await tx.query('delete from login_codes where email = $1', [email]);
      return { ok: false, reason: 'expired' };
    }
    if (row.attempts >= LOGIN_CODE_MAX_ATTEMPTS) return { ok: false, reason: 'invalid' };
    if (row.code_hash !== sha256(`${email}:${code}`)) {
      await tx.query('update login_codes set attempts = attempts + 1 where email = $1', [email]);
      return { ok: false, reason: 'invalid' };
    }
    await tx.query('delete from login_codes where email = $1', [email]);
    const [user] = await tx.query<{ id: string }>('select id::text from users where email = $1', [email]);
    return { ok: true, userId: Number(user!.id) };
  });
}

/** Session lifetime: spec/3 §9 reduces it by 10800 s except for module 9000. */
export const sessionSeconds = (module: number) =>
  SESSION_SECONDS - (module === Module.admin ? 0 : SESSION_REDUCTION_SECONDS);

/**
 * A new random session token; only its hash is stored. It lasts the module's session time unless `until`
 * says otherwise (a kitchen screen's token, store/kitchen-screens.ts).
 */
export async function createSession(db: Queryable, userId: number, module: number, now: Date, until?: Date) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = until ?? new Date(now.getTime() + sessionSeconds(module) * 1000);
  await db.query('insert into sessions (token_hash, user_id, module, expires_at) values ($1, $2, $3, $4)', [
    sha256(token),
    userId,
    module,
    expiresAt,
  ]);
  return { token, expiresAt };
}

export type Session = { userId: number; module: number; expiresAt: Date; nombre: string };

/** The unexpired session of a token, with its user's name (find_session, migration 009), or null. */
export async function findSession(db: Queryable, token: string, now: Date): Promise<Session | null> {
  const [row] = await db.query<{ user_id: string; module: number; expires_at: Date; nombre: string }>(
    'select user_id, module, expires_at, nombre from find_session($1, $2)',
    [sha256(token), now],
  );
  return row
    ? { userId: Number(row.user_id), module: row.module, expiresAt: row.expires_at, nombre: row.nombre }
    : null;
}

export async function deleteSession(db: Queryable, token: string): Promise<void> {
  await db.query('delete from sessions where token_hash = $1', [sha256(token)]);
}

/** The role profiles of a user for a module (spec/3 §4 'Staff gating'). */
export async function rolesFor(db: Queryable, userId: number, module: number): Promise<TRoleProfile[]> {
  return db.query<TRoleProfile>(
    'select module, role, ir, il, level from staff_roles where user_id = $1 and module = $2 order by ir, il',
    [userId, module],
  );
}

export async function loadProfile(
  db: Queryable,
  session: Pick<Session, 'userId' | 'module' | 'expiresAt'>,
): Promise<TProfile> {
  const [user] = await db.query<UserRow>(
    `select id::text, email, first_name, last_name, phone, rut, lang, addresses, username, gender,
       birth_year, birth_month, birth_day, country, client_code, password_hash is not null as has_password
     from users where id = $1`,
    [session.userId],
  );
  if (!user) throw new Error(`session of a user that does not exist: ${session.userId}`);
  // An anonymous guest at a table reads as 'Guest', id 1 (issue 14 item 1, store/guest-sessions.ts).
  if (isGuestAccountEmail(user.email)) return guestProfile(session.expiresAt, user.lang);
  const country = profileCountry(user.country);
  return {
    id: Number(user.id),
    nombre: `${user.first_name} ${user.last_name}`.trim(),
    detApp: {
      nm: user.first_name,
      ln: user.last_name,
      em: user.email,
      ph: user.phone,
      rut: user.rut,
      username: user.username,
      ge: (PROFILE_GENDERS as readonly string[]).includes(user.gender)
        ? (user.gender as TProfile['detApp']['ge'])
        : '',
      fnY: user.birth_year,
      fnM: user.birth_month,
      fnD: user.birth_day,
      ad: user.addresses,
    },
    prefs: { idi: user.lang, pc: country },
    pc: country,
    client_code: user.client_code,
    pl: { p: await rolesFor(db, session.userId, session.module) },
    expU: session.expiresAt.getTime(),
    pwd: user.has_password,
  };
}

/** The profile's country as stored ('' until the diner chooses one). */
export async function storedCountry(db: Queryable, userId: number): Promise<string> {
  const [row] = await db.query<{ country: string }>('select country from users where id = $1', [userId]);
  return row?.country ?? '';
}

/** The account's language as stored (the sign-up's, then the diner's choice), which its mails and forms speak. */
export async function storedLanguage(db: Queryable, userId: number | string): Promise<'es' | 'en'> {
  const [row] = await db.query<{ lang: string }>('select lang from users where id = $1', [userId]);
  return row?.lang === 'en' ? 'en' : 'es';
}

/** Saves the allowed fields only (spec/2 §3 'Allowed saved fields'). */
export async function saveProfile(db: Queryable, userId: number, patch: TProfileSave): Promise<void> {
  const columns: [string, unknown][] = [];
  if (patch.nm !== undefined) columns.push(['first_name', patch.nm]);
  if (patch.ln !== undefined) columns.push(['last_name', patch.ln]);
  if (patch.ph !== undefined) columns.push(['phone', patch.ph]);
  if (patch.rut !== undefined) columns.push(['rut', patch.rut]);
  if (patch.username !== undefined) columns.push(['username', patch.username]);
  if (patch.ge !== undefined) columns.push(['gender', patch.ge]);
  if (patch.fnY !== undefined) columns.push(['birth_year', patch.fnY]);
  if (patch.fnM !== undefined) columns.push(['birth_month', patch.fnM]);
  if (patch.fnD !== undefined) columns.push(['birth_day', patch.fnD]);
  if (patch.prefs?.idi !== undefined) columns.push(['lang', patch.prefs.idi]);
  if (patch.prefs?.pc !== undefined) columns.push(['country', patch.prefs.pc]);
  if (patch.ad !== undefined) columns.push(['addresses', JSON.stringify(patch.ad)]);
  if (columns.length === 0) return;
  const sets = columns.map(([name], i) => `${name} = $${i + 2}${name === 'addresses' ? '::jsonb' : ''}`);
  await db.query(`update users set ${sets.join(', ')} where id = $1`, [userId, ...columns.map(([, v]) => v)]);
}
