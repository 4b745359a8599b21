import * as nodeFs from 'node:fs/promises';
import { type AtomicFs, readAtomicFile, writeFileAtomically } from './atomic-file.ts';

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
export type StoreFs = AtomicFs;

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

/**
 * Opens the JSON store in `dir`. Every change rewrites the whole file atomically (temp file, fsync,
 * rename, fsync of the folder): after a power cut the file is either the old or the new version,
 * never half of each. Values change in memory only once the rename succeeded.
 */
export async function openDeviceStore(dir: string, fs: StoreFs = nodeFs): Promise<DeviceStore> {
  let values = parse(await readAtomicFile(dir, STORE_FILE, fs));
  // Writes run one after another, so a slow write never lands after a newer one.
  let queue: Promise<void> = Promise.resolve();

  // The update runs when its turn comes, on the values left by the previous write.
  const commit = (update: (current: Values) => Values): Promise<void> => {
    const write = queue.then(async () => {
      const next = update(values);
      await writeFileAtomically(dir, STORE_FILE, JSON.stringify(next, null, 2), fs);
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

/** The stored keys this version knows; a missing file is an empty store. */
function parse(text: string | null): Values {
  if (text === null) return {};
  const parsed: unknown = JSON.parse(text);
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const known: Values = {};
  for (const key of DEVICE_KEYS) if (key in parsed) known[key] = (parsed as Values)[key];
  return known;
}
