import type { TBookingRecord } from '@comanda/domain';

/**
 * The booking book's lists (issue 17 item 6): a live `booking` event replaces or adds its booking; today's are
 * those of the venue's service date today, upcoming the later ones; each by time. Bookings of earlier dates
 * (an event of an old booking) are left out.
 */
export function applyBooking(list: readonly TBookingRecord[], b: TBookingRecord): TBookingRecord[] {
  return [...list.filter((x) => x.rv !== b.rv), b];
}

export function bookSections(list: readonly TBookingRecord[], today: string) {
  const byTime = [...list].sort((a, b) => (a.fm < b.fm ? -1 : a.fm > b.fm ? 1 : 0));
  return { today: byTime.filter((b) => b.fr === today), upcoming: byTime.filter((b) => b.fr > today) };
}
