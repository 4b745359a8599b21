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
  // The sandbox card vault's hosted form (apps/server payments/sandbox-vault-page.ts, issue 16 item 4).
  m1_vault_badge: 'Sandbox de tarjetas',
  m1_vault_title: 'Ingresa tu tarjeta',
  m1_vault_number: 'Número de tarjeta',
  m1_vault_expiry: 'Vencimiento (MM/AA)',
  m1_vault_expiry_placeholder: 'MM/AA',
  m1_vault_cvv: 'Código de seguridad',
  m1_vault_holder: 'Nombre en la tarjeta',
  m1_vault_save: 'Guardar tarjeta',
  m1_vault_cancel: 'Cancelar',
  m1_vault_test_cards:
    'Tarjetas de prueba: 4242 4242 4242 4242 (aprobada), 4000 0000 0000 0002 (rechazada); cualquier fecha futura y código de 3 dígitos.',
  m1_vault_problem_number: 'El número de tarjeta no es válido.',
  m1_vault_problem_expiry: 'La fecha de vencimiento no es válida o ya pasó.',
  m1_vault_problem_cvv: 'El código de seguridad tiene 3 o 4 dígitos.',
  m1_vault_closed_title: 'Formulario no disponible',
  m1_vault_closed: 'Este formulario de tarjeta ya no está disponible',
  m1_vault_home: 'Volver al inicio',
} as const;
