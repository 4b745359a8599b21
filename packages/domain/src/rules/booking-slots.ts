import { addDays } from './deferral.ts';
import { localDate } from './opening-hours.ts';
import { hhmmOf, minutesOf, weekdayOf, zonedInstant } from './zoned-time.ts';

/**
 * Booking defaults (spec/2 §9 'Bookings'): 31 days ahead, 10 guests, 15-minute step, 0 minutes' advance; a new
 * booking starts at 2 guests and today; more than 8 slots collapse to 8. The hold minutes `atr` have no
 * default in the spec: 15 is ours.
 */
export const BOOKING_DEFAULTS = {
  daysAhead: 31,
  maxGuests: 10,
  stepMinutes: 15,
  advanceMinutes: 0,
  holdMinutes: 15,
  guests: 2,
  collapseAbove: 8,
} as const;

/** The booking config d[0] (spec/2 §3 'Booking config'), as the rules read it. */
export type BookingConfig = {
  wfd?: number;
  wfpx?: number;
  inc?: number;
  anp?: number;
  atr?: number;
  /** Blocked dates, 'YYYY-MM-DD' in the restaurant's time zone. */
  bkd?: readonly string[];
  /** Blocked shifts on one date (ours: spec/2 §5 excludes 'blocked dates and shifts'). */
  bks?: readonly { fr: string; ta: string }[];
};

/** A shift as bookings read it (spec/2 §3 'Shift'), with its covers `cv` (issue 17 item 3; none: no limit). */
export type BookingShift = {
  jid: string;
  hi: string;
  hf: string;
  si?: boolean;
  sf?: boolean;
  d: number;
  rv?: boolean;
  cv?: number;
};

/** Covers already held on a service date by a shift's bookings. */
export type CoversTaken = { fr: string; ta: string; qc: number };

/** A time a diner may book: its wall-clock label, its shift, the instant, and the calendar date it falls on. */
export type BookingSlot = { hh: string; ta: string; at: Date };

const positive = (value: number | undefined, fallback: number) =>
  Number.isInteger(value) && (value as number) > 0 ? (value as number) : fallback;

/** The config's limits with spec/2 §5's defaults where a value is missing or invalid. */
export function bookingLimits(config: BookingConfig | undefined) {
  const anp = config?.anp;
  return {
    daysAhead: positive(config?.wfd, BOOKING_DEFAULTS.daysAhead),
    maxGuests: positive(config?.wfpx, BOOKING_DEFAULTS.maxGuests),
    stepMinutes: positive(config?.inc, BOOKING_DEFAULTS.stepMinutes),
    advanceMinutes: Number.isInteger(anp) && (anp as number) >= 0 ? (anp as number) : 0,
    holdMinutes: positive(config?.atr, BOOKING_DEFAULTS.holdMinutes),
  };
}

/** Guests a diner may choose: 1 … wfpx (spec/2 §5). */
export function guestChoices(config: BookingConfig | undefined): number[] {
  return Array.from({ length: bookingLimits(config).maxGuests }, (_, i) => i + 1);
}

/** The restaurant's dates a diner may pick: today … today + wfd, blocked dates and holidays left out. */
export function bookingDays(input: {
  config: BookingConfig | undefined;
  today: string;
  holidays?: readonly string[];
}): string[] {
  const { daysAhead } = bookingLimits(input.config);
  const blocked = new Set([...(input.config?.bkd ?? []), ...(input.holidays ?? [])]);
  const days: string[] = [];
  for (let i = 0; i <= daysAhead; i++) {
    const day = addDays(input.today, i);
    if (!blocked.has(day)) days.push(day);
  }
  return days;
}

/**
 * The wall-clock minutes, counted from midnight of the service date, a shift runs between. `si` starts it on
 * the next day, `sf` ends it on the next day, and an end not after its start ends it on the next day too.
 */
function shiftSpan(shift: BookingShift): { from: number; to: number } {
  const start = minutesOf(shift.hi) + (shift.si ? 1440 : 0);
  let end = minutesOf(shift.hf) + (shift.sf || shift.si ? 1440 : 0);
  if (end <= start) end += 1440;
  return { from: start, to: end };
}

export type SlotQuery = {
  config: BookingConfig | undefined;
  shifts: readonly BookingShift[];
  timeZone: string;
  now: Date;
  /** The service date, 'YYYY-MM-DD': a shift that runs past midnight offers its late hours here. */
  day: string;
  guests: number;
  taken?: readonly CoversTaken[];
  holidays?: readonly string[];
};

