import type { OfferedService } from '@comanda/domain';

/** What a restaurant card lists: the ordering services of the bitmask and check-in. */
export type CardService = OfferedService | 'checkIn';

/** Line icons for the ordering services; decorative, the text label beside them names the service. */
const paths: Record<CardService, string> = {
  // A shopping bag: the diner picks the order up.
  pickup: 'M6 8h12l-1 12H7L6 8Zm3 0V6a3 3 0 0 1 6 0v2',
  // A scooter: the order is brought to the diner.
  delivery: 'M5 17a2 2 0 1 0 4 0 2 2 0 0 0-4 0Zm10 0a2 2 0 1 0 4 0 2 2 0 0 0-4 0ZM9 17h6l2-6h-4M14 7h3l2 4',
  // A table: the diner orders from their seat.
  checkIn: 'M4 9h16M6 9v10M18 9v10M9 5h6',
};

export function ServiceIcon({ service }: { service: CardService }) {
  return (
    <svg
      className="service-icon"
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[service]} />
    </svg>
  );
}
