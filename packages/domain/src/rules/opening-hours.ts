import type { TShift } from '../contracts/shift.ts';

// Building a DateTimeFormat costs far more than using one; menus ask for the same few zones all day.
const formatters = new Map<string, Intl.DateTimeFormat>();
const dateFormatters = new Map<string, Intl.DateTimeFormat>();
const formatterFor = (timeZone: string) => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** What localClock uses of Temporal (ES2026), where the runtime has it: Chromium and Firefox do, Node 20 not. */
type TemporalClock = {
  Instant: {
    fromEpochMilliseconds(ms: number): {
      toZonedDateTimeISO(timeZone: string): { dayOfWeek: number; hour: number; minute: number };
    };
  };
};

/**
 * Weekday (0 Sunday … 6 Saturday) and minutes since midnight of an instant in a time zone. Through Temporal
 * where there is one: a page's first Intl.DateTimeFormat builds ICU's date patterns, tens of milliseconds on
 * a phone, and the menu asks for the weekday (its featured list) while it hydrates (issue 11: blocking time);
 * a Temporal zoned date costs under one. Both read the same time zone database.
 */
export function localClock(at: Date, timeZone: string): { weekday: number; minutes: number } {
  const temporal = (globalThis as { Temporal?: TemporalClock }).Temporal;
  if (temporal) {
    const local = temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone);
    // Temporal counts 1 Monday … 7 Sunday.
    return { weekday: local.dayOfWeek % 7, minutes: local.hour * 60 + local.minute };
  }
  const parts = formatterFor(timeZone).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return { weekday, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
}

/** The local calendar date of an instant in a time zone, as 'YYYY-MM-DD' (the form holidays are written in). */
export function localDate(at: Date, timeZone: string): string {
  let formatter = dateFormatters.get(timeZone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    dateFormatters.set(timeZone, formatter);
  }
  return formatter.format(at);
}

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const servesOn = (shift: TShift, weekday: number) => (shift.d & (2 ** weekday)) !== 0;

/**
 * Whether a shift covers a local weekday and time. The weekday bitmask is 2^weekday (spec/1 §3);
 * sf marks a shift that ends on the next day, so its early hours belong to the previous day's bit.
 */
export function shiftCovers(shift: TShift, weekday: number, minutes: number): boolean {
  const start = toMinutes(shift.hi);
  const end = toMinutes(shift.hf);
  const overnight = shift.sf || end <= start;
  if (!overnight) return servesOn(shift, weekday) && minutes >= start && minutes < end;
  const yesterday = (weekday + 6) % 7;
  return (servesOn(shift, weekday) && minutes >= start) || (servesOn(shift, yesterday) && minutes < end);
}

/**
 * The menu's shift state `ta`: 1 open, -1 closed (spec/1 §4 'Closed or uncovered'). A holiday (a blocked date
 * of the restaurant, issue 13 item 3; spec/2 §3 calls them `bkd` for bookings) closes the whole local day, the
 * early hours of an overnight shift begun the evening before included: the restaurant said it is closed that
 * day. `holidays` may be undefined for restaurants saved before they existed.
 */
export function shiftState(
  shifts: readonly TShift[],
  at: Date,
  timeZone: string,
  holidays: readonly string[] | undefined,
): 1 | -1 {
  if (holidays?.length && holidays.includes(localDate(at, timeZone))) return -1;
  const { weekday, minutes } = localClock(at, timeZone);
  return shifts.some((s) => shiftCovers(s, weekday, minutes)) ? 1 : -1;
}
