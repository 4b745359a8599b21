import type { TRoleProfile } from '../contracts/account.ts';
import { KITCHEN_MANAGER_ROLE } from './kitchen-screens.ts';
import { accepted, type Outcome, refused } from './outcome.ts';
import { textRef } from './text-ref.ts';

/** The module whose role rows run the back office (spec/3 §6: 9000 admin; managers are its rows of a venue). */
export const BACK_OFFICE_MODULE = 9000;

/**
 * The roles a venue's manager gives, by module (spec/3 §4 'Staff gating' rows name a module, role and level;
 * spec/3 §6 names no roles, so these are ours): the kitchen's cooks and its manager, who gives the kitchen
 * screens their tokens (rules/kitchen-screens.ts); the back office's managers. The back office offers them by
 * name (issue 13 item 3) and refuses any other, so no right hangs on a word typed differently.
 */
export const STAFF_ROLES = {
  5000: ['kitchen', KITCHEN_MANAGER_ROLE],
  9000: ['manager'],
} as const satisfies Record<number, readonly string[]>;

/** The modules a venue's manager gives rows of, in the order the back office shows them. */
export const STAFF_MODULES = [5000, 9000] as const;
export type StaffModule = (typeof STAFF_MODULES)[number];

/** Whether a role is one a venue's manager may give in that module. */
export const isGrantableRole = (module: number, role: string): boolean =>
  (STAFF_ROLES as Record<number, readonly string[] | undefined>)[module]?.includes(role) ?? false;

type Venue = { ir: string; il: string };
type Role = Pick<TRoleProfile, 'module' | 'ir' | 'il' | 'level'>;

const covers = (role: Role, venue: Venue) =>
  role.ir === '' || (role.ir === venue.ir && (role.il === '' || role.il === venue.il));

/** The highest back-office level a person's rows give them at a venue; -1 when none covers it. */
export function backOfficeLevel(roles: readonly Role[], venue: Venue): number {
  return roles
    .filter((r) => r.module === BACK_OFFICE_MODULE && covers(r, venue))
    .reduce((top, r) => Math.max(top, r.level), -1);
}

/**
 * Whether a manager may set a person's role rows at a venue (issue 13 item 3 'staff accounts and their
 * roles'; spec/3 §4 'Staff gating': a role row names its module, venue and level). The rows given are all for
 * this venue (the contract has no venue of its own to name, so no other restaurant's rows can be granted),
 * and a manager:
 * - grants no row above their own back-office level at the venue ('level' refusal);
 * - changes nobody who already stands above them there ('member' refusal): a manager of level 5 cannot demote
 *   or remove the owner of level 9.
 */
export function checkStaffGrant(input: {
  grantor: readonly Role[];
  venue: Venue;
  granted: readonly Pick<Role, 'module' | 'level'>[];
  /** The person's rows before the change (every venue: only those of this venue count). */
  current: readonly Role[];
}): Outcome<true, 'level' | 'member'> {
  const own = backOfficeLevel(input.grantor, input.venue);
  const above = input.granted.find((r) => r.level > own);
  if (above) return refused('level', textRef('p1_err_staff_level_above', { level: above.level, max: own }));
  const theirs = input.current
    .filter((r) => r.ir === input.venue.ir)
    .reduce((top, r) => Math.max(top, r.level), -1);
  if (theirs > own)
    return refused('member', textRef('p1_err_staff_member_above', { level: theirs, max: own }));
  return accepted(true);
}
