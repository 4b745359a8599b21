/**
 * Spanish texts of the table pages ({venue}/checkin/…): the check-in helper (spec/2 §3 'Check-in helper modal':
 * build the order, log in, confirm and wait at the table) and the table notices (spec/1 §5, spec/3 §8). Kept
 * apart so the menu page's first load does not carry them; the check-in chunk adds them.
 */
export const checkin = {
  m1_checkin_helper_title: 'Pide desde tu mesa',
  m1_checkin_helper_build: 'Arma tu pedido con los productos del menú.',
  m1_checkin_helper_login: 'Ingresa a tu cuenta con tu correo.',
  m1_checkin_helper_guest: 'Ingresa a tu cuenta o sigue como invitado, sin cuenta.',
  m1_checkin_helper_confirm: 'Confirma tu pedido y espéralo en la mesa.',
  m1_checkin_helper_ok: 'Entendido',
  p1_checkin_at_table: 'Estás pidiendo en %table%',
  m1_checkin_looking: 'Buscando tu mesa…',
  m1_checkin_not_found: 'Mesa no encontrada',
  m1_checkin_scan: 'Para realizar pedido, escanee QR de la mesa',
  // Issue 14 item 4: the call-waiter dialog (spec/1 §2 screen 13, §4 steps 0–3, §8 'Call-waiter read failure').
  m1_waiter_title: 'Llamar al mesero',
  m1_waiter_intro: '¿Qué necesitas?',
  m1_waiter_call: 'Llamar al mesero',
  m1_waiter_pay: 'Pedir la cuenta',
  m1_waiter_comment_label: 'Comentario para el mesero (opcional)',
  p1_waiter_comment_count: '%n% de %max% caracteres',
  m1_waiter_send: 'Enviar',
  m1_waiter_sending: 'Enviando…',
  m1_waiter_called: 'Avisamos al personal',
  m1_waiter_bill_asked: 'Pediste la cuenta',
  m1_waiter_waiting: 'Esperando que el personal vea tu llamada…',
  m1_waiter_on_the_way: 'El mesero va en camino',
  m1_waiter_bill_preparing: 'Estamos preparando tu cuenta',
  m1_waiter_read_error_title: 'Error de lectura',
  m1_waiter_read_error_hint: 'Vuelve a intentar escanear el código QR de tu mesa.',
  m1_waiter_sector: 'Sector',
  m1_waiter_all_tables: 'Todas las mesas',
  m1_waiter_table: 'Mesa',
  m1_waiter_choose: 'Elige…',
  m1_waiter_sign_in: 'Para llamar al mesero, ingresa a tu cuenta.',
  p1_waiter_at_table: 'Estás en %table%',
  m1_waiter_close: 'Cerrar',

  // Issue 14 item 3: where only the table's QR code opens check-in (selfattableonly, spec/1 §5, spec/2 §5).
  m1_checkin_scan_table_qr: 'Para Check-in, escanee código QR de la mesa',

  // i14-rest: the seat a table link gives (spec/1 §3 'Seat record', §5).
  p1_checkin_at_table_seat: 'Estás pidiendo en %table%, asiento %seat%',

  // i14-table: the table's bill for everyone seated (issue 14).
  m1_checkin_table_bill: 'Ver la cuenta de la mesa',
} as const;
