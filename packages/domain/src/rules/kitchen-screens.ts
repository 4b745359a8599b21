import { Module } from '../contracts/account.ts';

/**
 * Kitchen screens and who runs the board (spec/3 §4 'Staff gating': the kitchen profile switches among the
 * venues its module-5000 rows allow; 'Kitchen-display users authenticate by an API token'; issue 13 item 2).
 */

/** The module-5000 role that may give a venue's screens their tokens and revoke them. */
export const KITCHEN_MANAGER_ROLE = 'manager';

/** The role row a kitchen screen's own account holds for its one venue. */
export const KITCHEN_SCREEN_ROLE = 'screen';

/**
 * How long a screen's token lasts: a year, so a screen on the wall never has to sign in again, while a
 * forgotten one does not stay open for ever. Revoking ends it at once. (The spec gives no figure.)
 */
export const KITCHEN_SCREEN_TOKEN_DAYS = 365;

/** A role row serves its venue; ir '' serves every venue, il '' every local of its restaurant. */
export function roleCoversVenue(
  role: { ir: string; il: string },
  venue: { ir: string; il: string },
): boolean {
  return role.ir === '' || (role.ir === venue.ir && (role.il === '' || role.il === venue.il));
}

/**
 * Whether these roles let their holder manage the venue's kitchen screens (issue 13 item 2 'revocable by an
 * admin'): a kitchen manager row covering it, or any back-office (module 9000) row covering it — the platform's
 * admins (every venue) and the venue's own managers.
 */
export function managesKitchenScreens(
  roles: readonly { module: number; role: string; ir: string; il: string }[],
  venue: { ir: string; il: string },
): boolean {
  return roles.some(
    (r) =>
      roleCoversVenue(r, venue) &&
      (r.module === Module.admin || (r.module === Module.kitchen && r.role === KITCHEN_MANAGER_ROLE)),
  );
}
