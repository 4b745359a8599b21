/**
 * The menu page drawn on the server (issue 11: the page paints from the server's HTML). Built by Vite in
 * SSR mode into dist-server/server-render.js (`npm run build`); the platform server (apps/server/src/routes/
 * page-boot.ts) calls `renderMenuPage` and puts the HTML into index.html's #root, next to the boot block
 * that holds the same restaurant and menu. The browser hydrates it (boot.tsx, app/hydration.ts).
 *
 * It renders the site's own route tree with react-router's static handler, so the server and the browser
 * draw the same components. No hydration script is written (the strict CSP forbids inline scripts): the
 * browser rebuilds the loaders' data from the boot block.
 */
import type { Language, MenuPageInput, RenderMenuPage } from '@comanda/domain';
import type { Texts } from '@comanda/i18n';
import { createI18n } from '@comanda/i18n';
import { I18nProvider } from '@comanda/i18n/react';
import { WEB_FILES, WEB_LATER_FILES, webFallback } from '@comanda/i18n/web';
import type { i18n as I18n } from 'i18next';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './app/routes.tsx';
import { menuStore } from './features/menu/loader.ts';

const handler = createStaticHandler(routes);

/** One i18next per language, holding only embedded texts: rendering never asks the platform for a file. */
const instances = new Map<Language, Promise<I18n>>();
function i18nFor(language: Language): Promise<I18n> {
  let made = instances.get(language);
  if (!made) {
    made = (async () => {
      const files: Record<string, Texts> = {};
      for (const file of WEB_FILES) {
        const texts = await webFallback('2000', language, file);
        if (texts) files[file] = texts;
      }
      return createI18n({
        language,
        files: WEB_FILES,
        laterFiles: WEB_LATER_FILES,
        embedded: { [language]: files },
      });
    })();
    instances.set(language, made);
  }
  return made;
}

// The menu store is one module in this process: each render fills it, draws and empties it, one at a time,
// so a page never shows another request's restaurant.
let queue: Promise<unknown> = Promise.resolve();

/**
 * The menu page's HTML (the inside of #root), or null when the route tree does not draw a page there (a
 * redirect, an error). Renders run one after the other.
 */
export const renderMenuPage: RenderMenuPage = (input) => {
  const rendered = queue.then(() => render(input));
  queue = rendered.catch(() => {});
  return rendered;
};

async function render({ url, language, venue, info, menu }: MenuPageInput): Promise<string | null> {
  const i18n = await i18nFor(language);
  // Filled before the route's loader runs: the loader finds this venue's fresh menu and asks nothing.
  menuStore.setState({ status: 'ready', venue, info, menu, error: null, loadedAt: Date.now() });
  try {
    const context = await handler.query(new Request(url));
    if (context instanceof Response || context.errors) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    // prerender waits for every lazy part (the cart panel…), so the HTML is whole, never a fallback. Each
    // Suspense boundary's HTML stays in place however large: outlined ones are put back by inline
    // scripts, which the strict CSP refuses.
    const { prelude } = await prerender(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </I18nProvider>
      </StrictMode>,
      { progressiveChunkSize: Number.POSITIVE_INFINITY },
    );
    return await new Response(prelude).text();
  } finally {
    menuStore.getState().reset();
  }
}
