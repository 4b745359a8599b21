/**
 * The sandbox payment provider's pages (apps/server payments/sandbox-page.ts), in the diner's language (issue
 * 15). Server-rendered without a translator, so imported whole (packages/i18n sandbox.ts), like the ticket's.
 */
export const sandbox = {
  m1_sandbox_pay_badge: 'Sandbox de pagos',
  p1_sandbox_note: '%badge% de Comanda: no se cobra nada. Un proveedor real reemplaza esta página.',
  m1_sandbox_table_bill: 'Cuenta de la mesa',
  p1_sandbox_order_number: 'Pedido n.º %number%',
  m1_sandbox_approve: 'Aprobar',
  m1_sandbox_decline: 'Rechazar',
  m1_sandbox_back_to_order: 'Volver al pedido',
  m1_sandbox_not_found: 'Pago no encontrado',
  m1_sandbox_cancelled: 'Este pedido fue cancelado',
  m1_sandbox_paid: 'Este pedido ya está pagado',
  m1_sandbox_not_paid: 'Pago no realizado.',
  m1_sandbox_superseded: 'Este enlace de pago ya no es válido. Vuelve al pedido para pagar.',
  m1_sandbox_bill_paid: 'Este pago ya está hecho',
} as const;
