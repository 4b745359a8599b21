import type { TBookingRecord } from '@comanda/domain';
import { bookingCalendar } from './booking-calendar.ts';
import type { Mail } from './mailer.ts';

type Lang = 'es' | 'en';

/** What the diner reads when the restaurant moves their booking (issue 17 item 6), by the status it moved to. */
const NEWS: Record<Lang, Record<number, string>> = {
  es: {
    40: 'Tu reserva está confirmada.',
    [-1]: 'El local canceló tu reserva.',
    100: 'Te damos la bienvenida: ya estás en tu mesa.',
    0: 'Gracias por tu visita.',
    [-3]: 'Tu reserva se marcó como no presentada.',
    70: 'El local registró que vienes con retraso.',
  },
  en: {
    40: 'Your booking is confirmed.',
    [-1]: 'The venue cancelled your booking.',
    100: 'Welcome: you are at your table.',
    0: 'Thank you for your visit.',
    [-3]: 'Your booking was marked as a no-show.',
    70: 'The venue noted that you are running late.',
  },
};

const WORDS = {
  es: {
    subject: (venue: string) => `Tu reserva en ${venue}`,
    when: (b: TBookingRecord) => `${b.fr} a las ${b.hh}, ${b.qc} ${b.qc === 1 ? 'persona' : 'personas'}`,
    calendar: 'Reserva',
  },
  en: {
    subject: (venue: string) => `Your booking at ${venue}`,
    when: (b: TBookingRecord) => `${b.fr} at ${b.hh}, ${b.qc} ${b.qc === 1 ? 'person' : 'people'}`,
    calendar: 'Booking',
  },
};

/**
 * The e-mail of a booking the restaurant moved, in the diner's language; a confirmation carries the .ics
 * calendar entry.
 */
export function bookingMail(
  b: TBookingRecord,
  venue: { address: string },
  lang: Lang,
  now: Date,
): Mail | null {
  const news = NEWS[lang][b.st];
  if (!news || !b.em) return null;
  const words = WORDS[lang];
  const when = words.when(b);
  const mail: Mail = {
    to: b.em,
    subject: words.subject(b.nr),
    body: `${news}\n${b.nr}: ${when}.\n${venue.address}`,
  };
  if (b.st === 40) {
    mail.attachments = [
      {
        filename: 'reserva.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: bookingCalendar({
          id: b.rv,
          startsAt: new Date(b.fm),
          now,
          summary: `${words.calendar}: ${b.nr}`,
          location: venue.address,
          description: when,
        }),
      },
    ];
  }
  return mail;
}
