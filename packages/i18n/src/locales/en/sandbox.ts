import type { sandbox as es } from '../es/sandbox.ts';

/** English texts: the sandbox payment provider's pages. Same keys as Spanish. */
export const sandbox: Record<keyof typeof es, string> = {
  m1_sandbox_pay_badge: 'Payments sandbox',
  p1_sandbox_note: "Comanda's %badge%: nothing is charged. A real provider replaces this page.",
  m1_sandbox_table_bill: 'Table bill',
  p1_sandbox_order_number: 'Order no. %number%',
  m1_sandbox_approve: 'Approve',
  m1_sandbox_decline: 'Decline',
  m1_sandbox_back_to_order: 'Back to the order',
  m1_sandbox_not_found: 'Payment not found',
  m1_sandbox_cancelled: 'This order was cancelled',
  m1_sandbox_paid: 'This order is already paid',
  m1_sandbox_not_paid: 'Payment not made.',
  m1_sandbox_superseded: 'This payment link is no longer valid. Go back to the order to pay.',
  m1_sandbox_bill_paid: 'This payment is already made',
};
