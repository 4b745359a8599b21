import type { Language } from '@comanda/domain';

/** Today on this computer's calendar, 'YYYY-MM-DD': the report's first guess, the manager's own day. */
export function todayHere(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A venue's day 'YYYY-MM-DD' written in the reader's language (a calendar date: no zone moves it). */
export function dayLabel(day: string, language: Language): string {
  const locale = language === 'en' ? 'en-US' : 'es-CL';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The orders-per-hour bars: each hour's height as a share of the busiest hour (0 when none had any). */
export function hourBars(hours: readonly { hour: number; orders: number }[]) {
  const busiest = hours.reduce((top, h) => (h.orders > top.orders ? h : top), { hour: 0, orders: 0 });
  return {
    busiest,
    bars: hours.map((h) => ({ ...h, share: busiest.orders === 0 ? 0 : h.orders / busiest.orders })),
  };
}
