/*
 * What both order-timeout sweeps share (order-timeouts.ts cancels, ticket-unsent.ts flags): who writes their
 * history rows, how much one sweep takes, and each restaurant's limit read once per restaurant.
 */

/** Who writes the sweeps' history rows. */
export const SWEEPER = 'sweeper';
/** At most this many orders per sweep; the next sweep takes the rest. */
export const SWEEP_BATCH = 100;

/**
 * Each restaurant's limit from its profile (`timeouts`, ZOrderTimeouts), the domain default if not set, read
 * once per restaurant among `restaurantIds` (a subquery) rather than once per order row: a profile is a large
 * JSON document.
 */
export const limitsOf = (field: 'confirmMinutes' | 'ticketAckSeconds', restaurantIds: string) =>
  `limits as materialized (
     select r.ir, coalesce((r.profile->'timeouts'->>'${field}')::integer, $2) as value from restaurants r
     where r.ir in (${restaurantIds}))`;
