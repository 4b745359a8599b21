import type { FastifyRequest } from 'fastify';
import { sessionOf } from '../http/caller.ts';
import type { KioskDeviceRow } from '../store/kiosk-devices.ts';
import type { OrderActor } from '../store/orders-save.ts';

/**
 * Who places or reads an order, as the caller hook found it on a 'diner-or-device' route: with kio=1 a kiosk
 * device (it orders as the guest, spec/3 §5); otherwise a signed-in diner (spec/1 §6: checkout needs login).
 */
export function orderActor(request: FastifyRequest): { actor: OrderActor; device: KioskDeviceRow | null } {
  const { device } = request.who;
  if (device) return { actor: { kind: 'kiosk', deviceId: device.id }, device };
  const session = sessionOf(request);
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
