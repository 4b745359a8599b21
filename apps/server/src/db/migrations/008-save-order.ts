import type { Migration } from './migration.ts';

/**
 * The database half of saving orders (spec/1 §4 'Order saving', 'Cart lifecycle'), in PL/pgSQL, called
 * inside the transaction store/order-saver.ts opens for a group of orders saved together.
 *
 * Why functions: PGlite plans every plain statement anew and a save ran seven of them, one round trip each,
 * each round trip costing more than the statement's work. PL/pgSQL keeps its plans for the session, and
 * save_orders saves a whole group of orders in one call (bench, embedded: one order alone 0.55 ms of database
 * time, in a group of ten 0.2 ms each). PostgreSQL runs the same functions: one query path for both.
 *
 * save_order, for one order `p_save` = {order: orders row, scope, key, hash, needs: [{kind, item_id,
 * quantity}], notice: the `ped` notice without its number}, in order:
 * - a try-lock on the cart: a second save of it in flight is discarded, not queued (spec/1 §8);
 * - a known idempotency key answers its order, or refuses a different body under it;
 * - a cart already ordered is refused (the unique cart_id stays the last guard);
 * - the cart's holds are deleted: they become the order's units or go back to stock, the cart is done;
 * - every stock row the order or the holds touch is locked in (kind, item_id) order, as reservations take
 *   them, so two transactions never wait on each other in a circle; rows with null stock are unlimited;
 * - units not held are taken if the row has them above its threshold and is not sold out; otherwise it
 *   raises out_of_stock (SQLSTATE CMD01, the refusal as jsonb in its detail) and its writes are undone;
 * - the order (ss as given: 0, or 1 for a check-in order that pays nothing; sp 0 and stdvy 40 by the
 *   table's defaults), its first history row, the units it took from
 *   limited rows (for a cancellation to give back) and its key are written, and its `ped` notice sent with
 *   the order's number, on the channel db/postgres.ts qualifies by schema as migration 006 does.
 * It answers {outcome: 'saved', number, levels} (levels: the stock rows it changed), or 'in_flight',
 * 'key_reused', {outcome: 'replayed', order_id}.
 *
 * save_orders saves each order of a jsonb array in a block of its own: a refusal or a cart saved twice undoes
 * that order's writes only, and answers its outcome ({outcome: 'out_of_stock', kind, id, available, need}
 * or 'in_flight') in the same place of the answer array.
 */
