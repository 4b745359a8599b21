import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { languageReady } from './lib/language.ts';
import './app/styles/base.css';
import './app/styles/layout.css';
import './app/styles/product.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// Render once the remembered language is in, so the first paint is never half translated.
void languageReady.then(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
