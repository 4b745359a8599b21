import type { Migration } from './migration.ts';

/**
 * Table bookings (issue 17; spec/2 §3 'Booking record', §4 'Bookings'). One row per booking: the service date
 * and wall-clock time the diner chose, the instant they mean in the restaurant's zone, the shift whose covers
 * it holds, its status and the history of its statuses. `store/bookings.ts` takes a shift's covers under an
 * advisory lock per venue, date and shift. Mail gets attachments (a confirmation's .ics calendar entry).
 */
export const bookings: Migration = {
  id: '032-bookings',
  statements: [
    `create table bookings (
      id text primary key,
      ir text not null references restaurants (ir) on delete cascade,
      il text not null,
      user_id bigint not null references users (id) on delete cascade,
      service_date date not null,
      hh text not null,
      starts_at timestamptz not null,
      shift text not null,
      guests integer not null check (guests > 0),
      name text not null,
      phone text not null,
      email text not null,
      comment text not null default '',
      status integer not null,
      history jsonb not null,
      created_at timestamptz not null
    )`,
    'create index bookings_by_user on bookings (user_id, created_at)',
    'create index bookings_by_shift on bookings (ir, il, service_date, shift)',
    'create index bookings_by_venue_time on bookings (ir, il, starts_at)',
    'alter table mail_outbox add column attachments jsonb',
  ],
};
