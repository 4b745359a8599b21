import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/precompress.ts';
import { preloadApp } from './vite-preload-app.ts';

// In development the platform server runs on 8080; the dev server forwards API calls and images to it
// so the site uses same-origin paths ('/srv/...', '/media/...') exactly as it does when served built.
const platform = 'http://127.0.0.1:8080';

export default defineConfig({
  // index.html preloads the app's code, which the small entry imports (vite-preload-app.ts); brotli and
  // gzip copies beside each built file, served as they are (scripts/precompress.ts).
  plugins: [react(), preloadApp('src/boot.tsx'), precompress()],
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
