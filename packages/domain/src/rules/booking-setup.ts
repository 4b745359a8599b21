import type { BookingConfig, BookingShift } from './booking-slots.ts';
import { type TextRef, textRef } from './text-ref.ts';

/**
 * What a restaurant's booking set-up must hold, beyond each field's own limits (issue 17 items 3 and 7): a
 * bookable shift says how many covers it seats (at least 1: a bookable shift of 0 covers could never be
 * booked, and one without covers would take any number), and a shift blocked on a date (bks) is one of the
 * restaurant's shifts. The import, the back office's hours and its bookings section all check it
 * (catalog-integrity.ts), so a set-up is held to one rule wherever it comes from.
 */
export function bookingSetupProblems(r: {
  shifts: readonly BookingShift[];
  booking?: BookingConfig | undefined;
}): TextRef[] {
  const problems: TextRef[] = [];
  for (const shift of r.shifts)
    if (shift.rv && !(Number.isInteger(shift.cv) && (shift.cv as number) >= 1))
      problems.push(textRef('p1_err_catalog_shift_covers', { shift: shift.jid }));
  const shiftIds = new Set(r.shifts.map((s) => s.jid));
  for (const blocked of r.booking?.bks ?? [])
    if (!shiftIds.has(blocked.ta))
      problems.push(textRef('p1_err_catalog_blocked_shift', { shift: blocked.ta, date: blocked.fr }));
  return problems;
}
