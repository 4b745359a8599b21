import type { Migration } from './migration.ts';

/**
 * Where the provider's page sends the payer back (issue 14 item 6). The diner who placed an order returns to
 * their own order page; whoever paid through the order's link ({venue}/order/{orderId}/paying) may have no
 * account, so they return to the link's page ({venue}/pedido/{orderId}) instead of a sign-in.
 */
export const paymentReturn: Migration = {
  id: '025-payment-return',
  statements: [
    `alter table payments add column return_to text not null default 'owner'
       check (return_to in ('owner', 'link'))`,
  ],
};
