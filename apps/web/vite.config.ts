import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/precompress.ts';
import { preloadApp } from './vite-preload-app.ts';

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

export default defineConfig({
  // index.html preloads the app's code, which the small entry imports (vite-preload-app.ts); brotli and
  // gzip copies beside each built file, served as they are (scripts/precompress.ts).
  plugins: [react(), preloadApp('src/boot.tsx'), precompress()],
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: join(reactRouterDist, 'index.mjs') },
      { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'dom-export.mjs') },
    ],
  },
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
  },
});
