/**
 * The order this tab sent to a provider's pay page (spec/1 §4 'Order saving' 4): the checkout notes it before
 * the browser leaves, the order page the provider returns to reads it, so the 'received' animation shows once
 * the payment is in — never before (issue 15 item 3). In sessionStorage: only this tab's trip counts.
 */
const KEY = 'comanda.awaitingPayment';

export function noteAwaitingPayment(iped: string): void {
  try {
    sessionStorage.setItem(KEY, iped);
  } catch {
    // Private mode without storage: the order page then shows the paid order without the animation.
  }
}

/** Whether this tab sent `iped` to pay; the note is cleared once read as paid (`clear`). */
export function awaitsPayment(iped: string, clear = false): boolean {
  try {
    const noted = sessionStorage.getItem(KEY) === iped;
    if (noted && clear) sessionStorage.removeItem(KEY);
    return noted;
  } catch {
    return false;
  }
}
