// The site's entry: small on purpose. On a page the server drew, the app's code (boot.tsx: React, the
// router, i18next) is asked for only once the page's cover photo has painted (app/cover-paint.ts), so the
// page paints as fast as plain HTML would; taps until it takes over are held (app/early-clicks.ts). The
// styles stay here: the page needs them to paint, so index.html links them.
// First: zod's settings for the browser, before any module builds a contract's schemas (a few bytes, no zod).
import '@comanda/domain/jitless';
import { coverPainted } from './app/cover-paint.ts';
import { holdEarlyClicks } from './app/early-clicks.ts';
import { nextTask } from './app/next-task.ts';
import './app/styles/base.css';
import './app/styles/layout.css';
import './app/styles/product.css';

/** However slow the cover photo, the page takes over after this long (a diner may be tapping). */
const COVER_WAIT_CAP_MS = 2500;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The server's HTML is in #root, marked with the language it was drawn in (apps/server/src/routes/page-boot.ts).
const drawn = root.hasChildNodes() && root.dataset.renderedIn !== undefined;
const releaseClicks = drawn ? holdEarlyClicks(root) : () => {};

/**
 * The modules the drawn page's route needs, which the server lists on #root (`data-preload`) instead of
 * preloading them in <head>: asked for now, all at once, next to the app's own.
 */
function preloadRouteModules(): void {
  for (const href of root?.dataset.preload?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
}

void (drawn ? coverPainted(root, COVER_WAIT_CAP_MS) : Promise.resolve())
  .then(async () => {
    preloadRouteModules();
    // The build gives each of these imports one chunk, the menu route's loader and page too (the roots of
    // startupChunks in vite.config.ts, in this order).
    // Asking for the files is work of its own; running the app's modules is cut in three more tasks
    // (all were preloaded at once, so this costs no round trip): React's DOM renderer, the language
    // (i18next and its texts), then the rest of the app.
    await nextTask();
    await import('react-dom/client');
    await nextTask();
    await import('./lib/language.ts');
    await nextTask();
    return import('./boot.tsx');
  })
  .then(({ startSite }) => startSite(root, releaseClicks));
