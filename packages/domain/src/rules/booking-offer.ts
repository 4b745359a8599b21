import { hasService, ServiceBit } from './services.ts';

/**
 * Whether a restaurant offers table bookings (spec/2 §3, issue 17 item 7): its webConfig `rsvp`, the
 * reservations bit 8 of `serviciosResto`, and at least one bookable shift (rv). The answer is the info's
 * `_tieneReserva`; the menu's cover and the info screen link to the wizard only then, and the server takes
 * bookings only then.
 */
export function bookingOffered(r: {
  web: { rsvp?: boolean };
  serviciosResto: number;
  shifts: readonly { rv?: boolean }[];
}): boolean {
  return (
    Boolean(r.web.rsvp) && hasService(r.serviciosResto, ServiceBit.reservations) && r.shifts.some((s) => s.rv)
  );
}
