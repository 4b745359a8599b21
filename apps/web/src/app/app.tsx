import type { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers.tsx';

/** The diner web site: providers around react-router's data router (routes.tsx, made by boot.tsx). */
export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
