import { AS_SOON_AS_POSSIBLE, FALLBACK_SLOT, SAME_DAY_LEAD_MINUTES, SLOT_MINUTES } from '../constants.ts';
import type { TAppConfig, TScheduleRow } from '../contracts/restaurant.ts';
import { localClock, localDate } from './opening-hours.ts';

/**
 * How many days ahead an order may be placed (spec/1 §5 'Deferral'): with deferral off, the same day only;
 * with it on, from orddifemin days to orddifedia days ahead (orddifedia 0: exactly orddifemin).
 */
export function deferralDays(cfg: Pick<TAppConfig, 'orddife' | 'orddifemin' | 'orddifedia'>): {
  min: number;
  max: number;
} {
  if (!cfg.orddife) return { min: 0, max: 0 };
  const min = cfg.orddifemin;
  return { min, max: Math.max(min, cfg.orddifedia) };
}

/** A chosen day offset raised to the minimum and kept within the maximum (spec/1 §5 'Deferral'). */
export const clampDayOffset = (offset: number, days: { min: number; max: number }) =>
  Math.min(days.max, Math.max(days.min, offset));

/** 'YYYY-MM-DD' plus n calendar days (no time zone involved). */
export const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export type DayChoice = { offset: number; date: string };

/**
 * The dates an order may be placed for (spec/1 §5 'Deferral': 'certain dates can be unselectable'): from
 * `days.min` to `days.max` days after today in the venue's zone, its holidays left out (issue 13 item 3). The
 * web checkout offers exactly these and the server's checkRequestedTime accepts no other.
 */
export function orderDates(input: {
  days: { min: number; max: number };
  now: Date;
  tz: string;
  /** The venue's holidays ('YYYY-MM-DD'); undefined for a venue saved before they existed. */
  holidays: readonly string[] | undefined;
}): DayChoice[] {
  const today = localDate(input.now, input.tz);
  const list: DayChoice[] = [];
  for (let offset = input.days.min; offset <= input.days.max; offset++) {
    const date = addDays(today, offset);
    if (!input.holidays?.includes(date)) list.push({ offset, date });
  }
  return list;
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const toHhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * The 30-minute slots of a day for a dispatch type (spec/1 §5 'Deferral'): built from the schedule rows of
 * that type (dv) whose weekday bitmask includes the day; for today, slots earlier than now + 45 minutes are
 * removed. `now` null means the day is not today.
 */
export function timeSlots(input: {
  rows: readonly TScheduleRow[];
  dispatchType: number;
  weekday: number;
  nowMinutes: number | null;
}): string[] {
  const earliest = input.nowMinutes === null ? 0 : input.nowMinutes + SAME_DAY_LEAD_MINUTES;
  const slots = new Set<number>();
  for (const row of input.rows) {
    if (row.dv !== input.dispatchType || (row.d & (2 ** input.weekday)) === 0) continue;
    const end = toMinutes(row.hf);
    for (let m = toMinutes(row.hi); m < end; m += SLOT_MINUTES) if (m >= earliest) slots.add(m);
  }
  return [...slots].sort((a, b) => a - b).map(toHhmm);
}

/** The slots of the day `dayOffset` days after `now`, in the restaurant's time zone. */
export function slotsForDay(input: {
  rows: readonly TScheduleRow[];
  dispatchType: number;
  now: Date;
  tz: string;
  dayOffset: number;
}): string[] {
  const today = localClock(input.now, input.tz);
  return timeSlots({
    rows: input.rows,
    dispatchType: input.dispatchType,
    weekday: (today.weekday + input.dayOffset) % 7,
    nowMinutes: input.dayOffset === 0 ? today.minutes : null,
  });
}

/**
 * After the date changes, the chosen time stays if still offered, otherwise it is cleared (spec/1 §5
 * 'Deferral'); with nothing chosen, the first slot, or the fallback '10:30' when the day lists none.
 */
export function keepOrClearTime(chosen: string | null, slots: readonly string[]): string | null {
  return chosen !== null && slots.includes(chosen) ? chosen : null;
}
export const defaultSlot = (slots: readonly string[]) => slots[0] ?? FALLBACK_SLOT;

/**
 * Whether 'lo antes posible' is offered today (spec/1 §5 'Deferral'): the venue takes same-day orders and is
 * open now. A checkout starts from it only then — a closed venue's asks for a time instead (issue 15 item 2).
 */
export const asapOffered = (
  cfg: Pick<TAppConfig, 'orddife' | 'orddifemin' | 'orddifedia'>,
  openNow: boolean,
) => deferralDays(cfg).min === 0 && openNow;

/**
 * The times a day offers an order (spec/1 §5 'Deferral'): 'lo antes posible' first for today when the venue
 * takes same-day orders and is open now, then the day's 30-minute slots of the dispatch type when deferral is
 * on (today: not before now + 45 minutes).
 */
export function timeChoices(input: {
  cfg: Pick<TAppConfig, 'orddife' | 'orddifemin' | 'orddifedia'>;
  rows: readonly TScheduleRow[];
  tipo: number;
  now: Date;
  tz: string;
  dayOffset: number;
  /** The venue is open now (the menu's ta = 1): an order for now can be made. */
  openNow: boolean;
}): string[] {
  const slots = input.cfg.orddife
    ? slotsForDay({
        rows: input.rows,
        dispatchType: input.tipo,
        now: input.now,
        tz: input.tz,
        dayOffset: input.dayOffset,
      })
    : [];
  const asap = input.dayOffset === 0 && asapOffered(input.cfg, input.openNow);
  return asap ? [AS_SOON_AS_POSSIBLE, ...slots] : slots;
}

export type OfferedDay = DayChoice & { times: string[] };

/**
 * The days the deferral wizard offers (spec/1 §5 'Deferral', issue 15 item 2): the order dates (holidays left
 * out) that have at least one time — a day the schedule rows do not serve, or today once its last slot has
 * passed while the venue is closed, is a closed day and is never offered.
 */
export function offeredDays(
  input: Omit<Parameters<typeof timeChoices>[0], 'dayOffset'> & {
    holidays: readonly string[] | undefined;
  },
): OfferedDay[] {
  return orderDates({ days: deferralDays(input.cfg), now: input.now, tz: input.tz, holidays: input.holidays })
    .map((day) => ({ ...day, times: timeChoices({ ...input, dayOffset: day.offset }) }))
    .filter((day) => day.times.length > 0);
}
