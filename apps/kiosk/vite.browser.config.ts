import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/precompress.ts';

// Browser mode: the renderer alone, served by the platform server at /kiosk/. Without window.kiosk
// it reaches the device services over POST /kiosk-host/invoke/:channel (see src/renderer/bridge.ts).
export default defineConfig({
  root: resolve(import.meta.dirname, 'src/renderer'),
  base: '/kiosk/',
  // Served by the platform server like the diner site: precompressed (scripts/precompress.ts).
  plugins: [react(), precompress()],
  build: {
    outDir: resolve(import.meta.dirname, 'dist-browser'),
    emptyOutDir: true,
  },
});
