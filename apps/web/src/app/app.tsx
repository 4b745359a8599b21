import { Providers } from './providers.tsx';
import { AppRoutes } from './routes.tsx';

/** The diner web site: providers around the routes (the router is lib/router, a module-level store). */
export function App() {
  return (
    <Providers>
      <AppRoutes />
    </Providers>
  );
}
