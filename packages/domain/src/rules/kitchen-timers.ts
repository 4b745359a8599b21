import { OrderStatus } from './order-status.ts';

/**
 * The kitchen board's timers (issue 13 item 2): how long an order has waited since it arrived and since it
 * was confirmed, amber and then red at limits each restaurant sets (`kitchenTimers` in its profile). The spec
 * names the kitchen display (spec/3 §4) but gives no times, so the defaults are ours: a new order should be
 * confirmed within minutes (5 amber, 10 red; the timeout sweeper cancels it at 15, rules/order-timeouts.ts),
 * and a dish is usually out within a quarter of an hour (15 amber, 25 red).
 */
export const KITCHEN_TIMERS_DEFAULT = {
  arrivalAmberMinutes: 5,
  arrivalRedMinutes: 10,
  confirmedAmberMinutes: 15,
  confirmedRedMinutes: 25,
} as const;

export type KitchenTimerLimits = {
  arrivalAmberMinutes: number;
  arrivalRedMinutes: number;
  confirmedAmberMinutes: number;
  confirmedRedMinutes: number;
};

export type TimerColour = 'calm' | 'amber' | 'red';

/** One timer: whole minutes elapsed and its colour ('calm' when it is not the one that counts now). */
export type KitchenTimer = { minutes: number; colour: TimerColour };

const MINUTE_MS = 60_000;

/** Amber from `amber` minutes, red from `red` minutes (each limit included). */
export function timerColour(elapsedMs: number, amber: number, red: number): TimerColour {
  if (elapsedMs >= red * MINUTE_MS) return 'red';
  if (elapsedMs >= amber * MINUTE_MS) return 'amber';
  return 'calm';
}

/**
 * Both timers of an order on the board. The one that counts colours: since arrival while the order awaits
 * confirmation (ss 0), since confirmation while it is confirmed or in preparation (ss 1, 2). A finished or
 * cancelled order's timers stop mattering: no colour, and no confirmation timer without a confirmation time.
 */
export function kitchenTimers(
  order: { ss: number; arrivedAt: Date; confirmedAt: Date | null },
  limits: KitchenTimerLimits,
  now: Date,
): { arrival: KitchenTimer; confirmed: KitchenTimer | null } {
  const since = (at: Date) => Math.max(0, now.getTime() - at.getTime());
  const arrivalMs = since(order.arrivedAt);
  const awaiting = order.ss === OrderStatus.awaitingConfirmation;
  const preparing = order.ss === OrderStatus.confirmed || order.ss === OrderStatus.preparing;
  const arrival: KitchenTimer = {
    minutes: Math.floor(arrivalMs / MINUTE_MS),
    colour: awaiting ? timerColour(arrivalMs, limits.arrivalAmberMinutes, limits.arrivalRedMinutes) : 'calm',
  };
  if (!order.confirmedAt) return { arrival, confirmed: null };
  const confirmedMs = since(order.confirmedAt);
  return {
    arrival,
    confirmed: {
      minutes: Math.floor(confirmedMs / MINUTE_MS),
      colour: preparing
        ? timerColour(confirmedMs, limits.confirmedAmberMinutes, limits.confirmedRedMinutes)
        : 'calm',
    },
  };
}
