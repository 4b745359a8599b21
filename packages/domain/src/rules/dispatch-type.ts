import { CHECK_IN_PATH_WINDOW_SECONDS, DispatchType, WEB_DISPATCH_TYPES } from '../constants.ts';
import type { TAppConfig } from '../contracts/restaurant.ts';

type DispatchFlags = Pick<TAppConfig, 'ord' | 'ordpick' | 'ordpickonly' | 'selfat' | 'selfatonly'>;
export type WebDispatchType = (typeof WEB_DISPATCH_TYPES)[number];

/** A cart type the web accepts: 0 to 3 (spec/1 §4 'Dispatch type selection'); null for anything else. */
export function webDispatchType(value: unknown): WebDispatchType | null {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return WEB_DISPATCH_TYPES.find((t) => t === n) ?? null;
}

/**
 * Whether the venue offers a type: pickup when ordpick or pickup-only; delivery when ord and not
 * pickup-only or check-in-only; check-in when selfat or check-in-only (spec/1 §3 app configuration, §4).
 */
export function offersDispatchType(app: DispatchFlags, tipo: number): boolean {
  switch (tipo) {
    case DispatchType.pickup:
      return !app.selfatonly && (app.ordpick || app.ordpickonly);
    case DispatchType.delivery:
      return !app.selfatonly && !app.ordpickonly && app.ord;
    case DispatchType.checkIn:
      return app.selfat || app.selfatonly;
    default:
      return false;
  }
}

/** Default type 2 unless delivery is not allowed, then 1 (spec/1 §4 'Dispatch type selection'). */
export function defaultDispatchType(app: DispatchFlags): 1 | 2 {
  return offersDispatchType(app, DispatchType.delivery) ? DispatchType.delivery : DispatchType.pickup;
}

export type DispatchDecision = {
  tipo: WebDispatchType;
  /** Neither delivery nor pickup and no table to order from: send the diner to the check-in menu. */
  checkInMenu: boolean;
};

/**
 * The type a cart takes on the menu (spec/1 §4 'Dispatch type selection'):
 * - a check-in-only venue sets 3; a pickup-only venue forces 1, except for a diner at a table asking
 *   for check-in where the venue offers it;
 * - a requested type (1..3) the venue offers is kept; otherwise the default (2, or 1 without delivery);
 * - with neither delivery nor pickup the type is 3 when there is a table, else the diner goes to the
 *   check-in menu;
 * - type 3 without a table is reset to 0.
 * Requested 0 (a cleared cart) counts as no choice, so the cart gets the default again.
 */
export function resolveDispatchType(
  app: DispatchFlags,
  opts: { requested?: unknown; mesa?: string } = {},
): DispatchDecision {
  const hasTable = (opts.mesa ?? '') !== '';
  const noDeliveryNorPickup =
    !offersDispatchType(app, DispatchType.delivery) && !offersDispatchType(app, DispatchType.pickup);
  const requested = webDispatchType(opts.requested);
  let tipo: WebDispatchType;
  if (app.selfatonly || noDeliveryNorPickup) tipo = DispatchType.checkIn;
  else if (
    requested === DispatchType.checkIn &&
    offersDispatchType(app, requested) &&
    (hasTable || !app.ordpickonly)
  )
    tipo = DispatchType.checkIn;
  else if (app.ordpickonly) tipo = DispatchType.pickup;
  else if (requested !== null && requested !== DispatchType.none && offersDispatchType(app, requested))
    tipo = requested;
  else tipo = defaultDispatchType(app);
  if (tipo === DispatchType.checkIn && !hasTable) tipo = DispatchType.none;
  return { tipo, checkInMenu: noDeliveryNorPickup && tipo === DispatchType.none };
}

/**
 * Entering table mode with a stored path time older than 2100 s clears the cart and resets its type
 * to 0 (spec/1 §4, §9). A missing time counts as old.
 */
export function tablePathExpired(pathTimeMs: number | null, now: number): boolean {
  return pathTimeMs === null || now - pathTimeMs > CHECK_IN_PATH_WINDOW_SECONDS * 1000;
}
