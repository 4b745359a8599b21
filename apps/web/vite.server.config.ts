import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The server render of the menu page (src/server-render.tsx), which the platform server imports
 * (apps/server/src/routes/page-boot.ts): built for Node into dist-server/. The workspace packages are
 * bundled; react, react-dom, react-router, i18next, zod and zustand come from node_modules. Style imports
 * are dropped (the browser build has them), and so are the public files. A config of its own: the browser
 * build's chunk choices (vite.config.ts) are about what a phone downloads, not what Node imports.
 */
export default defineConfig({
  plugins: [react()],
  publicDir: false,
  build: {
    ssr: 'src/server-render.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
  },
});
