import { defineConfig } from 'vitest/config';

// One Vitest run for every workspace: unit tests sit beside the code as *.test.ts(x).
export default defineConfig({
  test: {
    include: ['{packages,apps,tests/unit}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', '**/dist/**', '**/out/**'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
