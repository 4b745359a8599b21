import { Module, type TLiveSubscribe } from '@comanda/domain';
import type { Queryable } from '../db/database.ts';
import { findSession, rolesFor } from '../store/accounts.ts';
import { deviceByToken } from '../store/kiosk-devices.ts';
import { splitLocation } from '../store/menu-index.ts';
import { orderById } from '../store/orders.ts';
import { topics } from '../store/orders-live.ts';
import { billForDiner } from '../store/table-bill.ts';

export type OrderTopics = {
  topics: string[];
  orders: boolean;
  board: string | null;
  device: string | null;
  /** The one order joined by its link's id. */
  order: string | null;
  /** The table's bill whose `bill` events the socket hears (issue 14 item 5). */
  bill: string | null;
  /** What could not be joined, in words, for the socket's error message. */
  refused: string[];
};

/**
 * The order streams a live subscribe may join (spec/3 §4 'Realtime sync'): a diner's session token gives
 * that diner's orders; a staff session of module 5000 with a role for the venue gives the venue's board; a
 * kiosk device token gives its orders and print jobs, and the jobs for its venue's printers. An order's id,
 * as its ticket's link carries it, gives that one order's events to anyone (issue 14 item 6): the id is
 * the key, as it is for GET /srv/pedido, and the events carry no diner data (ZLivePedEvent). A diner at a
 * table's check-in gives that table's bill (issue 14 item 5).
 */
export async function orderTopics(db: Queryable, message: TLiveSubscribe, now: Date): Promise<OrderTopics> {
  const result: OrderTopics = {
    topics: [],
    orders: false,
    board: null,
    device: null,
    order: null,
    bill: null,
    refused: [],
  };
  if (message.token) {
    const session = await findSession(db, message.token, now);
    if (session) {
      result.topics.push(topics.user(session.userId));
      result.orders = true;
    } else result.refused.push('sesión inválida o vencida');
  }
  if (message.staff) {
    const session = await findSession(db, message.staff.token, now);
    const venue = splitLocation(message.staff.irl, '');
    const roles = session ? await rolesFor(db, session.userId, Module.kitchen) : [];
    const allowed =
      session?.module === Module.kitchen &&
      roles.some((r) => r.ir === '' || (r.ir === venue.ir && (r.il === '' || r.il === venue.il)));
    if (allowed) {
      result.topics.push(topics.board(venue.ir));
      result.board = venue.ir;
    } else result.refused.push('sin permisos para el tablero de este local');
  }
  if (message.device) {
    const device = await deviceByToken(db, message.device);
    if (device && !device.revoked_at) {
      // A portal device hears its own orders and jobs; only a restaurant's devices print its kitchen tickets.
      result.topics.push(topics.device(device.id));
      if (device.kind === 'restaurant') result.topics.push(topics.printers(device.ir));
      result.device = device.id;
    } else result.refused.push('dispositivo no disponible');
  }
  if (message.order) {
    const order = await orderById(db, message.order);
    if (order) {
      result.topics.push(topics.order(order.id));
      result.order = order.id;
    } else result.refused.push('pedido no encontrado');
  }
  if (message.bill) {
    // Who may hear a table's bill is who may read it (store/table-bill.ts billForDiner).
    const session = await findSession(db, message.bill.token, now);
    const found = await billForDiner(db, message.bill.ic, session, now);
    if (found.ok) {
      result.topics.push(topics.bill(found.bill.id));
      result.bill = found.bill.id;
    } else result.refused.push('sin acceso a la cuenta de esta mesa');
  }
  return result;
}
