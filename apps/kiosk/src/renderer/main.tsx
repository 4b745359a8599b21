// First: zod's settings for the browser, before any contract module builds its schemas.
import '@comanda/domain/jitless';
import { I18nProvider } from '@comanda/i18n/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { HashRouter } from 'react-router-dom';
import { i18n } from './app/i18n.ts';
import { KioskRoutes } from './app/routes.tsx';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// HashRouter: the same build works from file:// in Electron and under /kiosk/ on the platform server.
createRoot(root).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <HashRouter>
        <KioskRoutes />
      </HashRouter>
    </I18nProvider>
  </StrictMode>,
);
