import type { checkin as es } from '../es/checkin.ts';

/** English texts of the table pages. Same keys as Spanish. */
export const checkin: Record<keyof typeof es, string> = {
  m1_checkin_helper_title: 'Order from your table',
  m1_checkin_helper_build: 'Build your order from the menu.',
  m1_checkin_helper_login: 'Sign in with your e-mail.',
  m1_checkin_helper_guest: 'Sign in, or go on as a guest with no account.',
  m1_checkin_helper_confirm: 'Confirm your order and wait for it at the table.',
  m1_checkin_helper_ok: 'Got it',
  p1_checkin_at_table: 'You are ordering at %table%',
  m1_checkin_looking: 'Looking for your table…',
  m1_checkin_not_found: 'Table not found',
  m1_checkin_scan: 'To order, scan the QR code on your table',
  // Issue 14 item 4: the call-waiter dialog (spec/1 §2 screen 13, §4 steps 0–3, §8 'Call-waiter read failure').
  m1_waiter_title: 'Call the waiter',
  m1_waiter_intro: 'What do you need?',
  m1_waiter_call: 'Call the waiter',
  m1_waiter_pay: 'Ask for the bill',
  m1_waiter_comment_label: 'Comment for the waiter (optional)',
  p1_waiter_comment_count: '%n% of %max% characters',
  m1_waiter_send: 'Send',
  m1_waiter_sending: 'Sending…',
  m1_waiter_called: 'We told the staff',
  m1_waiter_bill_asked: 'You asked for the bill',
  m1_waiter_waiting: 'Waiting for the staff to see your call…',
  m1_waiter_on_the_way: 'The waiter is on the way',
  m1_waiter_bill_preparing: 'We are preparing your bill',
  m1_waiter_read_error_title: 'Read error',
  m1_waiter_read_error_hint: 'Try scanning your table’s QR code again.',
  m1_waiter_sector: 'Section',
  m1_waiter_all_tables: 'All tables',
  m1_waiter_table: 'Table',
  m1_waiter_choose: 'Choose…',
  m1_waiter_sign_in: 'To call the waiter, sign in to your account.',
  p1_waiter_at_table: 'You are at %table%',
  m1_waiter_close: 'Close',

  // Issue 14 item 3: where only the table's QR code opens check-in (selfattableonly, spec/1 §5, spec/2 §5).
  m1_checkin_scan_table_qr: "For check-in, scan the table's QR code",

  // i14-rest: the seat a table link gives (spec/1 §3 'Seat record', §5).
  p1_checkin_at_table_seat: 'You are ordering at %table%, seat %seat%',

  // i14-table: the table's bill for everyone seated (issue 14).
  m1_checkin_table_bill: 'See the table’s bill',
};
