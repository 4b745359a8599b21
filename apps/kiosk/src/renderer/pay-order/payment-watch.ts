import { KIOSK_PAYMENT_ERROR_DELAY_MS, kioskPaymentOutcome } from '@comanda/domain';

/**
 * Decides a payment once (spec/3 §4 'Payment'): an order state that reads as paid calls `onPaid` at once; a
 * failure calls `onFailed` after 2.5 s (the diner reads the terminal's own message first). Fed by the
 * device's live `ped` events for this order and by the card report's answer, whichever comes first.
 */
export function createPaymentWatch(opts: {
  iped: string;
  onPaid: () => void;
  onFailed: () => void;
  delayMs?: number;
}) {
  let decided = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const decide = (outcome: 'paid' | 'failed') => {
    if (decided) return;
    decided = true;
    if (outcome === 'paid') opts.onPaid();
    else timer = setTimeout(opts.onFailed, opts.delayMs ?? KIOSK_PAYMENT_ERROR_DELAY_MS);
  };
  return {
    /** An order state: a live event (ignored unless it is this order's) or the report's answer. */
    observe(order: { iped?: string; sp: number; ss: number }): void {
      if (order.iped !== undefined && order.iped !== opts.iped) return;
      const outcome = kioskPaymentOutcome(order);
      if (outcome !== 'pending') decide(outcome);
    },
    /** Cash at the desk: received as soon as the order exists (spec/3 §4). */
    paid: () => decide('paid'),
    /** The terminal declined and its report is still on its way. */
    failed: () => decide('failed'),
    /** The screen left: no late navigation. */
    stop(): void {
      decided = true;
      if (timer) clearTimeout(timer);
    },
  };
}
