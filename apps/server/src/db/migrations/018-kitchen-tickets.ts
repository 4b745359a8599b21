import type { Migration } from './migration.ts';

/**
 * Every order's kitchen ticket, apart from the diner's receipt (issue 12 item 2, issue 13 item 1):
 * - kind 'order' is now only a kiosk diner's receipt, printed on the totem that placed the order;
 *   'kitchen' is the kitchen's ticket of any order (web, QR or kiosk), a restaurant's job (device_id null)
 *   that one device claims; 'cancel' is a cancellation slip for the kitchen's printer. Until now a web
 *   order's kitchen ticket was an 'order' row with no device: those rows become 'kitchen'.
 * - one receipt and one kitchen ticket per order (two partial unique indexes), so a kiosk order has both.
 * - the unsent sweep (store/order-timeouts.ts) watches the kitchen tickets only: it is the restaurant
 *   that must get the order, whatever the totem's printer does with the diner's receipt.
 */
export const kitchenTickets: Migration = {
  id: '018-kitchen-tickets',
  statements: [
    'alter table print_jobs drop constraint print_jobs_kind_check',
    `alter table print_jobs add constraint print_jobs_kind_check
       check (kind in ('order', 'kitchen', 'cancel', 'message'))`,
    `update print_jobs set kind = 'kitchen' where kind = 'order' and device_id is null`,
    `create unique index print_jobs_one_kitchen_ticket on print_jobs (order_id) where kind = 'kitchen'`,
    'drop index print_jobs_unacknowledged_tickets',
    `create index print_jobs_unacknowledged_tickets on print_jobs (created_at)
     where kind = 'kitchen' and status = 'pending'`,
  ],
};
