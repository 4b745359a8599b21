import type { Migration } from './migration.ts';

/**
 * Guests at a table (issue 14 items 1–2; spec/1 §4 'Check-in specifics', §6; spec/2 §4 'Guest login by table').
 *
 * A guest signs in as an account of its own ('invitado:{id}' is no e-mail address, so no login code reaches
 * it), with a module-2000 session of 57600 s: every diner route reads it as it reads any session, orders are
 * the guest's by user_id, and the session cache hears its end (migration 010). `guest_sessions` binds that
 * account to one venue's table and to the table's check-in order id (16 characters), shared by the guests
 * who sit there while it is fresh (rules/check-in-guest.ts); `joined_at` is when this guest sat.
 *
 * `checkin_password_attempts` counts wrong check-in passwords per venue and client address in a window
 * (rules/check-in-password.ts), in the database so that every instance counts the same tries.
 */
export const guestSessions: Migration = {
  id: '026-guest-sessions',
  statements: [
    `create table guest_sessions (
      user_id bigint primary key references users (id) on delete cascade,
      ir text not null,
      il text not null,
      dk text not null default '',
      mesa text not null,
      checkin_id text not null check (length(checkin_id) = 16),
      joined_at timestamptz not null,
      expires_at timestamptz not null
    )`,
    'create index guest_sessions_by_table on guest_sessions (ir, il, dk, mesa, joined_at desc)',
    'create index guest_sessions_by_checkin on guest_sessions (checkin_id)',
    `create table checkin_password_attempts (
      ir text not null,
      il text not null,
      client text not null,
      since timestamptz not null,
      wrong integer not null default 0,
      primary key (ir, il, client)
    )`,
  ],
};
