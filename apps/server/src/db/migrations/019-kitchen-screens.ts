import type { Migration } from './migration.ts';

/**
 * Kitchen screens (spec/3 §4 'Kitchen-display users authenticate by an API token'; issue 13 item 2): a
 * manager gives a screen of the venue its own token, which keeps it signed in across restarts until revoked.
 * The screen signs in as an account of its own (`user_id`: a users row whose e-mail is not an address, so no
 * login code can reach it) with one kitchen role row for its venue; its token is a session of module 5000
 * (stored hashed, like every session). Revoking deletes that account: its session and role go with it, and
 * the session cache hears it (migration 010). The row stays, to say who issued and revoked what and when.
 */
export const kitchenScreens: Migration = {
  id: '019-kitchen-screens',
  statements: [
    `create table kitchen_screens (
      id text primary key,
      ir text not null,
      il text not null,
      name text not null,
      user_id bigint references users (id) on delete set null,
      issued_by bigint references users (id) on delete set null,
      created_at timestamptz not null,
      revoked_by bigint references users (id) on delete set null,
      revoked_at timestamptz
    )`,
    'create index kitchen_screens_by_venue on kitchen_screens (ir, il, created_at)',
  ],
};
