import { AS_SOON_AS_POSSIBLE, DispatchType } from '../constants.ts';
import type { TAppConfig, TScheduleRow } from '../contracts/restaurant.ts';
import type { TShift } from '../contracts/shift.ts';
import { deferralDays, orderDates, slotsForDay } from './deferral.ts';
import { localClock, localDate } from './opening-hours.ts';
import { accepted, type Outcome, refused } from './outcome.ts';
import { scheduleWithinShifts } from './schedule-within-shifts.ts';
import { textRef } from './text-ref.ts';

/** Whole days from one 'YYYY-MM-DD' to another (calendar days, no time zone involved). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

export const SCHEDULE_REFUSALS = {
  date: textRef('m1_err_schedule_date'),
  slot: (hora: string) => textRef('p1_err_schedule_slot', { time: hora }),
  asap: textRef('m1_err_schedule_asap'),
  closed: (hora: string) => textRef('p1_err_schedule_closed', { time: hora }),
} as const;

export type RequestedTime = {
  /** The date of the order in the restaurant's zone, and how many days after today it is. */
  fecha: string;
  dayOffset: number;
  /** Weekday (0 Sunday) of that date: what delivery polygons and schedule rows are checked against. */
  weekday: number;
  /** 'lo antes posible' or the slot 'HH:MM'. */
  hora: string;
};

/**
 * The requested date and time of an order, checked against the venue's deferral rules in its time zone
 * (spec/1 §5 'Deferral'): the date within the deferral days (same day only when deferral is off); 'lo antes
 * posible' only for today; a time only when it is one of that day's 30-minute slots for the dispatch type,
 * from the schedule rows (today: not before now + 45 minutes). Check-in and kiosk orders are for now. A
 * holiday of the venue (issue 13 item 3) is no date to order for. With the venue's opening `shifts`, a slot the
 * dispatch rows offer while the venue is closed (a weekday or an hour the back office closed) is refused as
 * such: 'El local está cerrado a las 20:00 de ese día' (issue 15, rules/schedule-within-shifts.ts).
 */
export function checkRequestedTime(input: {
  cfg: Pick<TAppConfig, 'orddife' | 'orddifemin' | 'orddifedia'>;
  rows: readonly TScheduleRow[];
  tipo: number;
  now: Date;
  tz: string;
  fecha: string;
  hora: string;
  /** The venue's holidays ('YYYY-MM-DD'); undefined for a venue saved before they existed. */
  holidays?: readonly string[] | undefined;
  /** The opening shifts the slots lie within; left out, the dispatch rows alone. */
  shifts?: readonly Pick<TShift, 'hi' | 'hf' | 'sf' | 'd'>[];
}): Outcome<RequestedTime, 'date' | 'slot' | 'asap' | 'closed'> {
  const today = localDate(input.now, input.tz);
  const fecha = input.fecha || today;
  const dayOffset = daysBetween(today, fecha);
  const scheduled = input.tipo === DispatchType.pickup || input.tipo === DispatchType.delivery;
  const days = scheduled ? deferralDays(input.cfg) : { min: 0, max: 0 };
  // The dates the web checkout offers (orderDates, holidays left out); today too for 'lo antes posible'.
  const offered = orderDates({
    days: { min: 0, max: days.max },
    now: input.now,
    tz: input.tz,
    holidays: input.holidays,
  });
  if (!offered.some((d) => d.date === fecha)) return refused('date', SCHEDULE_REFUSALS.date);
  const weekday = (localClock(input.now, input.tz).weekday + dayOffset) % 7;
  if (input.hora === AS_SOON_AS_POSSIBLE) {
    if (dayOffset !== 0) return refused('date', SCHEDULE_REFUSALS.date);
    if (days.min > 0) return refused('asap', SCHEDULE_REFUSALS.asap);
    return accepted({ fecha, dayOffset, weekday, hora: input.hora });
  }
  if (dayOffset < days.min) return refused('date', SCHEDULE_REFUSALS.date);
  const slotsOf = (rows: readonly TScheduleRow[]) =>
    scheduled ? slotsForDay({ rows, dispatchType: input.tipo, now: input.now, tz: input.tz, dayOffset }) : [];
  const dispatched = slotsOf(input.rows);
  if (!dispatched.includes(input.hora)) return refused('slot', SCHEDULE_REFUSALS.slot(input.hora));
  if (input.shifts && !slotsOf(scheduleWithinShifts(input.rows, input.shifts)).includes(input.hora))
    return refused('closed', SCHEDULE_REFUSALS.closed(input.hora));
  return accepted({ fecha, dayOffset, weekday, hora: input.hora });
}
