import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every picture the diner site and the kiosk show reserves its box before it arrives, so nothing below it
 * moves when it does (issue 11 item 5: CLS ≤ 0.05): each <img> carries width and height, or one of the
 * catalog shapes of packages/ui/src/image-shapes.ts.
 */
const ROOTS = ['apps/web/src', 'apps/kiosk/src/renderer', 'packages/ui/src'];
const repo = new URL('../../', import.meta.url).pathname;

function imgTags(): { file: string; tag: string }[] {
  const tags: { file: string; tag: string }[] = [];
  for (const root of ROOTS) {
    const files = readdirSync(join(repo, root), { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'))) {
      const source = readFileSync(join(repo, root, file), 'utf8');
      for (const match of source.matchAll(/<img\b[\s\S]*?\/>/g))
        tags.push({ file: `${root}/${file}`, tag: match[0] });
    }
  }
  return tags;
}

const sized = (tag: string) => /_SHAPE\}/.test(tag) || (/\bwidth=\{/.test(tag) && /\bheight=\{/.test(tag));

describe('image sizes (issue 11 item 5)', () => {
  it('finds the pictures of both front ends', () => {
    expect(imgTags().length).toBeGreaterThan(10);
  });

  it('gives every <img> a width and a height', () => {
    const unsized = imgTags().filter(({ tag }) => !sized(tag));
    expect(unsized.map(({ file, tag }) => `${file}: ${tag.replace(/\s+/g, ' ')}`)).toEqual([]);
  });

  it('fetches the menu cover first and lets the product cards wait until they are near', () => {
    const tags = imgTags();
    const cover = tags.find(
      ({ file, tag }) => file.endsWith('menu-cover.tsx') && tag.includes('COVER_SHAPE'),
    );
    expect(cover?.tag).toContain('fetchPriority="high"');
    const card = tags.find(({ file }) => file === 'packages/ui/src/product-card.tsx');
    expect(card?.tag).toContain('loading="lazy"');
    expect(card?.tag).toContain('decoding="async"');
  });
});
