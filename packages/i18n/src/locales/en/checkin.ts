import type { checkin as es } from '../es/checkin.ts';

/** English texts of the table pages. Same keys as Spanish. */
export const checkin: Record<keyof typeof es, string> = {
  m1_checkin_helper_title: 'Order from your table',
  m1_checkin_helper_build: 'Build your order from the menu.',
  m1_checkin_helper_login: 'Sign in with your e-mail.',
  m1_checkin_helper_confirm: 'Confirm your order and wait for it at the table.',
  m1_checkin_helper_ok: 'Got it',
  p1_checkin_at_table: 'You are ordering at %table%',
  m1_checkin_looking: 'Looking for your table…',
  m1_checkin_not_found: 'Table not found',
  m1_checkin_scan: 'To order, scan the QR code on your table',
};
