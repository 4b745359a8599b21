import { loadTexts } from '../../lib/lazy-texts.ts';

await loadTexts('orders', 'server');

/** The check-in orders list (spec/1 §2 screen 9): /l/cartcheckin. */
export { CheckInOrdersPage } from './components/check-in-orders-page.tsx';
/** One bill for the table (issue 14 item 5): the table's lines, split by lines among its diners. */
export { TableBill } from './components/table-bill.tsx';
