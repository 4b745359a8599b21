/**
 * The browser's location as a tiny external store. The site needs four things from a router — match a
 * path, read its params, follow links without a reload, notice back/forward — and react-router-dom
 * costs about 13 KB gzip of the menu page's first load for them (issue 3 budget: 120 KB).
 */
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';
export type RouterLocation = { pathname: string; search: string; hash: string };

const listeners = new Set<() => void>();
let location: RouterLocation = read();
let navigationType: NavigationType = 'POP';

function read(): RouterLocation {
  const { pathname, search, hash } = window.location;
  return { pathname, search, hash };
}

function changed(type: NavigationType) {
  navigationType = type;
  location = read();
  for (const listener of listeners) listener();
}

window.addEventListener('popstate', () => changed('POP'));

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The same object until the location changes, as useSyncExternalStore requires. */
export const currentLocation = (): RouterLocation => location;
export const currentNavigationType = (): NavigationType => navigationType;

/** Goes to a same-origin path, adding a history entry unless `replace`. */
export function navigate(to: string, opts: { replace?: boolean } = {}): void {
  const url = new URL(to, window.location.href);
  const target = `${url.pathname}${url.search}${url.hash}`;
  const here = `${location.pathname}${location.search}${location.hash}`;
  if (opts.replace) window.history.replaceState(null, '', target);
  else if (target !== here) window.history.pushState(null, '', target);
  changed(opts.replace ? 'REPLACE' : 'PUSH');
}
