/** How long a confirmed booking's calendar entry lasts: the spec gives no sitting time; two hours is ours. */
const SITTING_MS = 2 * 3_600_000;

/** RFC 5545 text: backslash, semicolon, comma and line breaks escaped. */
const icsText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
const icsTime = (at: Date) => `${at.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/**
 * The .ics calendar entry sent with a booking's confirmation (issue 17 item 6): one event at the booking's
 * instant (UTC, so every calendar places it right whatever its zone), at the restaurant's address.
 */
export function bookingCalendar(b: {
  id: string;
  startsAt: Date;
  now: Date;
  summary: string;
  location: string;
  description: string;
}): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Comanda//Reservas//ES',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${b.id}@comanda`,
    `DTSTAMP:${icsTime(b.now)}`,
    `DTSTART:${icsTime(b.startsAt)}`,
    `DTEND:${icsTime(new Date(b.startsAt.getTime() + SITTING_MS))}`,
    `SUMMARY:${icsText(b.summary)}`,
    `LOCATION:${icsText(b.location)}`,
    `DESCRIPTION:${icsText(b.description)}`,
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
}
