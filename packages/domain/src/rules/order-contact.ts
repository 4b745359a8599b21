import { DispatchType } from '../constants.ts';
import type { TOrderDetail } from '../contracts/order.ts';

/**
 * Who an order is for, as the staff board and the kitchen read it (issue 12 item 3): the name given with
 * the order — a kiosk diner's /UserData, a pickup or delivery contact — else the account's name. A kiosk
 * order without user data reads as the placeholder guest (spec/3 §5 'Guest').
 */
export function orderCustomerName(det: Pick<TOrderDetail, 'contacto' | 'usuario'>): string {
  return det.contacto.nm.trim() || det.usuario.nombre;
}

/** The locator number a kiosk diner typed on /OrderTable (spec/3 §2), '' for any other order. */
export function orderLocator(order: { ti: number; det: Pick<TOrderDetail, 'mesa'> }): string {
  const kiosk = order.ti === DispatchType.kioskTakeAway || order.ti === DispatchType.kioskEatHere;
  return kiosk ? order.det.mesa : '';
}
