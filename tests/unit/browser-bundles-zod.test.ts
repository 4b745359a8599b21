import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type Plugin } from 'vite';
import { describe, expect, it } from 'vitest';

/**
 * The browser bundles ship zod/mini, never classic zod (issue 11 item 6): classic zod's method-chain schemas
 * cannot be tree-shaken and weigh several times more. Each browser entry is built as `npm run build` builds
 * it (its own Vite config), into a scratch folder, and every
 * module the bundler resolved from its entry is checked: a classic import fails even where tree-shaking
 * would happen to drop it today.
 */
const BROWSER_BUILDS = {
  // The folder each is built from: `npm run build -w …` runs the web's Vite in apps/web; the kiosk names its own.
  web: { configFile: 'apps/web/vite.config.ts', root: 'apps/web' },
  'browser-mode kiosk': { configFile: 'apps/kiosk/vite.browser.config.ts', root: 'apps/kiosk/src/renderer' },
};

// Classic zod: the package root ('zod', 'zod/v4') and its classic API; zod/mini lives in zod/v4/mini and core.
const CLASSIC_ZOD = /[\\/]node_modules[\\/]zod[\\/](index\.js|v4[\\/]index\.js|v4[\\/]classic[\\/])/;
const MINI_ZOD = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]mini[\\/]/;

/** Every module the bundler resolved from the entry (lazy chunks included), shipped or tree-shaken away. */
async function moduleGraph({ configFile, root }: { configFile: string; root: string }): Promise<string[]> {
  const ids: string[] = [];
  const recordGraph: Plugin = {
    name: 'record-module-graph',
    buildEnd() {
      ids.push(...this.getModuleIds());
    },
  };
  await build({
    configFile: resolve(configFile),
    root: resolve(root),
    logLevel: 'silent',
    plugins: [recordGraph],
    build: { write: false, outDir: mkdtempSync(join(tmpdir(), 'zod-graph-')), emptyOutDir: true },
  });
  return ids;
}

describe('browser bundles import zod/mini only (issue 11 item 6)', () => {
  for (const [name, entry] of Object.entries(BROWSER_BUILDS)) {
    it(`the ${name} build's module graph has no classic zod`, { timeout: 120_000 }, async () => {
      const modules = await moduleGraph(entry);
      // The graph is really seen: the contracts' zod/mini is in it.
      expect(modules.some((id) => MINI_ZOD.test(id))).toBe(true);
      expect(modules.filter((id) => CLASSIC_ZOD.test(id))).toEqual([]);
    });
  }
});
