import {
  managesKitchenScreens,
  roleCoversVenue,
  type TRoleProfile,
  type TStaffVenue,
  ZKitchenTimers,
} from '@comanda/domain';
import type { Queryable } from '../db/database.ts';

type VenueRow = {
  ir: string;
  il: string;
  name: string;
  timers: unknown;
  kitchen_device: string | null;
  first_device: string | null;
};

/**
 * The venues a person's module-5000 role rows allow (spec/3 §4: the kitchen profile switches among the
 * restaurants its permission rows allow), by name: a row for every venue (ir '') lists them all. Each with
 * its board's timer limits (the profile's `kitchenTimers`, defaults when unset), the device a recalled
 * order prints on (the kitchen printer configured and still paired, else the venue's first paired device) and
 * whether these roles manage its kitchen screens.
 */
export async function staffVenues(db: Queryable, roles: readonly TRoleProfile[]): Promise<TStaffVenue[]> {
  if (roles.length === 0) return [];
  const everywhere = roles.some((r) => r.ir === '');
  const rows = await db.query<VenueRow>(
    `select r.ir, r.il, coalesce(r.profile->'app'->>'nombre', r.nombre) as name,
       r.profile->'kitchenTimers' as timers,
       (select d.id from kiosk_devices d where d.id = r.profile->'kiosk'->'printerConfig'->>'kitchenDevice'
          and d.ir = r.ir and d.revoked_at is null) as kitchen_device,
       (select d.id from kiosk_devices d where d.ir = r.ir and d.il = r.il and d.kind = 'restaurant'
          and d.revoked_at is null order by d.created_at, d.id limit 1) as first_device
     from restaurants r
     ${everywhere ? '' : 'where r.ir = any($1)'}
     order by name, r.ir`,
    everywhere ? [] : [roles.map((r) => r.ir)],
  );
  return rows
    .filter((venue) => roles.some((role) => roleCoversVenue(role, venue)))
    .map((v) => ({
      irl: `${v.ir}-${v.il}`,
      ir: v.ir,
      il: v.il,
      name: v.name,
      timers: ZKitchenTimers.safeParse(v.timers ?? {}).data ?? ZKitchenTimers.parse({}),
      printDevice: v.kitchen_device ?? v.first_device,
      managesScreens: managesKitchenScreens(roles, v),
    }));
}

/** When each order was first confirmed (its first history row at ss 1 or above), for the board's timers. */
export async function confirmationTimes(
  db: Queryable,
  orderIds: readonly string[],
): Promise<Map<string, Date>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db.query<{ order_id: string; at: Date }>(
    `select order_id, min(at) as at from order_events where order_id = any($1) and ss >= 1 group by order_id`,
    [orderIds],
  );
  return new Map(rows.map((r) => [r.order_id, r.at]));
}
