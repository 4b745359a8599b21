import { ROUTE_PREFIXES } from '@comanda/domain';
import { lazy, Suspense } from 'react';
import { Navigate, type RouteDef, Routes } from '../lib/router/index.ts';
import { Layout } from './layout.tsx';

// Each page is its own chunk: a diner who arrives by a table's QR code never downloads the nearby list,
// and the home page does not carry the menu.
const loadNearby = () => import('../features/nearby/index.ts');
const loadDiscovery = () => import('../features/discovery/index.ts');
const NearbyPage = lazy(() => loadNearby().then((m) => ({ default: m.NearbyPage })));
const NearbyBlock = lazy(() => loadNearby().then((m) => ({ default: m.NearbyBlock })));
// Home is discovery's page around nearby's block; both chunks are asked for at once.
const HomePage = lazy(() => {
  void loadNearby();
  return loadDiscovery().then((m) => ({ default: m.HomePage }));
});
const SearchPage = lazy(() => loadDiscovery().then((m) => ({ default: m.SearchPage })));
const SearchCatPage = lazy(() => loadDiscovery().then((m) => ({ default: m.SearchCatPage })));
const MenuRoute = lazy(() => import('./menu-route/index.ts').then((m) => ({ default: m.MenuRoute })));
const MoreRoutes = lazy(() =>
  import('./more-routes/more-routes.tsx').then((m) => ({ default: m.MoreRoutes })),
);
const StaffKiosksPage = lazy(() =>
  import('../features/staff-kiosks/index.ts').then((m) => ({ default: m.StaffKiosksPage })),
);

/** /r in production, /rd in development, /rt in test (spec/1 §2 'Route shapes'); all show the same menu. */
const menuPaths = Object.values(ROUTE_PREFIXES).map((prefix) => `/${prefix}/:pais/:name/:idsimple/menu`);

const routes: RouteDef[] = [
  { path: '/', element: <HomePage nearby={<NearbyBlock />} /> },
  { path: '/l/restaurants', element: <NearbyPage /> },
  { path: '/l/search', element: <SearchPage /> },
  { path: '/l/searchcat/:catsearch', element: <SearchCatPage /> },
  ...menuPaths.map((path) => ({ path, element: <MenuRoute /> })),
  { path: '/staff/kiosks', element: <StaffKiosksPage /> },
  // Account, checkout, orders (also {venue path}/order/{id}) and the staff board: one lazy module.
  { path: '/l/*', element: <MoreRoutes /> },
  { path: '/staff', element: <MoreRoutes /> },
  { path: '/:r/:p/:n/:i/order/:o', element: <MoreRoutes /> },
  // The table pages ({venue path}/checkin…, spec/1 §2) load through the same module, off the menu page.
  { path: '/:r/:p/:n/:i/checkin/*', element: <MoreRoutes /> },
];

export function AppRoutes() {
  return (
    <Layout>
      <Suspense fallback={null}>
        {/* spec/1 §2: unknown paths fall back to home. */}
        <Routes routes={routes} fallback={<Navigate to="/" replace />} />
      </Suspense>
    </Layout>
  );
}
