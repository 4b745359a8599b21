import type { Migration } from './migration.ts';

/**
 * A change to who a session token is — a session changed or removed (logout, expiry sweep, account removed),
 * or a user's name changed — NOTIFYs `comanda_sessions`, by any writer. The embedded server keeps sessions
 * in memory on it (store/session-cache.ts). One notice per statement, and PostgreSQL folds repeats within a
 * transaction. The channel carries the schema when it is not public, as in migration 006.
 */
export const sessionNotify: Migration = {
  id: '010-session-notify',
  statements: [
    `create function session_notify() returns trigger language plpgsql as $$
     begin
       perform pg_notify(
         'comanda_sessions' || case when current_schema() = 'public' then '' else '.' || current_schema() end, '');
       return null;
     end $$`,
    `create trigger sessions_notify after update or delete on sessions
     for each statement execute function session_notify()`,
    `create trigger users_name_notify after update of first_name, last_name or delete on users
     for each statement execute function session_notify()`,
  ],
};
