import type { Migration } from './migration.ts';

/**
 * One bill for the table (issue 14 item 5; spec/1 §4 'Check-in specifics', §7 getgaeorder/paygaeorder).
 * - table_bills: a table's check-in — every order saved at the table (tipo 3) joins its open one, which a
 *   BEFORE INSERT trigger finds or opens, so concurrent saves at one table (any instance) share one bill
 *   (the partial unique index). Its 16-character id is the check-in order id diners' links carry. A bill
 *   closes once every line is paid (store/table-bill.ts), or when a new order finds it open longer than a
 *   check-in cart lives (12 h, spec/1 §4 'Cart lifecycle'). The row is what pays and selections lock.
 * - table_bill_selections: the line a diner has selected (one diner per line), shared live with the table.
 * - table_bill_payments: a diner's payment of some lines on the provider's page (sp as payments.sp: 0
 *   created, 1 opened, 2 approved, -1 declined, -2 superseded), with each line's amount.
 * - table_bill_paid_lines: a line paid, once (its primary key): two approvals can never pay one line.
 */
export const tableBills: Migration = {
  id: '024-table-bills',
  statements: [
    `create table table_bills (
      id text primary key,
      ir text not null references restaurants (ir) on delete cascade,
      il text not null,
      mesa text not null,
      opened_at timestamptz not null,
      closed_at timestamptz
    )`,
    'create unique index table_bills_open on table_bills (ir, il, mesa) where closed_at is null',
    'alter table orders add column table_bill_id text references table_bills (id) on delete set null',
    'create index orders_by_table_bill on orders (table_bill_id) where table_bill_id is not null',
    `create table table_bill_selections (
      bill_id text not null references table_bills (id) on delete cascade,
      li text not null,
      diner text not null,
      at timestamptz not null,
      primary key (bill_id, li)
    )`,
    `create table table_bill_payments (
      id text primary key,
      bill_id text not null references table_bills (id) on delete cascade,
      diner text not null,
      code integer not null,
      amount integer not null,
      tip integer not null,
      currency text not null,
      lines jsonb not null,
      return_path text not null,
      sp integer not null default 0,
      created_at timestamptz not null,
      updated_at timestamptz not null
    )`,
    'create index table_bill_payments_by_bill on table_bill_payments (bill_id, sp)',
    `create table table_bill_paid_lines (
      bill_id text not null references table_bills (id) on delete cascade,
      li text not null,
      payment_id text not null references table_bill_payments (id) on delete cascade,
      amount integer not null,
      primary key (bill_id, li)
    )`,
    `create function join_table_bill() returns trigger language plpgsql as $$
     declare
       v_mesa text := coalesce(new.det->>'mesa', '');
       v_bill text;
     begin
       if new.tipo <> 3 or v_mesa = '' then return new; end if;
       update table_bills set closed_at = new.created_at
        where ir = new.ir and il = new.il and mesa = v_mesa and closed_at is null
          and opened_at < new.created_at - interval '12 hours';
       -- A bill closed by a payment between the insert and the lock is no longer found: open another.
       for attempt in 1..3 loop
         insert into table_bills (id, ir, il, mesa, opened_at)
         values (substr(md5(random()::text || clock_timestamp()::text || new.id), 1, 16),
                 new.ir, new.il, v_mesa, new.created_at)
         on conflict (ir, il, mesa) where closed_at is null do nothing;
         select id into v_bill from table_bills
          where ir = new.ir and il = new.il and mesa = v_mesa and closed_at is null
          for update;
         exit when v_bill is not null;
       end loop;
       new.table_bill_id := v_bill;
       perform pg_notify('comanda_orders', json_build_object(
         'topics', json_build_array('bill:' || v_bill),
         'event', json_build_object('type', 'bill', 'ic', v_bill))::text);
       return new;
     end $$`,
    `create trigger orders_join_table_bill before insert on orders
       for each row execute function join_table_bill()`,
  ],
};
