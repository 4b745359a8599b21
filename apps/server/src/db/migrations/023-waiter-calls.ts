import type { Migration } from './migration.ts';

/**
 * Calls from the tables (issue 14 item 4; spec/1 §2 screen 13, §7 sendmessage): a diner asks for the waiter or
 * the bill and the venue's board shows it until staff acknowledge it. Kept as rows, so a board opened later
 * (or on another instance) sees the calls still open, and so a table's recent calls can be counted.
 * `notify_topic` is the live topic of whoever called (a diner's, later a guest's): the acknowledgement is
 * sent there.
 */
export const waiterCalls: Migration = {
  id: '023-waiter-calls',
  statements: [
    `create table waiter_calls (
      id text primary key,
      ir text not null references restaurants (ir) on delete cascade,
      il text not null,
      mesa text not null,
      mesa_name text not null,
      sector text not null,
      kind text not null check (kind in ('waiter', 'bill')),
      comment text not null default '',
      caller text not null,
      notify_topic text not null,
      created_at timestamptz not null,
      acknowledged_at timestamptz,
      acknowledged_by bigint references users (id) on delete set null
    )`,
    'create index waiter_calls_open on waiter_calls (ir, il, created_at) where acknowledged_at is null',
    'create index waiter_calls_by_table on waiter_calls (ir, il, mesa, created_at)',
  ],
};
