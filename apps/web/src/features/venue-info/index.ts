import { loadTexts } from '../../lib/lazy-texts.ts';

await loadTexts('orders', 'server');

/** The restaurant's information screen {venue}/info (issue 18 item 1, spec/2 §2 'Restaurant information'). */
export { InfoPage } from './components/info-page.tsx';
export type { InfoOrdering } from './model/info-ordering.ts';
