import { mailText } from '@comanda/i18n/mail';
import type { Mail } from './mailer.ts';

type Lang = 'es' | 'en';

/**
 * The mails of an account (spec/2 §4 'Login', 'Register', §8), in the diner's language: texts in packages/i18n
 * locales/{es,en}/mail.ts. The sign-in code's subject ends with the code, so a phone's mail preview shows it.
 */
export const codeMail = (lang: Lang, to: string, code: string): Mail => ({
  to,
  subject: mailText(lang, 'p1_mail_code_subject', { code }),
  body: mailText(lang, 'p1_mail_code_body', { code }),
});

/** The link that confirms a registration and chooses the password (24 h, once). */
export const confirmMail = (lang: Lang, to: string, url: string): Mail => ({
  to,
  subject: mailText(lang, 'm1_mail_confirm_subject'),
  body: mailText(lang, 'p1_mail_confirm_body', { url }),
});

/** The link that chooses a new password (1 h, once). */
export const resetMail = (lang: Lang, to: string, url: string): Mail => ({
  to,
  subject: mailText(lang, 'm1_mail_reset_subject'),
  body: mailText(lang, 'p1_mail_reset_body', { url }),
});
