import type { Migration } from './migration.ts';

/**
 * Orders (spec/1 §3 'Order', §4 statuses), their history, the stock each took, idempotency keys of saves,
 * payments with every attempt, the print outbox and coupons.
 * - orders.cart_id is unique: a cart becomes one order; a second save of it is discarded (spec/1 §8).
 * - order_stock keeps exactly the units an order took from limited rows, so a cancellation gives back
 *   those and no more.
 * - order_requests maps (scope, key) to the order a save created and the hash of its body: a retry answers
 *   the same order, a different body under the same key is refused.
 * - payment_attempts is written outside the order's transaction: a terminal that charged and an update
 *   that then failed still leave a row staff can see.
 * - print_jobs is the outbox: a row per ticket to print, written in the transaction that makes the order
 *   printable, acknowledged by the device. One order ticket per order (partial unique index).
 */
export const orders: Migration = {
  id: '007-orders',
  statements: [
    'create sequence order_number_seq',
    `create table orders (
      id text primary key,
      number integer not null default nextval('order_number_seq'),
      ir text not null references restaurants (ir) on delete cascade,
      il text not null,
      dk text not null default '',
      cart_id text not null unique,
      user_id bigint references users (id) on delete set null,
      device_id text references kiosk_devices (id) on delete set null,
      tipo integer not null,
      ss integer not null default 0,
      sp integer not null default 0,
      stdvy integer not null default 40,
      prepago integer not null,
      total integer not null,
      det jsonb not null,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`,
    'create index orders_by_user on orders (user_id, created_at desc)',
    'create index orders_by_venue on orders (ir, il, created_at desc)',
    `create table order_stock (
      order_id text not null references orders (id) on delete cascade,
      kind char(1) not null,
      item_id text not null,
      quantity integer not null check (quantity > 0),
      primary key (order_id, kind, item_id)
    )`,
    `create table order_requests (
      scope text not null,
      key text not null,
      body_hash text not null,
      order_id text not null references orders (id) on delete cascade,
      created_at timestamptz not null,
      primary key (scope, key)
    )`,
    `create table order_events (
      id bigint generated always as identity primary key,
      order_id text not null references orders (id) on delete cascade,
      actor text not null,
      action text not null,
      ss integer not null,
      sp integer not null,
      stdvy integer not null,
      at timestamptz not null
    )`,
    'create index order_events_by_order on order_events (order_id, id)',
    `create table payments (
      id text primary key,
      order_id text not null references orders (id) on delete cascade,
      provider text not null,
      code integer not null,
      amount integer not null,
      currency text not null,
      sp integer not null default 0,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`,
    'create index payments_by_order on payments (order_id)',
    `create table payment_attempts (
      id bigint generated always as identity primary key,
      order_id text not null references orders (id) on delete cascade,
      payment_id text references payments (id) on delete set null,
      code integer not null,
      terminal text not null default '',
      approved boolean not null,
      reference text not null default '',
      message text not null default '',
      device_id text,
      at timestamptz not null
    )`,
    'create index payment_attempts_by_order on payment_attempts (order_id, id)',
    `create table print_jobs (
      id text primary key,
      kind text not null check (kind in ('order', 'message')),
      order_id text references orders (id) on delete cascade,
      ir text not null,
      device_id text references kiosk_devices (id) on delete cascade,
      args jsonb not null,
      status text not null default 'pending' check (status in ('pending', 'printed')),
      attempts integer not null default 0,
      created_at timestamptz not null,
      printed_at timestamptz
    )`,
    `create unique index print_jobs_one_ticket on print_jobs (order_id) where kind = 'order'`,
    'create index print_jobs_pending on print_jobs (ir, status, created_at)',
    `create table coupons (
      ir text not null references restaurants (ir) on delete cascade,
      id text not null,
      type text not null check (type in ('PERCENTAGE', 'FIXED')),
      amount double precision not null check (amount >= 0),
      comment text not null default '',
      active boolean not null default true,
      primary key (ir, id)
    )`,
  ],
};
