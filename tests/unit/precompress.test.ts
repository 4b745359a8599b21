import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressFolder } from '../../scripts/precompress.ts';

/** A built folder as Vite leaves it: an entry script, a small page, a stylesheet, an image. */
function builtFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'precompress-'));
  mkdirSync(join(dir, 'assets'));
  const script = Buffer.from('export const menu = "Sánguches del Mapocho";\n'.repeat(200));
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), script);
  writeFileSync(join(dir, 'assets', 'index-abc123.css'), 'body{margin:0}\n'.repeat(100));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>x</title>');
  writeFileSync(join(dir, 'assets', 'photo.png'), Buffer.alloc(4096, 7));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify({ entries: 'x'.repeat(4096) }));
  return { dir, script };
}

describe('precompressFolder (issue 11 item 5: built assets served precompressed)', () => {
  it('writes brotli and gzip copies beside each compressible file that decompress to the same bytes', async () => {
    const { dir, script } = builtFolder();
    const done = await precompressFolder(dir);
    expect(done.sort()).toEqual([join('assets', 'index-abc123.css'), join('assets', 'index-abc123.js')]);
    const js = join(dir, 'assets', 'index-abc123.js');
    expect(brotliDecompressSync(readFileSync(`${js}.br`))).toEqual(script);
    expect(gunzipSync(readFileSync(`${js}.gz`))).toEqual(script);
    expect(readFileSync(`${js}.br`).length).toBeLessThan(script.length / 10);
  });

  it('leaves files under the threshold, images and build metadata alone', async () => {
    const { dir } = builtFolder();
    await precompressFolder(dir);
    expect(readFileSync(join(dir, 'index.html')).length).toBeLessThan(PRECOMPRESS_MIN_BYTES);
    expect(existsSync(join(dir, 'index.html.br'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'photo.png.gz'))).toBe(false);
    expect(existsSync(join(dir, 'assets', 'photo.png.br'))).toBe(false);
    expect(existsSync(join(dir, '.vite', 'manifest.json.br'))).toBe(false);
  });
});
