/**
 * Spanish texts: the diner's printed receipt (m2000_ticket_* plain, p2000_ticket_* with %name% parameters),
 * printed in the order's language (issue 11). The kitchen's ticket stays in packages/printing's Spanish.
 */
export const ticket = {
  m2000_ticket_order: 'Pedido',
  m2000_ticket_table: 'Mesa',
  m2000_ticket_locator: 'Localizador',
  m2000_ticket_take_away: 'Para llevar',
  m2000_ticket_eat_here: 'Para comer aquí',
  m2000_ticket_subtotal: 'Subtotal',
  m2000_ticket_discounts: 'Descuentos',
  m2000_ticket_tip: 'Propina',
  m2000_ticket_delivery: 'Despacho',
  m2000_ticket_total: 'TOTAL',
  m2000_ticket_payment: 'Pago',
  m2000_ticket_comment: 'Nota',
  m2000_ticket_follow_order: 'Sigue tu pedido',
  m2000_ticket_paid: 'Pagado',
  m2000_ticket_to_pay: 'Por pagar',
  p2000_ticket_unit_of: '%unit% de %count%',
  // A payment method's name where the restaurant gave none (packages/domain paymentKind).
  m2000_ticket_method_cash_desk: 'Efectivo en caja',
  m2000_ticket_method_card: 'Tarjeta',
  m2000_ticket_method_transfer: 'Transferencia bancaria',
  m2000_ticket_method_on_receipt: 'Pago al recibir',
  m2000_ticket_method_online: 'Pago en línea',
  m2000_ticket_method_none: 'Sin pago',
  // Saved cards (issue 16 item 4).
  m2000_ticket_method_saved_card: 'Tarjeta guardada',
};
