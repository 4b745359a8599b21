import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { prepareHydration } from './app/hydration.ts';
import { nextTask } from './app/next-task.ts';
import { createSiteRouter, routes } from './app/routes.tsx';
import { i18n, languageReady, renderedLanguage } from './lib/language.ts';

/** Runs `onLive` once the page is committed (hydrated or drawn): its effects run after the whole tree's. */
function Live({ onLive, children }: { onLive: () => void; children: ReactNode }) {
  useEffect(onLive, [onLive]);
  return children;
}

/**
 * The site takes over #root (imported by main.tsx). A menu page arrives drawn by the server
 * (apps/server/src/routes/page-boot.ts): its route's code and data are made ready while the language's
 * texts load, so the router's first render is the server's page. `releaseClicks` replays the taps held
 * until then (app/early-clicks.ts).
 */
export function startSite(root: HTMLElement, releaseClicks: () => void): void {
  const drawnIn = renderedLanguage(root);
  const prepared = drawnIn
    ? prepareHydration(routes, new URL(window.location.href)).catch(() => null)
    : Promise.resolve(null);

  /** The page answers taps itself from now on: held taps replayed, and `<html data-live>` says so (tests wait on it). */
  const pageIsLive = () => {
    releaseClicks();
    document.documentElement.dataset.live = 'true';
  };

  // Render once the remembered language is in, so the first paint is never half translated.
  void Promise.all([languageReady, prepared]).then(async ([, hydrationData]) => {
    // In another language than the server's (a choice this device made without the cookie), or when the
    // route could not be made ready: drawn anew, the server's page showing until then.
    const hydrate = hydrationData !== null && drawnIn === i18n.language;
    // The router and the first render each in a task of their own (next-task.ts).
    await nextTask();
    const router = createSiteRouter(hydrate ? hydrationData : undefined);
    await nextTask();
    const app = (
      <StrictMode>
        <Live onLive={pageIsLive}>
          <App router={router} />
        </Live>
      </StrictMode>
    );
    // As a transition, hydration works in slices and lets the browser answer in between: the page is
    // already shown, so no long task holds a tap (react-router's own framework mode hydrates so too).
    if (hydrate) startTransition(() => void hydrateRoot(root, app));
    else createRoot(root).render(app);
  });
}