export const saveOrderFunctions: Migration = {
  id: '008-save-order',
  statements: [
    `create function save_order(p_save jsonb) returns jsonb language plpgsql as $$
     declare
       v_order jsonb := p_save->'order';
       v_cart text := v_order->>'cart_id';
       v_ir text := v_order->>'ir';
       v_scope text := p_save->>'scope';
       v_key text := p_save->>'key';
       v_request record;
       v_held record;
       v_item record;
       v_missing integer;
       v_available integer;
       v_delta integer;
       v_level jsonb;
       v_levels jsonb := '[]';
       v_taken_kinds text[] := '{}';
       v_taken_ids text[] := '{}';
       v_taken_quantities integer[] := '{}';
       v_saved record;
       v_notice jsonb := p_save->'notice';
     begin
       if not pg_try_advisory_xact_lock(727002, hashtext(v_cart)) then
         return jsonb_build_object('outcome', 'in_flight');
       end if;
       if v_key is not null then
         select order_id, body_hash into v_request from order_requests where scope = v_scope and key = v_key;
         if found then
           if v_request.body_hash <> p_save->>'hash' then
             return jsonb_build_object('outcome', 'key_reused');
           end if;
           return jsonb_build_object('outcome', 'replayed', 'order_id', v_request.order_id);
         end if;
       end if;
       if exists (select 1 from orders where cart_id = v_cart) then
         return jsonb_build_object('outcome', 'in_flight');
       end if;

       with held as (
         delete from cart_holds where cart_id = v_cart and ir = v_ir returning kind, item_id, quantity
       )
       select coalesce(array_agg(kind::text), '{}') as kinds, coalesce(array_agg(item_id), '{}') as ids,
              coalesce(array_agg(quantity), '{}') as quantities
       into v_held from held;

       for v_item in
         with wanted as (
           select * from jsonb_to_recordset(p_save->'needs') as w(kind text, item_id text, quantity integer)
         ), held as (
           select * from unnest(v_held.kinds, v_held.ids, v_held.quantities) as h(kind, item_id, quantity)
         ), items as (
           select coalesce(w.kind, h.kind) as kind, coalesce(w.item_id, h.item_id) as item_id,
                  coalesce(w.quantity, 0) as need, coalesce(h.quantity, 0) as holding
           from wanted w full join held h on h.kind = w.kind and h.item_id = w.item_id
         )
         select i.kind, i.item_id, i.need, i.holding, s.stock, s.threshold, s.sold_out
         from items i join stock s on s.ir = v_ir and s.kind = i.kind and s.item_id = i.item_id
         order by s.kind, s.item_id
         for update of s
       loop
         continue when v_item.stock is null;
         v_missing := greatest(0, v_item.need - v_item.holding);
         if v_missing > 0 then
           v_available := case when v_item.sold_out then 0 else greatest(0, v_item.stock - v_item.threshold) end;
           if v_available < v_missing then
             raise exception using errcode = 'CMD01', message = 'out_of_stock',
               detail = jsonb_build_object('outcome', 'out_of_stock', 'kind', v_item.kind,
                                           'id', v_item.item_id, 'available', v_available,
                                           'need', v_item.need)::text;
           end if;
         end if;
         v_delta := greatest(0, v_item.holding - v_item.need) - v_missing;
         if v_delta <> 0 then
           update stock set stock = stock + v_delta
           where ir = v_ir and kind = v_item.kind and item_id = v_item.item_id
           returning jsonb_build_object('kind', kind, 'item_id', item_id, 'stock', stock,
                                        'threshold', threshold, 'sold_out', sold_out)
           into v_level;
           v_levels := v_levels || v_level;
         end if;
         if v_item.need > 0 then
           v_taken_kinds := v_taken_kinds || v_item.kind::text;
           v_taken_ids := v_taken_ids || v_item.item_id;
           v_taken_quantities := v_taken_quantities || v_item.need;
         end if;
       end loop;

       insert into orders (id, ir, il, dk, cart_id, user_id, device_id, tipo, prepago, total, ss, det, created_at, updated_at)
       select id, ir, il, dk, cart_id, user_id, device_id, tipo, prepago, total, ss, det, created_at, created_at
       from jsonb_populate_record(null::orders, v_order)
       returning id, number, ss, sp, stdvy, created_at into v_saved;
       insert into order_events (order_id, actor, action, ss, sp, stdvy, at)
       values (v_saved.id, v_scope, 'created', v_saved.ss, v_saved.sp, v_saved.stdvy, v_saved.created_at);
       if cardinality(v_taken_kinds) > 0 then
         insert into order_stock (order_id, kind, item_id, quantity)
         select v_saved.id, * from unnest(v_taken_kinds, v_taken_ids, v_taken_quantities);
       end if;
       if v_key is not null then
         insert into order_requests (scope, key, body_hash, order_id, created_at)
         values (v_scope, v_key, p_save->>'hash', v_saved.id, v_saved.created_at);
       end if;
       v_notice := jsonb_set(v_notice, '{event,io}', to_jsonb(v_saved.number));
       v_notice := jsonb_set(v_notice, '{event,imTxt}', to_jsonb(v_saved.number::text));
       perform pg_notify(
         'comanda_orders' || case when current_schema() = 'public' then '' else '.' || current_schema() end,
         v_notice::text);
       return jsonb_build_object('outcome', 'saved', 'number', v_saved.number, 'levels', v_levels);
     end $$`,
    `create function save_orders(p_saves jsonb) returns jsonb language plpgsql as $$
     declare
       v_save jsonb;
       v_outcome jsonb;
       v_outcomes jsonb := '[]';
       v_detail text;
     begin
       for v_save in select value from jsonb_array_elements(p_saves) loop
         begin
           v_outcome := save_order(v_save);
         exception
           when sqlstate 'CMD01' then
             get stacked diagnostics v_detail = pg_exception_detail;
             v_outcome := v_detail::jsonb;
           when unique_violation then
             v_outcome := jsonb_build_object('outcome', 'in_flight');
         end;
         v_outcomes := v_outcomes || jsonb_build_array(v_outcome);
       end loop;
       return v_outcomes;
     end $$`,
  ],
};
