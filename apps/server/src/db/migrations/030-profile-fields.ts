import type { Migration } from './migration.ts';

/**
 * A whole profile (issue 16 item 2; spec/2 §3 'Profile'): the allowed saved fields the users table did not
 * keep — username, ge (gender), fnY/fnM/fnD (birth date) — the profile's country (pc, saved through
 * prefs; '' until chosen, read as cl), and the client code the profile card shows as a QR: ten random hex
 * characters, unique, given to every account, old and new, by the column's default.
 */
export const profileFields: Migration = {
  id: '030-profile-fields',
  statements: [
    `alter table users
      add column username text not null default '',
      add column gender text not null default '',
      add column birth_year integer,
      add column birth_month integer,
      add column birth_day integer,
      add column country text not null default '',
      add column client_code text not null
        default upper(substr(md5(random()::text || clock_timestamp()::text), 1, 10))`,
    'create unique index users_client_code on users (client_code)',
  ],
};
