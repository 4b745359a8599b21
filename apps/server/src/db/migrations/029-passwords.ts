import type { Migration } from './migration.ts';

/**
 * Passwords and the links mailed for them (issue 16 item 1; spec/2 §2 'Sign-in', §4, §7).
 *
 * `users.password_hash` is a scrypt hash (store/password-hash.ts), null for an account that signs in only by
 * e-mail code. `account_links` are the mailed links: 'confirm' (/l/profilecreated/{code}, a registration)
 * and 'reset' (/l/pwdreset/{code}/{tag}). The link's public id is its code; its secret (the confirm code's
 * second half, the reset link's tag) is stored only as a SHA-256 hash. A link works once (`used_at`) and
 * until `expires_at`; a new reset link voids the older ones of the account.
 */
export const passwords: Migration = {
  id: '029-passwords',
  statements: [
    'alter table users add column password_hash text',
    `create table account_links (
      id text primary key,
      secret_hash text not null,
      kind text not null check (kind in ('confirm', 'reset')),
      user_id bigint not null references users (id) on delete cascade,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`,
    'create index account_links_by_user on account_links (user_id, kind)',
  ],
};
