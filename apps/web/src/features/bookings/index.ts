import { loadTexts } from '../../lib/lazy-texts.ts';

await loadTexts('orders', 'server');

/** Table bookings for diners (issue 17): the wizard {venue}/booking and My Reservations /l/booking. */
export { type BookingAccount, BookingWizard } from './components/booking-wizard.tsx';
export { MyBookingsPage } from './components/my-bookings.tsx';
