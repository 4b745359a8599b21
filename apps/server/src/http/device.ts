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
 * A paired restaurant kiosk by its token (the bearer header or xtot1), or 403; its restaurant switched off
 * is a 401 (spec/3 §4 'Kiosk errors').
 */
export async function requireDevice(db: Queryable, request: FastifyRequest): Promise<KioskDeviceRow> {
  const token = tokenOf(request);
  const device = token ? await deviceByToken(db, token) : null;
  if (!device || device.revoked_at || device.kind !== 'restaurant') throw notAvailable();
  const profile = await restaurantProfile(db, device.ir);
  if (!profile?.app.active) throw inactive();
  return device;
}
