import { slugify, venueId } from '@comanda/domain';
import type { TTicketRestaurant } from './order-input.ts';

/**
 * spec/3 §7: the order QR link is {host}/{r or rd}/{country}/{restaurant-name-with-dashes}/
 * {simpleId[-dk]}/pedido/{orderId}. Only production uses /r/; every other environment uses /rd/.
 */
export function orderLink(restaurant: TTicketRestaurant, orderId: string): string {
  const host = restaurant.host.replace(/\/+$/, '');
  const prefix = restaurant.environment === 'PROD' ? 'r' : 'rd';
  const venue = venueId({ simpleId: restaurant.simpleId, dk: restaurant.dk || undefined });
  return `${host}/${prefix}/${restaurant.country}/${slugify(restaurant.name)}/${venue}/pedido/${encodeURIComponent(orderId)}`;
}
