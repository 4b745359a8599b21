import type { TShift } from '../contracts/catalog.ts';

// Building a DateTimeFormat costs far more than using one; menus ask for the same few zones all day.
const formatters = new Map<string, Intl.DateTimeFormat>();
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

/** Weekday (0 Sunday … 6 Saturday) and minutes since midnight of an instant in a time zone. */
export function localClock(at: Date, timeZone: string): { weekday: number; minutes: number } {
  const parts = formatterFor(timeZone).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'));
  return { weekday, minutes: Number(get('hour')) * 60 + Number(get('minute')) };
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

/** The menu's shift state `ta`: 1 open, -1 closed (spec/1 §4 'Closed or uncovered'). */
export function shiftState(shifts: readonly TShift[], at: Date, timeZone: string): 1 | -1 {
  const { weekday, minutes } = localClock(at, timeZone);
  return shifts.some((s) => shiftCovers(s, weekday, minutes)) ? 1 : -1;
}
