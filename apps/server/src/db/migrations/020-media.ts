import type { Migration } from './migration.ts';

/**
 * Photos the back office uploads (issue 13 item 3), already resized, kept in the database rather than on one
 * machine's disk so that every instance on a shared PostgreSQL serves them (README 'Two instances'). The id
 * is the hash of the stored bytes: uploading the same photo twice keeps one row, and the address never
 * changes meaning, so it is cached for good.
 */
export const media: Migration = {
  id: '020-media',
  statements: [
    `create table media (
      id text primary key,
      ir text not null references restaurants (ir) on delete cascade,
      content_type text not null,
      bytes bytea not null,
      width integer not null,
      height integer not null,
      created_at timestamptz not null default now()
    )`,
  ],
};
