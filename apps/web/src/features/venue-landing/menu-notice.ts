import { loadTexts } from '../../lib/lazy-texts.ts';

// Asked by the menu only for a venue guest on this device: its texts come with it, not in the menu's load.
await loadTexts('orders');

/** A venue restaurant's menu that does not serve the guest's sector (spec/2 §4, §6; issue 18 item 6). */
export { type NotServed, notServedAt } from './components/venue-guest-notice.tsx';
