import type { TShift } from '../contracts/shift.ts';
import { addDays } from './deferral.ts';
import { localClock, localDate, shiftState } from './opening-hours.ts';

/** How far ahead a closed venue's next opening is looked for: a week and a day covers every weekly shift. */
const LOOKAHEAD_DAYS = 8;

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** A local date and time of the venue: when it opens next. */
export type LocalMoment = { date: string; time: string };

/**
 * When a closed venue opens next (issue 15 item 2, beside spec/1 §4 'Closed or uncovered': 'Este local está
 * cerrado.' says when it opens): the earliest start of a shift after `at`, in the venue's zone, on a date
 * that is not one of its holidays, within the coming eight days. Null when the venue is open now (there is
 * nothing to wait for) or no shift starts in that time (a venue without shifts).
 */
export function nextOpening(
  shifts: readonly TShift[],
  at: Date,
  tz: string,
  holidays: readonly string[] | undefined,
): LocalMoment | null {
  if (shiftState(shifts, at, tz, holidays) === 1) return null;
  const today = localDate(at, tz);
  const clock = localClock(at, tz);
  for (let offset = 0; offset < LOOKAHEAD_DAYS; offset++) {
    const date = addDays(today, offset);
    if (holidays?.includes(date)) continue;
    const weekday = (clock.weekday + offset) % 7;
    const starts = shifts
      .filter((s) => (s.d & (2 ** weekday)) !== 0)
      .map((s) => s.hi)
      .filter((hi) => offset > 0 || toMinutes(hi) > clock.minutes)
      .sort();
    if (starts[0]) return { date, time: starts[0] };
  }
  return null;
}
