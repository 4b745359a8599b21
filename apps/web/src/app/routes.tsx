import { ROUTE_PREFIXES, VENUE_LIST_PATH } from '@comanda/domain';
import { createBrowserRouter, type HydrationState, Navigate, type RouteObject } from 'react-router';
import { Layout, LayoutShell } from './layout.tsx';
import { menuRouteLazy, moreRoutes } from './more-routes/more-routes.tsx';

// Each page is its own chunk (route `lazy`): a diner who arrives by a table's QR code never downloads the
// nearby list, and the home page does not carry the menu.
const loadNearby = () => import('../features/nearby/index.ts');
const loadDiscovery = () => import('../features/discovery/index.ts');

/** /r in production, /rd in development, /rt in test (spec/1 §2 'Route shapes'); all show the same menu. */
const menuPaths = Object.values(ROUTE_PREFIXES).map((prefix) => `/${prefix}/:pais/:name/:idsimple/menu`);

export const routes: RouteObject[] = [
  {
    Component: Layout,
    HydrateFallback: LayoutShell,
    children: [
      {
        index: true,
        // Home is discovery's page around nearby's block; both chunks are asked for at once.
        lazy: async () => {
          const [{ HomePage }, { NearbyBlock }] = await Promise.all([loadDiscovery(), loadNearby()]);
          return { element: <HomePage nearby={<NearbyBlock />} /> };
        },
      },
      { path: '/l/restaurants', lazy: () => loadNearby().then((m) => ({ Component: m.NearbyPage })) },
      { path: '/l/search', lazy: () => loadDiscovery().then((m) => ({ Component: m.SearchPage })) },
      {
        path: '/l/searchcat/:catsearch',
        lazy: () => loadDiscovery().then((m) => ({ Component: m.SearchCatPage })),
      },
      // The loader and the page are separate lazy parts, fetched at once: the menu's data is on its way
      // while the page's code downloads (issue 11 item 4).
      // Named by their path: a page the server drew hands the loader's data to the router under this id
      // (hydration.ts).
      ...menuPaths.map((path) => ({ id: path, path, lazy: menuRouteLazy })),
      {
        path: '/staff/kiosks',
        lazy: () =>
          import('../features/staff-kiosks/index.ts').then((m) => ({ Component: m.StaffKiosksPage })),
      },
      {
        path: '/staff/reports',
        lazy: () => import('../features/reports/index.ts').then((m) => ({ Component: m.ReportsPage })),
      },
      // The venue landing (issue 18 item 6): where a stadium's guest sits, then their sector's restaurants;
      // and the venue's restaurant list (spec/3 §2).
      ...['/l/landing', '/l/landing/:sector', VENUE_LIST_PATH].map((path) => ({
        path,
        lazy: () =>
          import('../features/venue-landing/index.ts').then((m) => ({ Component: m.VenueLandingPage })),
      })),
      // Account, checkout, orders (also {venue path}/order/{id}), the table pages and the staff board.
      ...moreRoutes,
      // A portal's restaurants on the web (spec/3 §2 'Portal routes', issue 18 item 5).
      {
        path: '/l/:pais/portal/:idportal',
        lazy: () => import('../features/portal/index.ts').then((m) => ({ Component: m.PortalPage })),
      },
      // spec/1 §2: unknown paths fall back to home.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/**
 * The diner site's router: the browser's history, these routes; `hydrationData` when the page arrived
 * drawn by the server (hydration.ts).
 */
export const createSiteRouter = (hydrationData?: HydrationState) =>
  createBrowserRouter(routes, { hydrationData });
