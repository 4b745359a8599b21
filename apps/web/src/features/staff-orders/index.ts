import { loadTexts } from '../../lib/lazy-texts.ts';

await loadTexts('5000/staff', 'server');

/** The kitchen's live order board (/staff, module 5000). */
export { StaffOrdersPage } from './components/staff-orders-page.tsx';
