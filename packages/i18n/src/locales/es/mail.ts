/**
 * Spanish texts: the e-mails the server sends a diner — about their booking (issue 17 item 6), and the sign-in
 * code, account confirmation and password reset (spec/2 §4, §8) — m1_* plain and p1_* with %name% parameters,
 * in the diner's language. Read by packages/i18n mail.ts, without i18next.
 */
export const mail = {
  p1_mail_booking_subject: 'Tu reserva en %venue%',
  p1_mail_booking_when: '%date% a las %time%, %guests%',
  p1_mail_booking_guests_one: '%count% persona',
  p1_mail_booking_guests_other: '%count% personas',
  p1_mail_booking_calendar: 'Reserva: %venue%',
  m1_mail_booking_news_40: 'Tu reserva está confirmada.',
  m1_mail_booking_news_m1: 'El local canceló tu reserva.',
  m1_mail_booking_news_100: 'Te damos la bienvenida: ya estás en tu mesa.',
  m1_mail_booking_news_0: 'Gracias por tu visita.',
  m1_mail_booking_news_m3: 'Tu reserva se marcó como no presentada.',
  m1_mail_booking_news_70: 'El local registró que vienes con retraso.',
  p1_mail_code_subject: 'Tu código de acceso: %code%',
  p1_mail_code_body:
    'Tu código para entrar a Comanda es %code%.\nVence en 10 minutos. Si no lo pediste, ignora este correo.',
  m1_mail_confirm_subject: 'Confirma tu cuenta de Comanda',
  p1_mail_confirm_body:
    'Bienvenido a Comanda. Abre este link para confirmar tu cuenta y elegir tu contraseña:\n%url%\nSirve una vez, dentro de 24 horas. Si no te registraste, ignora este correo.',
  m1_mail_reset_subject: 'Restablece tu contraseña de Comanda',
  p1_mail_reset_body:
    'Abre este link para elegir una contraseña nueva:\n%url%\nSirve una vez, dentro de 1 hora. Si no lo pediste, ignora este correo: tu contraseña sigue igual.',
} as const;
