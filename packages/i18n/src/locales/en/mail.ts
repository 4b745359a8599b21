import type { mail as es } from '../es/mail.ts';

/** English texts: the booking and account e-mails (see ../es/mail.ts). */
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
  p1_mail_code_subject: 'Your sign-in code: %code%',
  p1_mail_code_body:
    'Your code to sign in to Comanda is %code%.\nIt expires in 10 minutes. If you did not ask for it, ignore this e-mail.',
  m1_mail_confirm_subject: 'Confirm your Comanda account',
  p1_mail_confirm_body:
    'Welcome to Comanda. Open this link to confirm your account and choose your password:\n%url%\nIt works once, within 24 hours. If you did not register, ignore this e-mail.',
  m1_mail_reset_subject: 'Reset your Comanda password',
  p1_mail_reset_body:
    'Open this link to choose a new password:\n%url%\nIt works once, within 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.',
};
