import { bookingLocalDate, type TBookingRecord } from '@comanda/domain';
import { dayLabel, type MailTextKey, mailText } from '@comanda/i18n/mail';
import { bookingCalendar } from './booking-calendar.ts';
import type { Mail } from './mailer.ts';

type Lang = 'es' | 'en';

/** The statuses the restaurant moves a booking to that the diner is told of (issue 17 item 6). */
const NEWS_KEYS: Readonly<Record<number, MailTextKey>> = {
  40: 'm1_mail_booking_news_40',
  [-1]: 'm1_mail_booking_news_m1',
  100: 'm1_mail_booking_news_100',
  0: 'm1_mail_booking_news_0',
  [-3]: 'm1_mail_booking_news_m3',
  70: 'm1_mail_booking_news_70',
};

/**
 * The booking's day and time in words as its screens show them ('sábado, 28 de noviembre a las 00:30, 2
 * personas'): the date its instant falls on where the restaurant is (bookingLocalDate).
 */
export function bookingWhen(b: TBookingRecord, lang: Lang): string {
  return mailText(lang, 'p1_mail_booking_when', {
    date: dayLabel(bookingLocalDate(b.fm, b.tz), lang, 'long'),
    time: b.hh,
    guests: mailText(lang, 'p1_mail_booking_guests', { count: b.qc }),
  });
}

/**
 * The e-mail of a booking the restaurant moved, in the diner's language (texts in packages/i18n
 * locales/{es,en}/mail.ts), to the address of the diner's account (the booking's em is the account's, set by
 * the server); a confirmation carries the .ics calendar entry.
 */
export function bookingMail(
  b: TBookingRecord,
  venue: { address: string },
  lang: Lang,
  now: Date,
): Mail | null {
  const newsKey = NEWS_KEYS[b.st];
  if (!newsKey || !b.em) return null;
  const when = bookingWhen(b, lang);
  const mail: Mail = {
    to: b.em,
    subject: mailText(lang, 'p1_mail_booking_subject', { venue: b.nr }),
    body: `${mailText(lang, newsKey)}\n${b.nr}: ${when}.\n${venue.address}`,
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
          summary: mailText(lang, 'p1_mail_booking_calendar', { venue: b.nr }),
          location: venue.address,
          description: when,
        }),
      },
    ];
  }
  return mail;
}
