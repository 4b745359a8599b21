import { RouterProvider } from 'react-router/dom';
import { Providers } from './providers.tsx';
import { createSiteRouter } from './routes.tsx';

const router = createSiteRouter();

/** The diner web site: providers around react-router's data router (routes.tsx). */
export function App() {
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}
