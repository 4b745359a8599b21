import type { mail as es } from '../es/mail.ts';

/** English texts: the booking e-mails (see ../es/mail.ts). */
export const mail: Record<keyof typeof es, string> = {
  p1_mail_booking_subject: 'Your booking at %venue%',
  p1_mail_booking_when: '%date% at %time%, %guests%',
  p1_mail_booking_guests_one: '%count% person',
  p1_mail_booking_guests_other: '%count% people',
  p1_mail_booking_calendar: 'Booking: %venue%',
  m1_mail_booking_news_40: 'Your booking is confirmed.',
  m1_mail_booking_news_m1: 'The venue cancelled your booking.',
  m1_mail_booking_news_100: 'Welcome: you are at your table.',
  m1_mail_booking_news_0: 'Thank you for your visit.',
  m1_mail_booking_news_m3: 'Your booking was marked as a no-show.',
  m1_mail_booking_news_70: 'The venue noted that you are running late.',
};
