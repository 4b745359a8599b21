import type { Migration } from './migration.ts';

/**
 * Orders nobody handles (spec/1 §4 ss -3 and -10; services/order-timeout-sweeper.ts):
 * - orders.ticket_unsent_at: when the order was found with a kitchen ticket no device had acknowledged in
 *   time. While set, the diner reads ss -10; the order keeps its own ss, so the flag clears back to it.
 * - payments.refund_due_at: when a payment (received, or still open on the provider's page) was marked for
 *   refund because its order was cancelled by timeout. Staff see it on the board.
 * - partial indexes keep both sweeps to the few rows they look at.
 */
export const orderTimeouts: Migration = {
  id: '011-order-timeouts',
  statements: [
    'alter table orders add column ticket_unsent_at timestamptz',
    'alter table payments add column refund_due_at timestamptz',
    'create index orders_awaiting_confirmation on orders (created_at) where ss = 0',
    `create index print_jobs_unacknowledged_tickets on print_jobs (created_at)
     where kind = 'order' and status = 'pending'`,
  ],
};
