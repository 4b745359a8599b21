import type { Mail } from '../mail/mailer.ts';

/** The mails of registration and password reset (spec/2 §4, §8), in the account's language. */

export function confirmMail(lang: 'es' | 'en', to: string, url: string): Mail {
  return lang === 'en'
    ? {
        to,
        subject: 'Confirm your Comanda account',
        body: `Welcome to Comanda. Open this link to confirm your account and choose your password:\n${url}\nIt works once, within 24 hours. If you did not register, ignore this e-mail.`,
      }
    : {
        to,
        subject: 'Confirma tu cuenta de Comanda',
        body: `Bienvenido a Comanda. Abre este link para confirmar tu cuenta y elegir tu contraseña:\n${url}\nSirve una vez, dentro de 24 horas. Si no te registraste, ignora este correo.`,
      };
}

export function resetMail(lang: 'es' | 'en', to: string, url: string): Mail {
  return lang === 'en'
    ? {
        to,
        subject: 'Reset your Comanda password',
        body: `Open this link to choose a new password:\n${url}\nIt works once, within 1 hour. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
      }
    : {
        to,
        subject: 'Restablece tu contraseña de Comanda',
        body: `Abre este link para elegir una contraseña nueva:\n${url}\nSirve una vez, dentro de 1 hora. Si no lo pediste, ignora este correo: tu contraseña sigue igual.`,
      };
}
