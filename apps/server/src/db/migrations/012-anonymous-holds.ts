import type { Migration } from './migration.ts';

/**
 * The client address of an anonymous cart's holds (issue 10 item 4): what one address holds is capped
 * (ANONYMOUS_HOLD_LIMITS). Null for the holds of a signed-in diner or a paired kiosk.
 */
export const anonymousHolds: Migration = {
  id: '012-anonymous-holds',
  statements: [
    'alter table cart_holds add column anonymous_client text',
    'create index cart_holds_by_anonymous_client on cart_holds (anonymous_client) where anonymous_client is not null',
  ],
};
