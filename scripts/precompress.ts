import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this a compressed copy saves less than its headers and the server's extra look-up cost. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip -9) beside every compressible file of a
 * built folder larger than PRECOMPRESS_MIN_BYTES, for the server to send as they are (issue 11 item 5:
 * @fastify/static `preCompressed` in apps/server/src/routes/static.ts). Maximum quality costs seconds at
 * build time, once, and nothing at serve time. Returns the files it compressed, relative to the folder.
 */
export async function precompressFolder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  // Dot folders hold build metadata the server reads itself (.vite/manifest.json), never sent to browsers.
  const inDotFolder = (path: string) =>
    relative(folder, path)
      .split(sep)
      .some((part) => part.startsWith('.'));
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !inDotFolder(path));
  const done: string[] = [];
  for (const file of files) {
    if ((await stat(file)).size <= PRECOMPRESS_MIN_BYTES) continue;
    const bytes = await readFile(file);
    const [br, gz] = await Promise.all([
      brotli(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
      gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    done.push(relative(folder, file));
  }
  return done;
}

/** The Vite plugin both browser builds use (apps/web, the kiosk's browser mode): compress once written. */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'comanda-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = await precompressFolder(outDir);
      this.info(`${files.length} archivos precomprimidos (br, gz)`);
    },
  };
}
