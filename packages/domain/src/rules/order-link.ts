import type { TOrder, TOrderDetail } from '../contracts/order.ts';

/**
 * What whoever holds an order's link sees ({venue}/pedido/{orderId} and {venue}/order/{orderId}/paying,
 * spec/1 §2, spec/3 §7 'The order QR link'; issue 14 item 6): the order — status, lines with their extras,
 * amounts, dispatch type, table or locator, the pay-now page while payable — and nothing about the diner.
 * The link is printed on paper and may be shared or photographed, so the contact, the delivery address
 * (and its distance from the venue) and the account are left out. Every field of the detail is named here
 * on purpose: a field added to the contract must be decided on before it compiles.
 */
export function orderForLinkHolder(order: TOrder): TOrder {
  const d = order.det;
  const det: TOrderDetail = {
    lines: d.lines,
    subtotal: d.subtotal,
    discounts: d.discounts,
    coupon: d.coupon,
    costoDvy: d.costoDvy,
    propina: d.propina,
    total: d.total,
    prepago: d.prepago,
    nombreprepago: d.nombreprepago,
    // The venue's names for its method in other languages (issue 11 item 3): the venue's, not the diner's.
    ...(d.nombreprepagoTrad ? { nombreprepagoTrad: d.nombreprepagoTrad } : {}),
    mesa: d.mesa,
    mesaName: d.mesaName,
    // The seat is the table's, as the table's name is: no one's identity.
    seat: d.seat,
    fechaDespacho: d.fechaDespacho,
    horaDespacho: d.horaDespacho,
    ordtxttrf: d.ordtxttrf,
    // The diner's: withheld.
    direccion: null,
    contacto: { nm: '', ph: '', em: '' },
    distancia: null,
    usuario: { id: 0, nombre: '' },
    // The totem's card terminal: the venue's equipment, nothing the holder needs.
    terminal: '',
  };
  return { ...order, det };
}

/** {venue path}/pedido/{orderId}: the order's link, as its ticket's QR prints it (spec/3 §7). */
export const linkedOrderPath = (venuePath: string, orderId: string) =>
  `${venuePath}/pedido/${encodeURIComponent(orderId)}`;

/** {venue path}/order/{orderId}/paying: where the link's holder starts or resumes paying (spec/1 §2). */
export const linkedPayingPath = (venuePath: string, orderId: string) =>
  `${venuePath}/order/${encodeURIComponent(orderId)}/paying`;
