import type { Migration } from './migration.ts';

/**
 * Order numbers per restaurant and day (issue 12 item 3; the rule is packages/domain rules/order-number.ts):
 * a restaurant's first order of the day, in its own time zone, is number 1; not one sequence for the
 * whole platform.
 * - order_numbers keeps the last number given per restaurant (`ir`, one location) and day. The next number
 *   is taken with one upsert, which locks that row until the transaction ends: two saves of one restaurant
 *   at once, on one PostgreSQL from several instances, get consecutive numbers and never the same one; a
 *   save undone (save_orders' block of a refused order, or a whole group) gives its number back with it.
 * - order_number_day is the day rule in SQL: the order's instant as a date in the restaurant's zone
 *   (store/order-numbers-sql.test.ts holds it to the domain's orderNumberDay on both databases).
 * - a BEFORE INSERT trigger numbers every new order, so save_order (migration 008) needs no change: its
 *   `returning number` reads the number the trigger wrote.
 * - orders.number_day records the day an order counts in; the unique index is the last guard. Orders saved
 *   before this migration keep their platform-wide number and no day.
 */
export const orderNumbers: Migration = {
  id: '013-order-numbers',
  statements: [
    `create table order_numbers (
      ir text not null references restaurants (ir) on delete cascade,
      day date not null,
      last integer not null check (last > 0),
      primary key (ir, day)
    )`,
    'alter table orders add column number_day date',
    'alter table orders alter column number drop default',
    'drop sequence order_number_seq',
    `create function order_number_day(p_at timestamptz, p_tz text) returns date
     language sql stable as $$ select (p_at at time zone p_tz)::date $$`,
    `create function assign_order_number() returns trigger language plpgsql as $$
     begin
       new.number_day := order_number_day(
         new.created_at, (select profile->>'tz' from restaurants where ir = new.ir));
       insert into order_numbers as n (ir, day, last) values (new.ir, new.number_day, 1)
       on conflict (ir, day) do update set last = n.last + 1
       returning last into new.number;
       return new;
     end $$`,
    `create trigger orders_number before insert on orders
     for each row execute function assign_order_number()`,
    'create unique index orders_number_of_day on orders (ir, number_day, number) where number_day is not null',
  ],
};
