import { bookingTone } from '@comanda/domain';
import './booking-status-chip.css';

/**
 * A booking's status as a coloured chip, the same for the diner (My Reservations) and the restaurant (the
 * booking book): the colour by its tone (rules/booking-status.ts bookingTone, spec/2 §4), the words given by
 * the screen, since the diner and the staff name some statuses differently (-2: 'Cancelada por ti' / 'por el
 * cliente').
 */
export function BookingStatusChip({ st, label, testId }: { st: number; label: string; testId: string }) {
  return (
    <span className={`booking-status booking-status--${bookingTone(st)}`} data-testid={testId}>
      {label}
    </span>
  );
}
