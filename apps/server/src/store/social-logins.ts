import { createHash, randomBytes } from 'node:crypto';
import type { Database, Queryable } from '../db/database.ts';

/**
 * Social sign-ins on their way and the identities they link (migration 036; issue 16 item 1). Secrets that
 * travel in URLs (the state, the ticket) are stored only as SHA-256.
 */
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** How long a diner has at the provider's pages: the state and its PKCE verifier die after it. */
export const SOCIAL_STATE_SECONDS = 600;
/** How long the page has to exchange the callback's ticket for the session (one redirect away). */
export const SOCIAL_TICKET_SECONDS = 120;

export type SocialLoginStart = { provider: string; nonce: string; codeVerifier: string; back: string };

/** Opens a sign-in: its state (answered to send to the provider) keyed by its hash. */
export async function openSocialLogin(db: Queryable, start: SocialLoginStart, state: string, now: Date) {
  // Abandoned sign-ins go as new ones come: the table holds only minutes of them.
  await db.query('delete from social_logins where expires_at <= $1', [now]);
  await db.query(
    `insert into social_logins (state_hash, provider, nonce, code_verifier, back, expires_at)
     values ($1, $2, $3, $4, $5, $6)`,
    [
      sha256(state),
      start.provider,
      start.nonce,
      start.codeVerifier,
      start.back,
      new Date(now.getTime() + SOCIAL_STATE_SECONDS * 1000),
    ],
  );
}

/**
 * The sign-in a callback's state opened, taken once: the state cannot be replayed. Null when unknown, used,
 * expired, or opened for another provider.
 */
export async function takeSocialLogin(
  db: Queryable,
  provider: string,
  state: string,
  now: Date,
): Promise<(SocialLoginStart & { stateHash: string }) | null> {
  const [row] = await db.query<{ provider: string; nonce: string; code_verifier: string; back: string }>(
    `update social_logins set expires_at = $3 where state_hash = $1 and provider = $2 and expires_at > $3
       and ticket_hash is null and code_verifier <> ''
     returning provider, nonce, code_verifier, back`,
    [sha256(state), provider, now],
  );
  if (!row) return null;
  return {
    provider: row.provider,
    nonce: row.nonce,
    codeVerifier: row.code_verifier,
    back: row.back,
    stateHash: sha256(state),
  };
}

/** Where a sign-in whose state is known came from, to send a diner back there with an error. */
export async function socialLoginBack(db: Queryable, state: string): Promise<string | null> {
  const [row] = await db.query<{ back: string }>('select back from social_logins where state_hash = $1', [
    sha256(state),
  ]);
  return row?.back ?? null;
}

/** Ends a taken sign-in with a one-time ticket for its user; answers the ticket. */
export async function issueSocialTicket(db: Queryable, stateHash: string, userId: number, now: Date) {
  const ticket = randomBytes(24).toString('base64url');
  await db.query(
    `update social_logins set ticket_hash = $2, user_id = $3, code_verifier = '', expires_at = $4
     where state_hash = $1`,
    [stateHash, sha256(ticket), userId, new Date(now.getTime() + SOCIAL_TICKET_SECONDS * 1000)],
  );
  return ticket;
}

/** The user of an unexpired ticket, once: the row goes with it. */
export async function redeemSocialTicket(db: Queryable, ticket: string, now: Date): Promise<number | null> {
  const [row] = await db.query<{ user_id: string; expires_at: Date }>(
    'delete from social_logins where ticket_hash = $1 returning user_id::text, expires_at',
    [sha256(ticket)],
  );
  if (!row || row.expires_at.getTime() <= now.getTime()) return null;
  return Number(row.user_id);
}

export type ProviderIdentity = {
  provider: string;
  subject: string;
  /** Present only when the provider says it verified it. */
  verifiedEmail: string | null;
  firstName: string;
  lastName: string;
  lang: 'es' | 'en';
};

export type IdentityLink = { ok: true; userId: number; created: boolean } | { ok: false; reason: 'no_email' };

/**
 * The account of a provider's identity (issue 16 item 1): the one it was linked to before; else the account
 * of the same verified e-mail, which it is linked to now; else a new account of that e-mail, named as the
 * provider names the person. An identity without a verified e-mail links nothing. A name the account lacks
 * is taken from the provider; one it has is kept.
 */
export async function linkIdentity(db: Database, identity: ProviderIdentity): Promise<IdentityLink> {
  return db.transaction(async (tx) => {
    const [linked] = await tx.query<{ user_id: string }>(
      'select user_id::text from account_identities where provider = $1 and subject = $2',
      [identity.provider, identity.subject],
    );
    if (linked) return { ok: true, userId: Number(linked.user_id), created: false };
    const email = identity.verifiedEmail;
    if (!email) return { ok: false, reason: 'no_email' };
    const inserted = await tx.query<{ id: string }>(
      `insert into users (email, lang, first_name, last_name) values ($1, $2, $3, $4)
       on conflict (email) do nothing returning id::text`,
      [email, identity.lang, identity.firstName, identity.lastName],
    );
    const [user] = inserted.length
      ? inserted
      : await tx.query<{ id: string }>(
          `update users set first_name = case when first_name = '' then $2 else first_name end,
             last_name = case when last_name = '' then $3 else last_name end
           where email = $1 returning id::text`,
          [email, identity.firstName, identity.lastName],
        );
    const userId = Number(user!.id);
    // Two callbacks of one identity at once: the second finds the first's link.
    await tx.query(
      `insert into account_identities (provider, subject, user_id, email) values ($1, $2, $3, $4)
       on conflict (provider, subject) do nothing`,
      [identity.provider, identity.subject, userId, email],
    );
    return { ok: true, userId, created: inserted.length > 0 };
  });
}
