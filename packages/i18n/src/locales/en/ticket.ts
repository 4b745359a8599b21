import type { ticket as es } from '../es/ticket.ts';

/** English texts: the diner's printed receipt (see ../es/ticket.ts). */
export const ticket: Record<keyof typeof es, string> = {
  m2000_ticket_order: 'Order',
  m2000_ticket_table: 'Table',
  m2000_ticket_locator: 'Locator',
  m2000_ticket_take_away: 'Take away',
  m2000_ticket_eat_here: 'Eat here',
  m2000_ticket_subtotal: 'Subtotal',
  m2000_ticket_discounts: 'Discounts',
  m2000_ticket_tip: 'Tip',
  m2000_ticket_delivery: 'Delivery',
  m2000_ticket_total: 'TOTAL',
  m2000_ticket_payment: 'Payment',
  m2000_ticket_comment: 'Note',
  m2000_ticket_follow_order: 'Follow your order',
  m2000_ticket_paid: 'Paid',
  m2000_ticket_to_pay: 'To pay',
  p2000_ticket_unit_of: '%unit% of %count%',
  m2000_ticket_method_cash_desk: 'Cash at the desk',
  m2000_ticket_method_card: 'Card',
  m2000_ticket_method_transfer: 'Bank transfer',
  m2000_ticket_method_on_receipt: 'Pay on receipt',
  m2000_ticket_method_online: 'Online payment',
  m2000_ticket_method_none: 'No payment',
  // Saved cards (issue 16 item 4).
  m2000_ticket_method_saved_card: 'Saved card',
};
