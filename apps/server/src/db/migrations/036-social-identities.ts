import type { Migration } from './migration.ts';

/**
 * Social sign-in over OpenID Connect (issue 16 item 1; spec/2 §2 'Sign-in', §7).
 *
 * `account_identities` links a provider's subject to an account: the first sign-in links it to the account
 * of the same verified e-mail, or a new one; later sign-ins find it by (provider, subject) whatever the
 * e-mail says then. `social_logins` is one sign-in on its way: opened with its state (stored as SHA-256),
 * nonce and PKCE verifier until `expires_at`; the callback consumes the state and leaves a one-time ticket
 * (SHA-256 too) for the user, which the page exchanges for the session. Rows live minutes, in the database
 * so that any instance may take the callback.
 */
export const socialIdentities: Migration = {
  id: '036-social-identities',
  statements: [
    `create table account_identities (
      provider text not null,
      subject text not null,
      user_id bigint not null references users (id) on delete cascade,
      email text not null,
      created_at timestamptz not null default now(),
      primary key (provider, subject)
    )`,
    'create index account_identities_by_user on account_identities (user_id)',
    `create table social_logins (
      state_hash text primary key,
      provider text not null,
      nonce text not null,
      code_verifier text not null,
      back text not null,
      expires_at timestamptz not null,
      ticket_hash text unique,
      user_id bigint references users (id) on delete cascade
    )`,
  ],
};
