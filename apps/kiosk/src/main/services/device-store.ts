import * as nodeFs from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The device's own storage keys of spec/3 §9 'Codes' (local storage keys): the paired identity
 * (KIOUSER), the portal (KIOPORTAL), the environment (AMB), the language (IDI), the kiosk token's
 * load time (TK5, re-fetched after 172800 s), the saved local table (CSEAT) and the kiosk cart
 * (KIOSKCART). The cart is kept here, not in the renderer, so a crashed page that is reloaded finds
 * the diner's order again; the inactivity reset removes it. Two keys of our own join them: KIOSKORDER,
 * the order being paid (its idempotency key, so a reload or retry never saves a second order) until it is
 * settled or cancelled, and KIOSKCHARGES, card charges whose report has not reached the server yet (a
 * charge that succeeded is never lost).
 */
export const DEVICE_KEYS = [
  'KIOUSER',
  'KIOPORTAL',
  'AMB',
  'IDI',
  'TK5',
  'CSEAT',
  'KIOSKCART',
  'KIOSKORDER',
  'KIOSKCHARGES',
] as const;
export type DeviceKey = (typeof DEVICE_KEYS)[number];

type Values = Partial<Record<DeviceKey, unknown>>;

/** The file operations the store needs; tests swap one out to simulate a crash mid-write. */
export type StoreFs = Pick<typeof nodeFs, 'mkdir' | 'open' | 'readFile' | 'readdir' | 'rename' | 'unlink'>;

export type DeviceStore = {
  get(key: DeviceKey): unknown;
  set(key: DeviceKey, value: unknown): Promise<void>;
  delete(key: DeviceKey): Promise<void>;
  /** 'Clear local data': forgets every key. */
  clear(): Promise<void>;
  /** Waits for pending writes. */
  close(): Promise<void>;
};

export const STORE_FILE = 'device-store.json';
const TEMP_SUFFIX = '.tmp';

/**
 * Opens the JSON store in `dir`. Every change rewrites the whole file atomically (temp file, fsync,
 * rename, fsync of the folder): after a power cut the file is either the old or the new version,
 * never half of each. Values change in memory only once the rename succeeded.
 */
export async function openDeviceStore(dir: string, fs: StoreFs = nodeFs): Promise<DeviceStore> {
  await fs.mkdir(dir, { recursive: true });
  await removeStrayTemps(dir, fs);
  let values = await load(join(dir, STORE_FILE), fs);
  // Writes run one after another, so a slow write never lands after a newer one.
  let queue: Promise<void> = Promise.resolve();

  // The update runs when its turn comes, on the values left by the previous write.
  const commit = (update: (current: Values) => Values): Promise<void> => {
    const write = queue.then(async () => {
      const next = update(values);
      await writeAtomically(dir, JSON.stringify(next, null, 2), fs);
      values = next;
    });
    queue = write.catch(() => undefined);
    return write;
  };

  return {
    get: (key) => values[key],
    set: (key, value) => commit((current) => ({ ...current, [key]: value })),
    delete: (key) =>
      commit((current) => {
        const { [key]: _removed, ...rest } = current;
        return rest;
      }),
    clear: () => commit(() => ({})),
    close: () => queue,
  };
}

async function load(file: string, fs: StoreFs): Promise<Values> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const known: Values = {};
  for (const key of DEVICE_KEYS) if (key in parsed) known[key] = (parsed as Values)[key];
  return known;
}

async function writeAtomically(dir: string, text: string, fs: StoreFs): Promise<void> {
  const target = join(dir, STORE_FILE);
  const temp = `${target}.${process.pid}.${Date.now()}${TEMP_SUFFIX}`;
  const handle = await fs.open(temp, 'w');
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
  await syncDir(dir, fs);
}

/** The rename is only durable once the folder entry is on disk; some file systems refuse, which is fine. */
async function syncDir(dir: string, fs: StoreFs): Promise<void> {
  try {
    const handle = await fs.open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Not supported here (e.g. Windows); the rename itself is still atomic.
  }
}

/** A temp file left by a crash before its rename never holds the current state: drop it. */
async function removeStrayTemps(dir: string, fs: StoreFs): Promise<void> {
  const names = await fs.readdir(dir);
  const stray = names.filter((n) => n.startsWith(`${STORE_FILE}.`) && n.endsWith(TEMP_SUFFIX));
  await Promise.all(stray.map((n) => fs.unlink(join(dir, n)).catch(() => undefined)));
}
