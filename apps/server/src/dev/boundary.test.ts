import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

// Issue 10 item 2: the demo lives outside the platform. Only this folder (the npm start entry) may reach
// the kiosk's device services or the demo's surfaces; production runs code that cannot load them.
describe('the platform server', () => {
  it('imports neither the demo entry (src/dev) nor any kiosk package', () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => !relative(SRC, file).startsWith('dev/'))
      .filter((file) => /from '(\.\.?\/)+dev\/|from '@comanda\/kiosk/.test(readFileSync(file, 'utf8')))
      .map((file) => relative(SRC, file));
    expect(offenders).toEqual([]);
  });
});
