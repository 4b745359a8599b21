import { describe, expect, it } from 'vitest';
import { mail as en } from './locales/en/mail.ts';
import { mail as es } from './locales/es/mail.ts';
import { mailText } from './mail.ts';

const placeholders = (text: string) => [...text.matchAll(/%(\w+)%/g)].map((m) => m[1]).sort();

describe('mail texts', () => {
  it('fills parameters and picks the counted form, in each language', () => {
    expect(mailText('es', 'p1_mail_booking_guests', { count: 1 })).toBe('1 persona');
    expect(mailText('es', 'p1_mail_booking_guests', { count: 4 })).toBe('4 personas');
    expect(mailText('en', 'p1_mail_booking_guests', { count: 1 })).toBe('1 person');
    expect(mailText('en', 'p1_mail_booking_subject', { venue: 'Taberna' })).toBe('Your booking at Taberna');
    expect(mailText('es', 'm1_mail_booking_news_40')).toBe('Tu reserva está confirmada.');
  });

  it('English has every Spanish key with the same placeholders', () => {
    for (const [key, text] of Object.entries(es))
      expect(placeholders(en[key as keyof typeof en]), key).toEqual(placeholders(text));
  });
});
