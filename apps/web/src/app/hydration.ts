import { type HydrationState, matchRoutes, type RouteObject } from 'react-router';
import { nextTask } from './next-task.ts';

/**
 * What the router needs to take over a page the server drew (apps/web/src/server-render.tsx): the parts of
 * the routes matching `url` loaded (their `lazy` code, which react-router would otherwise load after its
 * first render, showing the fallback instead of the server's page) and their loaders run, their answers
 * handed to the router as `hydrationData`. The menu route's loader takes the restaurant and menu from the
 * page's boot block, as the server did, so the first render draws what the server drew.
 *
 * Null when a matched route with a loader has no id: its answer could not be handed over, so the page is
 * drawn anew instead of hydrated. Changes the route objects (their lazy parts become plain ones).
 */
export async function prepareHydration(routes: RouteObject[], url: URL): Promise<HydrationState | null> {
  const matches = matchRoutes(routes, url.pathname) ?? [];
  const loaded = await Promise.all(
    matches.map(async ({ route, params, pathname }) => {
      await resolveLazy(route);
      if (typeof route.loader !== 'function') return [];
      // The route's code has just run its modules; its loader runs in a task of its own (next-task.ts).
      await nextTask();
      if (!route.id) return null;
      const data = await route.loader({
        request: new Request(url),
        url,
        pattern: route.path ?? pathname,
        params,
        context: undefined,
      });
      return [[route.id, data] as const];
    }),
  );
  if (loaded.some((entries) => entries === null)) return null;
  return { loaderData: Object.fromEntries(loaded.flatMap((entries) => entries ?? [])) };
}

/** A route's lazy parts, loaded and set on it: `lazy` as a function or as an object of parts. */
async function resolveLazy(route: RouteObject): Promise<void> {
  const { lazy } = route;
  if (!lazy) return;
  if (typeof lazy === 'function') {
    Object.assign(route, await lazy());
  } else {
    const parts = await Promise.all(
      Object.entries(lazy).map(async ([key, load]) => [key, await (load as () => Promise<unknown>)()]),
    );
    Object.assign(route, Object.fromEntries(parts));
  }
  route.lazy = undefined;
}
