/**
 * Local dates and wall-clock times of a restaurant's time zone, turned into instants (bookings, spec/2 §5
 * 'Booking': days and slots are the restaurant's). Through Temporal where the runtime has it (Chromium,
 * Firefox), as localClock does; Node 20 has none, so the same answer is found with Intl there. Both read the
 * same time zone database, so the browser offers exactly what the server accepts.
 */

/** The weekday of a calendar date: 0 Sunday … 6 Saturday (the bit of a shift's `d`, spec/1 §3). */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** 'HH:MM' → minutes since midnight ('24:00' is 1440). */
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Minutes since midnight → 'HH:MM' (within one day). */
export const hhmmOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

type TemporalZoned = {
  ZonedDateTime: {
    from(
      fields: { timeZone: string; year: number; month: number; day: number; hour: number; minute: number },
      options: { disambiguation: 'earlier' },
    ): { epochMilliseconds: number; hour: number; minute: number };
  };
};

const wallFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of an instant in a zone, read as if it were UTC (milliseconds). */
function wallClockMs(at: number, timeZone: string): number {
  let formatter = wallFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    wallFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'));
}

/**
 * The instant a zone's clocks read `minutes` after midnight of `date`, or null when they never do (the hour
 * skipped when summer time starts: Chile's clocks jump from 24:00 to 01:00). A time read twice (when summer
 * time ends) is its first reading.
 */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date | null {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, 0, minutes);
  const temporal = (globalThis as { Temporal?: TemporalZoned }).Temporal;
  if (temporal) {
    const w = new Date(wall);
    const zoned = temporal.ZonedDateTime.from(
      {
        timeZone,
        year: w.getUTCFullYear(),
        month: w.getUTCMonth() + 1,
        day: w.getUTCDate(),
        hour: w.getUTCHours(),
        minute: w.getUTCMinutes(),
      },
      { disambiguation: 'earlier' },
    );
    // In a skipped hour 'earlier' answers another wall time: that reading does not exist.
    return zoned.hour === w.getUTCHours() && zoned.minute === w.getUTCMinutes()
      ? new Date(zoned.epochMilliseconds)
      : null;
  }
  // A zone's offset changes at most once within half a day either side: try both offsets, keep what reads true.
  const hour = 3_600_000;
  const candidates = [wall - 12 * hour, wall + 12 * hour]
    .map((probe) => wall - (wallClockMs(probe, timeZone) - probe))
    .filter((at) => wallClockMs(at, timeZone) === wall)
    .sort((a, b) => a - b);
  return candidates.length > 0 ? new Date(candidates[0]!) : null;
}
