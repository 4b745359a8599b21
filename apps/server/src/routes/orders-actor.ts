import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { requireSession, tokenOf } from '../http/auth.ts';
import { HttpError } from '../http/errors.ts';
import { deviceByToken, type KioskDeviceRow } from '../store/kiosk-devices.ts';
import { restaurantProfile } from '../store/kiosk-venues.ts';
import type { OrderActor } from '../store/orders-save.ts';

/** spec/3 §4 'Kiosk errors': 401 goes to KioskError/inactive, 403 to KioskError/notAvailable. */
const notAvailable = () =>
  new HttpError(403, 'not_available', 'Momentáneamente, este dispositivo se encuentra fuera de servicio.');
const inactive = () =>
  new HttpError(401, 'inactive', 'Momentáneamente, este restaurante se encuentra fuera de servicio.');

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

/**
 * Who places or reads an order: with kio=1 a kiosk device (it orders as the guest, spec/3 §5); otherwise a
 * signed-in diner, or 401 (spec/1 §6: checkout needs login).
 */
export async function orderActor(
  db: Queryable,
  request: FastifyRequest,
  now: Date,
  kiosk: boolean,
): Promise<{ actor: OrderActor; device: KioskDeviceRow | null }> {
  if (kiosk) {
    const device = await requireDevice(db, request);
    return { actor: { kind: 'kiosk', deviceId: device.id }, device };
  }
  const session = await requireSession(request, now);
  return { actor: { kind: 'diner', userId: session.userId, nombre: session.nombre }, device: null };
}

/** Whether an order belongs to the actor: a diner's own, or one the kiosk device placed. */
export function owns(
  actor: OrderActor,
  order: { user_id: string | null; device_id: string | null },
): boolean {
  return actor.kind === 'diner'
    ? order.user_id !== null && Number(order.user_id) === actor.userId
    : order.device_id === actor.deviceId;
}
