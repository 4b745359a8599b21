import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { precompress } from '../../scripts/precompress.ts';
import { preloadApp } from './vite-preload-app.ts';
import { startupChunks } from './vite-startup-chunks.ts';

// In development the platform server runs on 8080; the dev server forwards API calls and images to it
// so the site uses same-origin paths ('/srv/...', '/media/...') exactly as it does when served built.
const platform = 'http://127.0.0.1:8080';

// react-router's package points every import condition at its development build (dev warnings on); its
// production build sits beside it, the same code with them off. The site ships that one.
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router')),
  '..',
  'production',
);

const resolve: UserConfig['resolve'] = {
  alias: [
    { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
  ],
};

export default defineConfig({
  // index.html preloads the app's code, which the small entry imports (vite-preload-app.ts); brotli and
  // gzip copies beside each built file, served as they are (scripts/precompress.ts).
  // The menu page's start-up in one chunk per step, as main.tsx and the menu route import them, planned on
  // the bundler's own split of a first build (vite-startup-chunks.ts; issue 11, first-load bytes).
  plugins: [
    react(),
    preloadApp('src/boot.tsx'),
    startupChunks({
      firstPass: { root: import.meta.dirname, plugins: [react()], resolve },
      roots: [
        'node_modules/react-dom/client.js',
        'src/lib/language.ts',
        'src/boot.tsx',
        'src/app/menu-route/menu-loader.ts',
        'src/app/menu-route/menu-route.tsx',
        // Lazy, but asked for as soon as the menu is live: its first-visit bar is one chunk.
        'src/app/menu-route/order-for/order-for-bar.tsx',
      ],
    }),
    precompress(),
  ],
  resolve,
  server: {
    proxy: {
      '/srv': platform,
      '/search': platform,
      '/dev': platform,
      '/media': platform,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: the server preloads the menu route's chunks with the menu page (page-boot.ts).
    manifest: true,
    // No modulepreload polyfill in the entry: every browser the site targets preloads modules itself (Safari
    // from 17); an older one loads them when they are imported, a little later, and works the same.
    modulePreload: { polyfill: false },
  },
});
