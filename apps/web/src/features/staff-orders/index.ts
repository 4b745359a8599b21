import { loadTexts } from '../../lib/lazy-texts.ts';

await loadTexts('5000/staff', 'server');

/** The restaurant's booking book (/staff/bookings, module 5000; issue 17 item 6). */
export { StaffBookingsPage } from './components/staff-bookings-page.tsx';
/** The kitchen's live order board (/staff, module 5000). */
export { StaffOrdersPage } from './components/staff-orders-page.tsx';
