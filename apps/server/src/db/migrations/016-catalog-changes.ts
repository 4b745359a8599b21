import type { Migration } from './migration.ts';

/**
 * The back office's history (issue 13 item 3 'Every change is versioned (who, when, what)'): one row per saved
 * change to a restaurant's catalog or settings, with the changed thing before and after and the catalog version
 * the change produced. Rows outlive the staff account that made them (user_id set null).
 */
export const catalogChanges: Migration = {
  id: '016-catalog-changes',
  statements: [
    `create table catalog_changes (
      id bigint generated always as identity primary key,
      ir text not null references restaurants (ir) on delete cascade,
      user_id bigint references users (id) on delete set null,
      at timestamptz not null,
      what text not null,
      target text not null default '',
      before jsonb,
      after jsonb,
      version bigint
    )`,
    'create index catalog_changes_by_venue on catalog_changes (ir, at desc, id desc)',
  ],
};
