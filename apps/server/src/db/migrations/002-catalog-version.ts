import type { Migration } from './migration.ts';

/**
 * A version on every stock row and restaurant, drawn from one sequence and bumped by a trigger on each
 * stock change. A server keeps a menu it already serialised while the location's highest version is
 * unchanged — correct across several instances on one PostgreSQL, with no lock shared by reservations.
 */
export const catalogVersion: Migration = {
  id: '002-catalog-version',
  statements: [
    'create sequence catalog_version_seq',
    `alter table restaurants add column version bigint not null default nextval('catalog_version_seq')`,
    `alter table stock add column version bigint not null default nextval('catalog_version_seq')`,
    `create function stock_touch() returns trigger language plpgsql as $$
     begin
       new.version := nextval('catalog_version_seq');
       return new;
     end $$`,
    'create trigger stock_touch before update on stock for each row execute function stock_touch()',
  ],
};
