import type { Queryable } from '../db/database.ts';

/*
 * The catalog_changes table: the back office's change log (issue 13 item 3). Its own module because every
 * back-office write records here — the restaurant row's edits (catalog-edit.ts) and the ones of its own tables
 * (coupons, staff, stock) — and coupons are also written by the catalog import, which catalog-edit.ts uses.
 */

/** A change-log row; also written by back-office writes outside the restaurant row (coupons, staff, stock). */
export async function recordCatalogChange(
  tx: Queryable,
  row: {
    ir: string;
    userId: string | null;
    at: Date;
    what: string;
    target: string;
    before: unknown;
    after: unknown;
    version: string | null;
  },
): Promise<void> {
  await tx.query(
    `insert into catalog_changes (ir, user_id, at, what, target, before, after, version)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`,
    [
      row.ir,
      row.userId,
      row.at,
      row.what,
      row.target,
      row.before === undefined ? null : JSON.stringify(row.before),
      row.after === undefined ? null : JSON.stringify(row.after),
      row.version,
    ],
  );
}

export type CatalogChangeRow = {
  id: string;
  at: Date;
  what: string;
  target: string;
  who: string | null;
  whoName: string;
  before: unknown;
  after: unknown;
  version: string | null;
};

/**
 * A restaurant's change history, newest first, a page at a time: all of it, or the changes of some things
 * only (the part of `what` before its dot: CHANGE_AREA_THINGS of packages/domain), or of one kind (`what`
 * itself); `before` (a row's id) starts the page after that row, in the same order (when, then id).
 */
export async function catalogChanges(
  db: Queryable,
  ir: string,
  options: { things?: readonly string[]; what?: string; before?: string; limit?: number } = {},
): Promise<CatalogChangeRow[]> {
  return db.query<CatalogChangeRow>(
    `select c.id::text as id, c.at, c.what, c.target, u.email as who,
       trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')) as "whoName",
       c.before, c.after, c.version::text as version
     from catalog_changes c left join users u on u.id = c.user_id
     where c.ir = $1 and ($3::text[] is null or split_part(c.what, '.', 1) = any($3::text[]))
       and ($4::text is null or c.what = $4::text)
       and ($5::bigint is null or (c.at, c.id) < (select b.at, b.id from catalog_changes b where b.ir = $1 and b.id = $5::bigint))
     order by c.at desc, c.id desc limit $2`,
    [
      ir,
      options.limit ?? 100,
      options.things ? [...options.things] : null,
      options.what ?? null,
      options.before ?? null,
    ],
  );
}
