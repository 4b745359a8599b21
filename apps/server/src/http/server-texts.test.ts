import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverTexts } from '@comanda/i18n/server-text';
import { describe, expect, it } from 'vitest';

/** Every source file of the server and the domain rules, where refusals are written. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const { es, en } = serverTexts;

describe('the server texts the server uses (issue 11 item 3)', () => {
  it('knows every key the server and the domain rules use, in both languages', () => {
    const root = join(import.meta.dirname, '../../../..');
    const files = [...sources(join(root, 'apps/server/src')), ...sources(join(root, 'packages/domain/src'))];
    const used = new Set(
      files.flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/'([mp]1_err_\w+)'/g)].map((m) => m[1] as string),
      ),
    );
    expect(used.size).toBeGreaterThan(50);
    for (const key of used) {
      const forms = [key, `${key}_one`, `${key}_other`];
      expect(
        forms.some((k) => k in es),
        `${key} in es`,
      ).toBe(true);
      expect(
        forms.some((k) => k in en),
        `${key} in en`,
      ).toBe(true);
    }
  });
});
