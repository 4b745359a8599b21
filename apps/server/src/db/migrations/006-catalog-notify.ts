import type { Migration } from './migration.ts';

/**
 * Every change to a restaurant row or a stock row, by any writer (a reservation, an import, an order, a
 * staff member marking an item sold out, plain SQL), NOTIFYs `comanda_catalog` with the restaurant id.
 * PostgreSQL delivers it when the change commits and folds repeats within a transaction. The embedded
 * server uses it to keep serialised menus without asking for the catalog version on every call (see
 * store/menu-cache.ts). The channel carries the schema when it is not public, as db/postgres.ts qualifies
 * channel names, so test schemas side by side do not hear each other.
 */
export const catalogNotify: Migration = {
  id: '006-catalog-notify',
  statements: [
    `create function catalog_notify() returns trigger language plpgsql as $$
     begin
       perform pg_notify(
         'comanda_catalog' || case when current_schema() = 'public' then '' else '.' || current_schema() end,
         case when tg_op = 'DELETE' then old.ir else new.ir end);
       return null;
     end $$`,
    `create trigger stock_notify after insert or update or delete on stock
     for each row execute function catalog_notify()`,
    `create trigger restaurants_notify after insert or update or delete on restaurants
     for each row execute function catalog_notify()`,
  ],
};
