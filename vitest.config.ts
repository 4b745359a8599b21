import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One Vitest run for every workspace: unit tests sit beside the code as *.test.ts(x).
export default defineConfig({
  test: {
    include: ['{packages,apps,tests/unit}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/out/**'],
    environment: 'node',
    // Every core: Vitest's default leaves one to its main process, which only waits — on two cores, one worker.
    maxWorkers: availableParallelism(),
    // One migrated PGlite database for the whole run, which each test file's database starts from.
    globalSetup: ['apps/server/src/testing/pglite-template.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
