import type { Migration } from './migration.ts';

/**
 * A restaurant's kitchen ticket (a web or QR order's, print_jobs.device_id null) is printed by the one
 * device that claimed it (domain rules/ticket-claim.ts, issue 12 item 2): who holds it and since when.
 */
export const ticketClaims: Migration = {
  id: '015-ticket-claims',
  statements: [
    'alter table print_jobs add column claimed_by text references kiosk_devices (id) on delete set null',
    'alter table print_jobs add column claimed_at timestamptz',
    `create index print_jobs_venue_pending on print_jobs (ir, created_at)
       where status = 'pending' and device_id is null`,
  ],
};
