import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// In development the platform server runs on 8080; the dev server forwards API calls and images to it
// so the site uses same-origin paths ('/srv/...', '/media/...') exactly as it does when served built.
const platform = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
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
  },
});
