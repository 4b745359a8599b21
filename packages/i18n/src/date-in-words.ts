import type { TranslateFn } from './texts.ts';

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Math.round(Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS);

/**
 * A calendar date ('YYYY-MM-DD') in words for a diner (issue 15 item 7): 'hoy, 23 de noviembre', 'mañana, 24 de
 * noviembre' / 'tomorrow, November 24', else the weekday: 'jueves, 26 de noviembre'. `today` is the same
 * kind of date (the venue's or the device's local day); `locale` the Intl one (es-CL, en-US: lib/language.ts).
 */
export function dateInWords(date: string, today: string, t: TranslateFn, locale: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  const dayMonth = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    at,
  );
  const offset = dayNumber(date) - dayNumber(today);
  if (offset === 0) return t('p1_date_today', { date: dayMonth });
  if (offset === 1) return t('p1_date_tomorrow', { date: dayMonth });
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(at);
}
