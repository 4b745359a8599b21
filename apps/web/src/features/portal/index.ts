import { loadTexts } from '../../lib/lazy-texts.ts';

// The portal page's own texts travel in the orders file, not the menu's first load (web.ts).
await loadTexts('orders', 'server');

/** Portals on the web (issue 18 item 5): a portal's restaurants at /l/{pais}/portal/{idportal}. */
export { PortalPage } from './components/portal-page.tsx';
