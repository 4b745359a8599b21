import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'electron-vite';

// Builds the kiosk (apps/kiosk/src/{main,preload,renderer}) into apps/kiosk/out/. The @comanda/*
// workspaces are TypeScript sources, so they must be bundled, never left as runtime imports.
const kiosk = (...parts: string[]) => resolve(import.meta.dirname, 'apps/kiosk', ...parts);
const workspaces = [
  '@comanda/domain',
  '@comanda/api-client',
  '@comanda/i18n',
  '@comanda/ui',
  '@comanda/printing',
  '@comanda/kiosk-device',
];
/**
 * Packages with a native binding, left as runtime imports: serialport finds its compiled binding
 * (@serialport/bindings-cpp/prebuilds) next to its own files, which a bundle would move away. They ship
 * as the root package.json's `dependencies`, unpacked from the asar (build/electron-builder.yml);
 * tests/unit/kiosk-package.test.ts loads them from the built main the way the packaged app does.
 */
export const NATIVE_DEPENDENCIES = ['serialport'];

export default defineConfig({
  main: {
    build: {
      outDir: kiosk('out/main'),
      lib: { entry: kiosk('src/main/index.ts'), formats: ['es'] },
      externalizeDeps: { include: NATIVE_DEPENDENCIES, exclude: workspaces },
    },
  },
  preload: {
    build: {
      outDir: kiosk('out/preload'),
      lib: { entry: kiosk('src/preload/index.ts'), formats: ['cjs'] },
      // A sandboxed preload cannot load ES modules or other files: one CommonJS file, electron external.
      externalizeDeps: { exclude: workspaces },
      rolldownOptions: { output: { entryFileNames: '[name].cjs' } },
    },
  },
  renderer: {
    root: kiosk('src/renderer'),
    // Relative asset paths, so index.html works from file:// inside Electron.
    base: './',
    plugins: [react()],
    build: {
      outDir: kiosk('out/renderer'),
      rolldownOptions: { input: kiosk('src/renderer/index.html') },
    },
  },
});
