import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../scripts/precompress.ts';

// In development the platform server runs on 8080; the dev server forwards API calls and images to it
// so the site uses same-origin paths ('/srv/...', '/media/...') exactly as it does when served built.
const platform = 'http://127.0.0.1:8080';

/**
 * The menu page's own modules (its route, the menu and the cart's store, and the rules and contracts they
 * run on). The checkout, orders and account pages use several of them too; without this group the bundler
 * splits each module shared by the menu route and those lazily loaded pages into a file of its own, and the
 * menu page's first load pays for the extra files (issue 4: the menu page stays within 120 KB gzip). The
 * product detail and the cart's lines stay in their own lazy chunks.
 */
const MENU_CORE = [
  // Not its loader: a chunk of its own, which the server preloads by name (apps/server/src/routes/page-boot.ts).
  /apps[\\/]web[\\/]src[\\/]app[\\/]menu-route[\\/](?!menu-loader)/,
  /apps[\\/]web[\\/]src[\\/]features[\\/]menu[\\/]/,
  /apps[\\/]web[\\/]src[\\/]features[\\/]cart[\\/](index\.ts|store[\\/]|model[\\/](?!line-view)|hooks[\\/]|components[\\/]cart-footer)/,
  /packages[\\/]domain[\\/]src[\\/]rules[\\/](cart|catalog-index|menu-display|extras-selection|quantity|outcome|opening-hours|dispatch-type|featured|menu-sort|search)\.ts$/,
  /packages[\\/]domain[\\/]src[\\/]contracts[\\/](order|live)\.ts$/,
  /packages[\\/]ui[\\/]src[\\/](price-tag|tag-strip|product-card)\.tsx$/,
  /apps[\\/]web[\\/]src[\\/](lib[\\/](brand-colour|use-media-query|live-socket)\.ts|features[\\/]product[\\/]components[\\/]product-dialog-skeleton\.tsx)$/,
];

/**
 * Small modules every diner page uses (contracts of the menu and cart, the API client, status blocks, money).
 * Kept as one shared chunk, as they were before the checkout and orders pages shared them too.
 */
const SHARED_CORE = [
  /packages[\\/]domain[\\/]src[\\/]contracts[\\/](restaurant|menu|cart|account|search)\.ts$/,
  /packages[\\/]domain[\\/]src[\\/]rules[\\/](restaurant-path|money)\.ts$/,
  /packages[\\/]api-client[\\/]src[\\/](client|call)\.ts$/,
  /packages[\\/]ui[\\/]src[\\/]money\.tsx$/,
  /apps[\\/]web[\\/]src[\\/](lib[\\/](api|use-modal-dialog|error-message)\.ts|components[\\/](status-message|loading-note)\.tsx)$/,
];

export default defineConfig({
  // Brotli and gzip copies beside each built file, served as they are (scripts/precompress.ts).
  plugins: [react(), precompress()],
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Only the listed modules, not everything they import (React, zod, the router stay shared).
          includeDependenciesRecursively: false,
          groups: [
            { name: 'menu-route', test: (id: string) => MENU_CORE.some((re) => re.test(id)) },
            { name: 'shared', test: (id: string) => SHARED_CORE.some((re) => re.test(id)) },
          ],
        },
      },
    },
  },
});
