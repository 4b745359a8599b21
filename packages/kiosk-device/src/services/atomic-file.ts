import type * as nodeFs from 'node:fs/promises';
import { join } from 'node:path';

/** The file operations atomic files need; tests swap one out to simulate a crash mid-write. */
export type AtomicFs = Pick<typeof nodeFs, 'mkdir' | 'open' | 'readFile' | 'readdir' | 'rename' | 'unlink'>;

const TEMP_SUFFIX = '.tmp';

/**
 * Replaces `dir/name` with `text` (temp file, fsync, rename, fsync of the
 * folder): after a power cut the file is the old or the new version, never half of each.
 */
export async function writeFileAtomically(
  dir: string,
  name: string,
  text: string,
  fs: AtomicFs,
): Promise<void> {
  const target = join(dir, name);
  const temp = `${target}.${process.pid}.${Date.now()}${TEMP_SUFFIX}`;
  // Owner-only: the device store holds the device's token (sealed when the shell can, see secret-box.ts).
  const handle = await fs.open(temp, 'w', 0o600);
  try {
    await handle.writeFile(text, 'utf8');
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(temp, target);
  } catch (error) {
    await fs.unlink(temp).catch(() => undefined);
    throw error;
  }
  try {
    const folder = await fs.open(dir, 'r');
    try {
      await folder.sync();
    } finally {
      await folder.close();
    }
  } catch {
    // Some systems cannot fsync a folder (Windows); the rename itself is still atomic.
  }
}

/** The file's text, or null when it does not exist; stray temp files of a crash are removed first. */
export async function readAtomicFile(dir: string, name: string, fs: AtomicFs): Promise<string | null> {
  await fs.mkdir(dir, { recursive: true });
  const stray = (await fs.readdir(dir)).filter((n) => n.startsWith(`${name}.`) && n.endsWith(TEMP_SUFFIX));
  await Promise.all(stray.map((n) => fs.unlink(join(dir, n)).catch(() => undefined)));
  try {
    return await fs.readFile(join(dir, name), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Renames a file that cannot be read to `<name>.corrupt-<timestamp>`, kept for a technician, so the caller
 * can start empty instead of refusing to start. Answers the name it was given.
 */
export async function keepCorruptFileAside(
  dir: string,
  name: string,
  fs: AtomicFs,
  now: Date = new Date(),
): Promise<string> {
  const aside = `${name}.corrupt-${now.toISOString().replace(/[:.]/g, '-')}`;
  await fs.rename(join(dir, name), join(dir, aside));
  return aside;
}
