/**
 * The kiosk's inactivity cycle (spec/3 §9 'Inactivity'), as a pure function of idle seconds so the
 * main-process watchdog and its tests share one reading of the spec.
 */
export const KIOSK_INACTIVITY = {
  /** The modal appears, counting down to the reset. */
  warnSeconds: 150,
  /** Storage is reset and the device goes back to Welcome (or the restaurant chooser). */
  resetSeconds: 180,
  /** On /PayOrder the first cycle passes without a reset; the second modal appears here… */
  payWarnSeconds: 270,
  /** …and here the order is cancelled and the device reset. */
  payResetSeconds: 300,
} as const;

/**
 * `ends`: whether the countdown ends in a reset (the cart cleared, an unpaid order cancelled). Only the
 * first modal on PayOrder does not: the modal must not promise a cancellation that will not come.
 */
export type InactivityPhase =
  | { phase: 'active' }
  | { phase: 'warning'; secondsLeft: number; ends: boolean }
  | { phase: 'reset' }
  | { phase: 'cancel-order' };

const warning = (idle: number, until: number, ends: boolean): InactivityPhase => ({
  phase: 'warning',
  secondsLeft: Math.max(0, Math.ceil(until - idle)),
  ends,
});

/**
 * Where an idle kiosk is. Anywhere but PayOrder: modal from 150 s, reset at 180 s. On PayOrder the
 * diner may be at the card terminal, so the first cycle only warns (modal 150–180 s, then quiet);
 * a second modal runs 270–300 s and at 300 s the order is cancelled (spec/3 §9 'Second cycle').
 */
export function inactivityPhase(idleSeconds: number, onPayOrder: boolean): InactivityPhase {
  const t = KIOSK_INACTIVITY;
  if (idleSeconds < t.warnSeconds) return { phase: 'active' };
  if (idleSeconds < t.resetSeconds) return warning(idleSeconds, t.resetSeconds, !onPayOrder);
  if (!onPayOrder) return { phase: 'reset' };
  if (idleSeconds < t.payWarnSeconds) return { phase: 'active' };
  if (idleSeconds < t.payResetSeconds) return warning(idleSeconds, t.payResetSeconds, true);
  return { phase: 'cancel-order' };
}

/** /PayOrder/{method} (spec/3 §2): the one route with the second cycle. */
export function isPayOrderRoute(route: string): boolean {
  return /^\/PayOrder\/[^/]+$/.test(route);
}
