/**
 * A booking's calendar date ('YYYY-MM-DD', already the restaurant's local date: bookingLocalDate) as people
 * read it: 'vie, 27 nov' on the screens (wizard, My Reservations, the booking book), 'viernes, 27 de
 * noviembre' in the e-mail. A calendar date, so no zone is applied here.
 */
export function dayLabel(day: string, language: string, style: 'short' | 'long' = 'short'): string {
  const at = new Date(`${day}T12:00:00Z`);
  if (Number.isNaN(at.getTime())) return day;
  return new Intl.DateTimeFormat(language, {
    weekday: style,
    day: 'numeric',
    month: style,
    timeZone: 'UTC',
  }).format(at);
}
