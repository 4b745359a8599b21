import { DispatchType, GUEST_IDENTITY } from '../constants.ts';
import type { TOrderDetail } from '../contracts/order.ts';
import { GUEST_EMAIL } from './check-in-guest.ts';

/**
 * Who an order is for, as the staff board and the kitchen read it (issue 12 item 3): the name given with
 * the order — a kiosk diner's /UserData, a pickup or delivery contact — else the account's name. A kiosk
 * order without user data reads as the placeholder guest (spec/3 §5 'Guest').
 */
export function orderCustomerName(det: Pick<TOrderDetail, 'contacto' | 'usuario'>): string {
  return det.contacto.nm.trim() || det.usuario.nombre;
}

/**
 * Who an order is for, told apart where the name cannot: an anonymous guest's order reads 'Guest', id 1
 * (spec/1 §3, spec/2 §4 'Guest defaults'; a kiosk's placeholder guest, spec/3 §5, the same), so staff screens
 * say 'Invitado' / 'Guest' in their own language with the guest's table and seat (spec/1 §3 'Seat record'),
 * the only things that set one table guest apart from another. Any other order: the name, as
 * orderCustomerName reads it.
 */
export type OrderCustomer =
  | { kind: 'named'; name: string }
  | { kind: 'guest'; table: string; seat: number | null };

export function orderCustomer(order: {
  ti: number;
  det: Pick<TOrderDetail, 'contacto' | 'usuario' | 'mesa' | 'mesaName' | 'seat'>;
}): OrderCustomer {
  const { det } = order;
  // A table guest's checkout sends its profile's 'Guest' as the contact's name; a kiosk's placeholder none.
  const given = det.contacto.nm.trim();
  const placeholder =
    det.usuario.id === GUEST_IDENTITY.id &&
    det.usuario.nombre === GUEST_IDENTITY.nombre &&
    (given === '' || given === GUEST_IDENTITY.nombre);
  if (!placeholder) return { kind: 'named', name: orderCustomerName(det) };
  const atTable = order.ti === DispatchType.checkIn;
  return {
    kind: 'guest',
    table: atTable ? det.mesaName || det.mesa : '',
    seat: atTable ? det.seat : null,
  };
}

/** The locator number a kiosk diner typed on /OrderTable (spec/3 §2), '' for any other order. */
export function orderLocator(order: { ti: number; det: Pick<TOrderDetail, 'mesa'> }): string {
  const kiosk = order.ti === DispatchType.kioskTakeAway || order.ti === DispatchType.kioskEatHere;
  return kiosk ? order.det.mesa : '';
}

/** The contact's e-mail as staff read it: none for a guest's fixed address (spec/1 §6), which reaches nobody. */
export const orderContactEmail = (det: Pick<TOrderDetail, 'contacto'>) =>
  det.contacto.em === GUEST_EMAIL ? '' : det.contacto.em;
