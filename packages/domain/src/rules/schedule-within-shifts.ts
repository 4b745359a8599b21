import type { TScheduleRow } from '../contracts/restaurant.ts';
import type { TShift } from '../contracts/shift.ts';

const DAY_MINUTES = 24 * 60;
const SLOT_MINUTES = 30;

const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const toHhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A weekday bitmask moved one day on (Saturday's bit becomes Sunday's): the days an overnight shift ends on. */
const nextDays = (d: number) => ((d << 1) | (d >> 6)) & 127;

type Window = { d: number; start: number; end: number };
type ShiftTimes = Pick<TShift, 'hi' | 'hf' | 'sf' | 'd'>;

/**
 * The local windows a shift is open in (spec/2 §3 'Shift', the opening-hours rules' shiftCovers): one for a
 * shift within a day; an overnight one (sf, or an end not after its start) is open from its start to midnight
 * on its days and from midnight to its end on the days after them.
 */
function shiftWindows(shift: ShiftTimes): Window[] {
  const start = toMinutes(shift.hi);
  const end = toMinutes(shift.hf);
  if (!shift.sf && end > start) return [{ d: shift.d, start, end }];
  const early = end > 0 ? [{ d: nextDays(shift.d), start: 0, end }] : [];
  return [{ d: shift.d, start, end: DAY_MINUTES }, ...early];
}

/**
 * The dispatch schedule rows cut to the opening shifts (issue 15: deferral slots come from the dispatch rows,
 * spec/1 §5 'Deferral', and the venue serves them only while it is open — a weekday the back office closes is
 * no longer offered). Each row keeps the days and times it shares with a shift window; its start moves to the
 * first 30-minute step of its own grid inside the window, so the slots stay those of the row ('12:00', '12:30'
 * …). The server sends the menu's `dt` so cut and checks a requested time against it; the web builds its
 * wizard from that `dt`. Holidays are dates, not weekdays: orderDates leaves them out.
 */
export function scheduleWithinShifts(
  rows: readonly TScheduleRow[],
  shifts: readonly ShiftTimes[],
): TScheduleRow[] {
  const windows = shifts.flatMap(shiftWindows);
  const cut: TScheduleRow[] = [];
  for (const row of rows) {
    const rowStart = toMinutes(row.hi);
    const rowEnd = toMinutes(row.hf);
    for (const w of windows) {
      const d = row.d & w.d;
      const steps = Math.max(0, Math.ceil((w.start - rowStart) / SLOT_MINUTES));
      const start = rowStart + steps * SLOT_MINUTES;
      const end = Math.min(rowEnd, w.end);
      if (d !== 0 && start < end) cut.push({ ...row, d, hi: toHhmm(start), hf: toHhmm(end) });
    }
  }
  return cut;
}
