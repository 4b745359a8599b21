import { KITCHEN_TICKET_CLAIM_SECONDS, type TPrintJob } from '@comanda/domain';
import type { Queryable } from '../db/database.ts';
import { type JobRow, toJob } from './print-jobs.ts';

/** The claimant: a device of a restaurant, and the restaurant's kitchen printer if its configuration names one. */
export type Claimant = { id: string; ir: string; kitchenDevice: string | null };

/**
 * What a device should print now: its own pending jobs, and the restaurant's kitchen tickets it may claim,
 * claimed for it in the same statement (domain rules/ticket-claim.ts mayClaimTicket, which the WHERE below
 * spells in SQL). The rows are locked while they are chosen and others' locked rows skipped, so of two
 * devices asking at once exactly one gets each ticket, on PGlite and on PostgreSQL with several instances.
 */
export async function claimJobs(db: Queryable, device: Claimant, now: Date): Promise<TPrintJob[]> {
  const claimed = await db.query<JobRow>(
    `update print_jobs set claimed_by = $1, claimed_at = $3
     where id in (
       select id from print_jobs
       where status = 'pending' and device_id is null and ir = $2
         and (claimed_by = $1 or (
           (claimed_by is null or claimed_at is null or claimed_at <= $3::timestamptz - make_interval(secs => $5))
           and ($4::text is null or $4::text = $1 or created_at <= $3::timestamptz - make_interval(secs => $5))))
       order by created_at, id limit 100
       for update skip locked
     )
     returning ${JOB_COLUMNS}`,
    [device.id, device.ir, now, device.kitchenDevice, KITCHEN_TICKET_CLAIM_SECONDS],
  );
  const own = await db.query<JobRow>(
    `select ${JOB_COLUMNS} from print_jobs where status = 'pending' and device_id = $1
     order by created_at, id limit 100`,
    [device.id],
  );
  return [...own, ...claimed]
    .sort((a, b) => a.created_at.getTime() - b.created_at.getTime() || a.id.localeCompare(b.id))
    .map(toJob);
}

const JOB_COLUMNS = 'id, order_id, device_id, args, status, attempts, created_at';
