/** A service date 'YYYY-MM-DD' as the diner reads it ('jue, 26 nov'): a calendar date, no zone involved. */
export function dayLabel(day: string, language: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

/** The status key of a booking status in the texts (-6 → m6). */
export const statusKey = (st: number) => (st < 0 ? `m${-st}` : String(st));
