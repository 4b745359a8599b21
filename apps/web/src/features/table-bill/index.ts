import { loadTexts } from '../../lib/lazy-texts.ts';

await loadTexts('orders', 'server');

/** One bill for the table (issue 14 item 5): the table's lines, split by lines among its diners. */
export { TableBill } from './components/table-bill.tsx';
