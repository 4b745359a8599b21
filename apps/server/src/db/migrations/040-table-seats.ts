import type { Migration } from './migration.ts';

/**
 * Diners seated at a table (issue 14: the table's bill for everyone seated; spec/1 §3 'Seat record'): an account
 * that opened a table's page sat there at `seated_at` (the latest opening). With it a diner who has not ordered
 * — typically the one who pays for everyone — reads and pays the table's bill (rules/table-seat.ts).
 * Guests are seated by their guest_sessions row (migration 026).
 */
export const tableSeats: Migration = {
  id: '040-table-seats',
  statements: [
    `create table table_seats (
      user_id bigint not null references users (id) on delete cascade,
      ir text not null references restaurants (ir) on delete cascade,
      il text not null,
      mesa text not null,
      seated_at timestamptz not null,
      primary key (user_id, ir, il, mesa)
    )`,
  ],
};
