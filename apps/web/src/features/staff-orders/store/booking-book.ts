import { bookingLocalDate, bookingStillOpen, type TBookingRecord } from '@comanda/domain';

/** A live `booking` event replaces its booking in the book, or adds it. */
export function applyBooking(list: readonly TBookingRecord[], b: TBookingRecord): TBookingRecord[] {
  return [...list.filter((x) => x.rv !== b.rv), b];
}

/**
 * The booking book's lists (issue 17 item 6) on the venue's `today` (its zone, kept by the page past
 * midnight), each by time. Today's: those of today's service, those whose time falls today (a late shift's
 * 00:30 after midnight), and any earlier one still seated or late until it is closed (bookingStillOpen).
 * Upcoming: those of later dates. Earlier ones already closed are left out.
 */
export function bookSections(list: readonly TBookingRecord[], today: string) {
  const byTime = [...list].sort((a, b) => (a.fm < b.fm ? -1 : a.fm > b.fm ? 1 : 0));
  const isToday = (b: TBookingRecord) => {
    const date = bookingLocalDate(b.fm, b.tz);
    return b.fr === today || date === today || (date < today && bookingStillOpen(b.st));
  };
  return {
    today: byTime.filter(isToday),
    upcoming: byTime.filter((b) => !isToday(b) && b.fr > today),
  };
}
