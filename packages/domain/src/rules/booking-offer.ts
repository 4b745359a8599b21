/**
 * Whether a restaurant offers table bookings (spec/2 §3, issue 17 item 7): its webConfig `rsvp` and at least
 * one bookable shift (rv). The reservations bit 8 of `serviciosResto` is derived from `rsvp`
 * (rules/services.ts deriveServices), never read raw (issue 18 item 2): a stored bit 8 without rsvp offers
 * nothing, rsvp without a stored bit 8 does. The answer is the info's `_tieneReserva`; the menu's cover and
 * the info screen link to the wizard only then, and the server takes bookings only then.
 */
export function bookingOffered(r: { web: { rsvp?: boolean }; shifts: readonly { rv?: boolean }[] }): boolean {
  return Boolean(r.web.rsvp) && r.shifts.some((s) => s.rv);
}
