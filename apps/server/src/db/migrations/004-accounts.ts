import type { Migration } from './migration.ts';

/**
 * Diners and staff share one account table (spec/3 §4 'Staff gating': same login, gated by role rows).
 * Login codes and session tokens are stored only as hashes.
 */
export const accounts: Migration = {
  id: '004-accounts',
  statements: [
    `create table users (
      id bigint generated always as identity primary key,
      email text not null unique,
      first_name text not null default '',
      last_name text not null default '',
      phone text not null default '',
      rut text not null default '',
      lang text not null default 'es',
      addresses jsonb not null default '[]',
      created_at timestamptz not null default now()
    )`,
    `create table login_codes (
      email text primary key,
      code_hash text not null,
      expires_at timestamptz not null,
      attempts integer not null default 0
    )`,
    `create table sessions (
      token_hash text primary key,
      user_id bigint not null references users (id) on delete cascade,
      module integer not null,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    )`,
    'create index sessions_by_user on sessions (user_id)',
    `create table staff_roles (
      user_id bigint not null references users (id) on delete cascade,
      module integer not null,
      ir text not null default '',
      il text not null default '',
      role text not null default 'staff',
      level integer not null default 0,
      primary key (user_id, module, ir, il)
    )`,
    `create table mail_outbox (
      id bigint generated always as identity primary key,
      to_address text not null,
      subject text not null,
      body text not null,
      created_at timestamptz not null default now(),
      sent_at timestamptz,
      error text
    )`,
  ],
};
