import { createHash, randomBytes } from 'node:crypto';
import { CONFIRM_LINK_TTL_SECONDS, RESET_LINK_TTL_SECONDS } from '@comanda/domain';
import type { Database, Queryable } from '../db/database.ts';

/**
 * Registration, confirmation and password links (issue 16 item 1; spec/2 §2, §4, §7; migration 029). A link
 * is an id (public, in the URL) and a secret (stored hashed); it works once and until it expires.
 */

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const token = (bytes: number) => randomBytes(bytes).toString('base64url');

type LinkKind = 'confirm' | 'reset';

async function createLink(db: Queryable, kind: LinkKind, userId: number, now: Date) {
  const id = token(12);
  const secret = token(24);
  const ttl = kind === 'confirm' ? CONFIRM_LINK_TTL_SECONDS : RESET_LINK_TTL_SECONDS;
  // A new link voids the account's older ones of its kind: only the newest mail works.
  await db.query(
    'update account_links set used_at = $3 where user_id = $1 and kind = $2 and used_at is null',
    [userId, kind, now],
  );
  await db.query(
    'insert into account_links (id, secret_hash, kind, user_id, expires_at) values ($1, $2, $3, $4, $5)',
    [id, sha256(secret), kind, userId, new Date(now.getTime() + ttl * 1000)],
  );
  return { id, secret };
}

type LinkRow = {
  user_id: string;
  secret_hash: string;
  expires_at: Date;
  used_at: Date | null;
  email: string;
};

/** The unused, unexpired link of that id and secret, with its account's e-mail; locked when in a transaction. */
async function liveLink(db: Queryable, kind: LinkKind, id: string, secret: string, now: Date, lock = false) {
  const [row] = await db.query<LinkRow>(
    `select l.user_id::text, l.secret_hash, l.expires_at, l.used_at, u.email
       from account_links l join users u on u.id = l.user_id
      where l.id = $1 and l.kind = $2${lock ? ' for update of l' : ''}`,
    [id, kind],
  );
  if (!row || row.used_at || row.expires_at.getTime() <= now.getTime()) return null;
  if (row.secret_hash !== sha256(secret)) return null;
  return { userId: Number(row.user_id), email: row.email };
}

export type Registration = { kind: 'created'; code: string } | { kind: 'exists' };

/**
 * Registers an account (spec/2 §4 'Register': form, creating, confirmation message) and answers the code of
 * its confirmation link, `{id}.{secret}`. An account that already has a password is not registered again
 * (spec/2 §8: 'use password recovery'); one known only by its e-mail codes gets a link too, and its names
 * where it had none — an unconfirmed request never overwrites what the owner wrote.
 */
export async function registerAccount(
  db: Database,
  input: { email: string; firstName: string; lastName: string; lang: 'es' | 'en' },
  now: Date,
): Promise<Registration> {
  return db.transaction(async (tx) => {
    await tx.query(
      `insert into users (email, lang, first_name, last_name) values ($1, $2, $3, $4)
       on conflict (email) do nothing`,
      [input.email, input.lang, input.firstName, input.lastName],
    );
    const [user] = await tx.query<{ id: string; password_hash: string | null }>(
      'select id::text, password_hash from users where email = $1 for update',
      [input.email],
    );
    if (user!.password_hash !== null) return { kind: 'exists' };
    await tx.query(
      `update users set first_name = case when first_name = '' then $2 else first_name end,
                        last_name = case when last_name = '' then $3 else last_name end
        where id = $1`,
      [user!.id, input.firstName, input.lastName],
    );
    const link = await createLink(tx, 'confirm', Number(user!.id), now);
    return { kind: 'created', code: `${link.id}.${link.secret}` };
  });
}

/** Uses a confirmation code once (spec/2 §2 ProfileCreated: 'done' once used): the account's id, or null. */
export async function confirmAccount(db: Database, code: string, now: Date): Promise<number | null> {
  const [id, secret] = code.split('.');
  if (!id || !secret) return null;
  return db.transaction(async (tx) => {
    const link = await liveLink(tx, 'confirm', id, secret, now, true);
    if (!link) return null;
    await tx.query('update account_links set used_at = $2 where id = $1', [id, now]);
    return link.userId;
  });
}

/** A reset link for the account of that e-mail (`{ code, tag }`), or null when there is no such account. */
export async function issueResetLink(db: Database, email: string, now: Date) {
  return db.transaction(async (tx) => {
    const [user] = await tx.query<{ id: string }>('select id::text from users where email = $1 for update', [
      email,
    ]);
    if (!user) return null;
    const link = await createLink(tx, 'reset', Number(user.id), now);
    return { code: link.id, tag: link.secret };
  });
}

/** The e-mail a live reset link is for (the form shows it read-only), or null. */
export async function resetLinkEmail(db: Queryable, code: string, tag: string, now: Date) {
  return (await liveLink(db, 'reset', code, tag, now))?.email ?? null;
}

/**
 * Sets the new password through a live reset link of that e-mail and spends the link; every session of the
 * account ends (whoever knew the old password is out). False when the link is not good (any more).
 */
export async function resetPassword(
  db: Database,
  input: { code: string; tag: string; email: string; passwordHash: string },
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const link = await liveLink(tx, 'reset', input.code, input.tag, now, true);
    if (!link || link.email !== input.email) return false;
    await tx.query('update account_links set used_at = $2 where id = $1', [input.code, now]);
    await tx.query('update users set password_hash = $2 where id = $1', [link.userId, input.passwordHash]);
    await tx.query('delete from sessions where user_id = $1', [link.userId]);
    return true;
  });
}

/** The account of an e-mail and its password hash (null: it signs in only by code), or null. */
export async function passwordOfEmail(db: Queryable, email: string) {
  const [row] = await db.query<{ id: string; password_hash: string | null }>(
    'select id::text, password_hash from users where email = $1',
    [email],
  );
  return row ? { userId: Number(row.id), hash: row.password_hash } : null;
}

export async function passwordOfUser(db: Queryable, userId: number): Promise<string | null> {
  const [row] = await db.query<{ password_hash: string | null }>(
    'select password_hash from users where id = $1',
    [userId],
  );
  return row?.password_hash ?? null;
}

/** A changed password: the account's other sessions end, the one that changed it stays. */
export async function setPassword(db: Database, userId: number, passwordHash: string, keepSession: string) {
  await db.transaction(async (tx) => {
    await tx.query('update users set password_hash = $2 where id = $1', [userId, passwordHash]);
    await tx.query('delete from sessions where user_id = $1 and token_hash <> $2', [
      userId,
      sha256(keepSession),
    ]);
  });
}