/**
 * The times a diner may book on a day (spec/2 §5 'Booking'): each bookable shift (rv) serving that weekday, in
 * steps of `inc` wall-clock minutes from its start up to (not at) its end, in the restaurant's time zone; at
 * least `anp` minutes from now; blocked dates and shifts left out; shifts whose covers cannot seat the guests
 * left out (issue 17 item 3); and a time two shifts both offer kept once (overlaps removed). A time the clocks
 * skip (summer time) is no slot. Ordered by instant. The browser offers these and the server accepts only
 * these (same function).
 */
export function bookingSlots(q: SlotQuery): BookingSlot[] {
  const limits = bookingLimits(q.config);
  const today = localDate(q.now, q.timeZone);
  if (!bookingDays({ config: q.config, today, holidays: q.holidays }).includes(q.day)) return [];
  if (!Number.isInteger(q.guests) || q.guests < 1 || q.guests > limits.maxGuests) return [];
  const earliest = q.now.getTime() + limits.advanceMinutes * 60_000;
  const weekday = weekdayOf(q.day);
  const blockedShifts = new Set((q.config?.bks ?? []).filter((b) => b.fr === q.day).map((b) => b.ta));
  const seen = new Set<number>();
  const slots: BookingSlot[] = [];
  for (const shift of q.shifts) {
    if (!shift.rv || (shift.d & (2 ** weekday)) === 0 || blockedShifts.has(shift.jid)) continue;
    if (shift.cv !== undefined && coversLeft(shift, q.day, q.taken ?? []) < q.guests) continue;
    const { from, to } = shiftSpan(shift);
    for (let m = from; m < to; m += limits.stepMinutes) {
      const date = addDays(q.day, Math.floor(m / 1440));
      const at = zonedInstant(date, m % 1440, q.timeZone);
      if (!at || at.getTime() < earliest || seen.has(at.getTime())) continue;
      seen.add(at.getTime());
      slots.push({ hh: hhmmOf(m % 1440), ta: shift.jid, at });
    }
  }
  return slots.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** Covers a shift has left on a service date (Infinity without a limit). */
export function coversLeft(shift: BookingShift, day: string, taken: readonly CoversTaken[]): number {
  if (shift.cv === undefined) return Number.POSITIVE_INFINITY;
  const used = taken.filter((t) => t.fr === day && t.ta === shift.jid).reduce((sum, t) => sum + t.qc, 0);
  return shift.cv - used;
}

/**
 * The calendar date a booking's time falls on in the restaurant's zone, the date its screens and e-mail show:
 * the service date of a shift running past midnight is the day before (Friday's late shift at 00:30 is
 * Saturday 00:30 for the diner and the staff, issue 17). `at` is the slot's instant or a record's fm.
 */
export const bookingLocalDate = (at: Date | string, timeZone: string): string =>
  localDate(typeof at === 'string' ? new Date(at) : at, timeZone);

/** The first slot a day offers, preselected when the wizard opens (spec/2 §4 'Booking wizard'). */
export const firstSlot = (slots: readonly BookingSlot[]) => slots[0] ?? null;

/** The AM/PM switch: before noon, or noon and after, by the slot's label (spec/2 §4). */
export const slotHalf = (slot: { hh: string }): 'am' | 'pm' => (minutesOf(slot.hh) < 720 ? 'am' : 'pm');

/** What the time list shows: all, or the first 8 while collapsed with more than 8 (spec/2 §4, §9). */
export function visibleSlots<T>(
  slots: readonly T[],
  expanded: boolean,
): { shown: T[]; collapsible: boolean } {
  const collapsible = slots.length > BOOKING_DEFAULTS.collapseAbove;
  return {
    shown: collapsible && !expanded ? slots.slice(0, BOOKING_DEFAULTS.collapseAbove) : [...slots],
    collapsible,
  };
}

/**
 * The slot a booking asks for, when the day offers it to that many guests in that shift, or null: the server's
 * check of POST /srv/bookings, the same function the wizard draws from.
 */
export function offeredSlot(q: SlotQuery & { hh: string; ta: string }): BookingSlot | null {
  return bookingSlots(q).find((s) => s.hh === q.hh && s.ta === q.ta) ?? null;
}
