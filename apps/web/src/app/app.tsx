import { BrowserRouter } from 'react-router-dom';
import { Providers } from './providers.tsx';
import { AppRoutes } from './routes.tsx';

/** The diner web site: providers around the router. */
export function App() {
  return (
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
