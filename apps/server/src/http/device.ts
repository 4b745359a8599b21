import { serverText } from '@comanda/i18n/server-text';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { deviceByToken, type KioskDeviceRow } from '../store/kiosk-devices.ts';
import { restaurantProfile } from '../store/kiosk-venues.ts';
import { tokenOf } from './auth.ts';
import { HttpError } from './errors.ts';

/** spec/3 §4 'Kiosk errors': 401 goes to KioskError/inactive, 403 to KioskError/notAvailable. */
export const notAvailable = () =>
  new HttpError(403, 'not_available', serverText('m1_err_device_out_of_service'));
export const inactive = () => new HttpError(401, 'inactive', serverText('m1_err_restaurant_out_of_service'));

/**
 * A paired kiosk by its token (the bearer header or xtot1), or 403: a restaurant's device, or a portal's
 * (spec/3 §6 'Portal kiosk'), which sells for the restaurant its diner chose (deviceSellsFor). A restaurant
 * device's restaurant switched off is a 401 (spec/3 §4 'Kiosk errors').
 */
export async function requireDevice(db: Queryable, request: FastifyRequest): Promise<KioskDeviceRow> {
  const token = tokenOf(request);
  const device = token ? await deviceByToken(db, token) : null;
  if (!device || device.revoked_at) throw notAvailable();
  if (device.kind === 'restaurant') {
    const profile = await restaurantProfile(db, device.ir);
    if (!profile?.app.active) throw inactive();
  }
  return device;
}

/**
 * Whether a device may sell for a restaurant: its own restaurant's, or — a portal device — one of its
 * portal's restaurants with a kiosk configuration, switched on (401 otherwise, as for a restaurant device).
 */
export async function requireSellsFor(db: Queryable, device: KioskDeviceRow, ir: string): Promise<void> {
  if (device.kind === 'restaurant') {
    if (device.ir !== ir) throw new HttpError(403, 'not_available', serverText('m1_err_device_other_venue'));
    return;
  }
  const member = await db.query('select 1 from portal_restaurants where portal_id = $1 and ir = $2', [
    device.portal_id,
    ir,
  ]);
  const profile = member.length === 1 ? await restaurantProfile(db, ir) : null;
  if (!profile?.kiosk) throw new HttpError(403, 'not_available', serverText('m1_err_device_other_venue'));
  if (!profile.app.active) throw inactive();
}
