import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useSyncExternalStore,
} from 'react';
import {
  currentLocation,
  currentNavigationType,
  type NavigationType,
  navigate,
  type RouterLocation,
  subscribe,
} from './history.ts';
import { matchPath, type Params } from './match-path.ts';

const ParamsContext = createContext<Params>({});

export function useLocation(): RouterLocation {
  return useSyncExternalStore(subscribe, currentLocation);
}

/** How the current location was reached; read with useLocation so it re-renders on every change. */
export function useNavigationType(): NavigationType {
  useLocation();
  return currentNavigationType();
}

export function useParams(): Params {
  return useContext(ParamsContext);
}

export function useNavigate(): typeof navigate {
  return navigate;
}

export type RouteDef = { path: string; element: ReactNode };

/** The first route whose path matches, with its params in context; otherwise `fallback`. */
export function Routes({ routes, fallback }: { routes: readonly RouteDef[]; fallback: ReactNode }) {
  const { pathname } = useLocation();
  for (const route of routes) {
    const params = matchPath(route.path, pathname);
    if (params) return <ParamsContext.Provider value={params}>{route.element}</ParamsContext.Provider>;
  }
  return <>{fallback}</>;
}

/** Sends the browser elsewhere once rendered (unknown paths fall back to home, spec/1 §2). */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  useEffect(() => navigate(to, { replace }), [to, replace]);
  return null;
}

type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string; replace?: boolean };

/** A real link (so open-in-new-tab and copy work) that moves within the site without a reload. */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || modified || (target && target !== '_self')) return;
    event.preventDefault();
    navigate(to, { replace });
  };
  return <a href={to} target={target} onClick={follow} {...rest} />;
}
