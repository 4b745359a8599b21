import { DispatchType } from '../constants.ts';
import type { TAppConfig, TOpeningShift } from '../contracts/restaurant.ts';
import { offersDispatchType } from './dispatch-type.ts';

/**
 * The alternative 'Informacion' screen's options block, 'What do you want to do?' (spec/2 §2 'Restaurant
 * information'): View menu, Order delivery / pickup, Pickup only, Make a reservation, See venue info.
 *
 * - View menu and See venue info: always — every venue has a menu and this information.
 * - Order delivery / pickup: the venue delivers (its menu then offers pickup beside it where it has it).
 * - Pickup only: the venue takes pickup orders and does not deliver (ordpickonly, or ordpick without ord).
 *   The two ordering options never show together: the second is what the first becomes without delivery.
 * - Make a reservation: the venue takes bookings now (`_tieneReserva`, rules/booking-offer.ts); signed out,
 *   the login modal opens first (spec/2 §6).
 * A check-in-only venue (selfatonly) offers neither ordering option: its menu is the table's.
 */
export type InfoOptionKind = 'menu' | 'order' | 'pickupOnly' | 'reserve' | 'info';
export type InfoOption = {
  kind: InfoOptionKind;
  /** The ordering type the option opens the menu with (2 delivery, 1 pickup); absent for the others. */
  tipo?: 1 | 2;
};

type OptionsVenue = {
  _tieneReserva?: boolean;
  cfg: { app: Pick<TAppConfig, 'ord' | 'ordpick' | 'ordpickonly' | 'selfat' | 'selfatonly'> };
};

export function infoOptions(venue: OptionsVenue): InfoOption[] {
  const app = venue.cfg.app;
  const delivers = offersDispatchType(app, DispatchType.delivery);
  const pickup = offersDispatchType(app, DispatchType.pickup);
  return [
    { kind: 'menu' },
    ...(delivers ? [{ kind: 'order' as const, tipo: DispatchType.delivery }] : []),
    ...(!delivers && pickup ? [{ kind: 'pickupOnly' as const, tipo: DispatchType.pickup }] : []),
    ...(venue._tieneReserva ? [{ kind: 'reserve' as const }] : []),
    { kind: 'info' },
  ];
}

/** One weekday's opening hours: 0 Sunday … 6 Saturday, its ranges 'hh:mm'–'hh:mm' in start order. */
export type DayHours = { weekday: number; ranges: { from: string; to: string; nextDay: boolean }[] };

/**
 * The week's opening hours from the shifts (spec/2 §3 'Shift': d the weekday bitmask 2^weekday, sf the end
 * on the next day), Monday first as a week is read in the venues' countries.
 */
export function weeklyHours(shifts: readonly TOpeningShift[]): DayHours[] {
  return [1, 2, 3, 4, 5, 6, 0].map((weekday) => ({
    weekday,
    ranges: shifts
      .filter((s) => (s.d & (1 << weekday)) !== 0)
      .map((s) => ({ from: s.hi, to: s.hf, nextDay: s.sf }))
      .sort((a, b) => a.from.localeCompare(b.from)),
  }));
}
