import { staffTexts } from '@comanda/i18n/staff';
import { addLazyTexts } from '../../lib/lazy-texts.ts';

addLazyTexts(staffTexts);

/** The kitchen's live order board (/staff, module 5000). */
export { StaffOrdersPage } from './components/staff-orders-page.tsx';
