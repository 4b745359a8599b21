import { loadTexts } from '../../lib/lazy-texts.ts';

// The landing's texts travel in the orders file, not the menu's first load (web.ts).
await loadTexts('orders', 'server');

/**
 * The venue landing (issue 18 item 6): /l/landing/{sector} asks where the guest sits, /l/landing lists their
 * sector's restaurants, /l/restaurantscoliseo is the venue's list (README).
 */
export { VenueLandingPage } from './components/venue-landing-page.tsx';
