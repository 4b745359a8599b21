import { ROUTE_PREFIXES } from '@comanda/domain';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { Layout } from './layout.tsx';

// Each page is its own chunk: a diner who arrives by a table's QR code never downloads the nearby list,
// and the home page does not carry the menu.
const NearbyPage = lazy(() => import('../features/nearby/index.ts').then((m) => ({ default: m.NearbyPage })));
const MenuPage = lazy(() => import('../features/menu/index.ts').then((m) => ({ default: m.MenuPage })));

/** /r in production, /rd in development, /rt in test (spec/1 §2 'Route shapes'); all show the same menu. */
const menuPaths = Object.values(ROUTE_PREFIXES).map((prefix) => `/${prefix}/:pais/:name/:idsimple/menu`);

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route
          index
          element={
            <Suspense fallback={null}>
              <NearbyPage />
            </Suspense>
          }
        />
        {menuPaths.map((path) => (
          <Route
            key={path}
            path={path}
            element={
              <Suspense fallback={null}>
                <MenuPage />
              </Suspense>
            }
          />
        ))}
        {/* spec/1 §2: unknown paths fall back to home. */}
        <Route path="*" element={<Navigate to="/" replace />} />
      </Route>
    </Routes>
  );
}
