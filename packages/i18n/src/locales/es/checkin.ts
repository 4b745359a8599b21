/**
 * Spanish texts of the table pages ({venue}/checkin/…): the check-in helper (spec/2 §3 'Check-in helper modal':
 * build the order, log in, confirm and wait at the table) and the table notices (spec/1 §5, spec/3 §8). Kept
 * apart so the menu page's first load does not carry them; the check-in chunk adds them.
 */
export const checkin = {
  m1_checkin_helper_title: 'Pide desde tu mesa',
  m1_checkin_helper_build: 'Arma tu pedido con los productos del menú.',
  m1_checkin_helper_login: 'Ingresa a tu cuenta con tu correo.',
  m1_checkin_helper_confirm: 'Confirma tu pedido y espéralo en la mesa.',
  m1_checkin_helper_ok: 'Entendido',
  p1_checkin_at_table: 'Estás pidiendo en %table%',
  m1_checkin_looking: 'Buscando tu mesa…',
  m1_checkin_not_found: 'Mesa no encontrada',
  m1_checkin_scan: 'Para realizar pedido, escanee QR de la mesa',
} as const;
