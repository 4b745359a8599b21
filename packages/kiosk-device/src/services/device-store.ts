import * as nodeFs from 'node:fs/promises';
import { type AtomicFs, keepCorruptFileAside, readAtomicFile, writeFileAtomically } from './atomic-file.ts';
import { DEVICE_KEYS, type DeviceKey } from './device-keys.ts';
import { isSealed, openValue, SEALED_KEYS, type SecretBox, sealValue } from './secret-box.ts';

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

export type DeviceStoreOptions = {
  /** Seals the token-holding keys (SEALED_KEYS) on disk; without one they are stored plainly. */
  secrets?: SecretBox;
  /** Told the name a file that could not be read was kept under; the store starts empty (pair again). */
  onCorrupt?: (keptAs: string) => void;
};

/**
 * Opens the JSON store in `dir`. Every change rewrites the whole file atomically (temp file, fsync,
 * rename, fsync of the folder): after a power cut the file is either the old or the new version,
 * never half of each. Values change in memory only once the rename succeeded.
 *
 * A file that cannot be read (damaged JSON, a sealed token this machine cannot open) is kept aside as
 * `device-store.json.corrupt-<time>` and the store starts empty: the totem shows its pairing code
 * instead of failing to start. A token stored plainly by an older version is sealed at once.
 */
export async function openDeviceStore(
  dir: string,
  fs: StoreFs = nodeFs,
  options: DeviceStoreOptions = {},
): Promise<DeviceStore> {
  const { secrets } = options;
  let loaded = await parse(await readAtomicFile(dir, STORE_FILE, fs), secrets);
  if (loaded === 'unreadable') {
    const keptAs = await keepCorruptFileAside(dir, STORE_FILE, fs);
    options.onCorrupt?.(keptAs);
    loaded = { values: {}, plainSecrets: false };
  }
  let values = loaded.values;
  // Writes run one after another, so a slow write never lands after a newer one.
  let queue: Promise<void> = Promise.resolve();

  // The update runs when its turn comes, on the values left by the previous write.
  const commit = (update: (current: Values) => Values): Promise<void> => {
    const write = queue.then(async () => {
      const next = update(values);
      await writeFileAtomically(dir, STORE_FILE, JSON.stringify(await onDisk(next, secrets), null, 2), fs);
      values = next;
    });
    queue = write.catch(() => undefined);
    return write;
  };
  if (secrets && loaded.plainSecrets) await commit((current) => current);

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

async function onDisk(values: Values, secrets: SecretBox | undefined): Promise<Values> {
  if (!secrets) return values;
  const out: Values = { ...values };
  for (const key of SEALED_KEYS) if (out[key] !== undefined) out[key] = await sealValue(secrets, out[key]);
  return out;
}

/**
 * The stored keys this version knows (a missing file is an empty store), whether a token was found
 * unsealed, or 'unreadable'.
 */
async function parse(
  text: string | null,
  secrets: SecretBox | undefined,
): Promise<{ values: Values; plainSecrets: boolean } | 'unreadable'> {
  if (text === null) return { values: {}, plainSecrets: false };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'unreadable';
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return 'unreadable';
  const known: Values = {};
  let plainSecrets = false;
  for (const key of DEVICE_KEYS) {
    if (!(key in parsed)) continue;
    const value = (parsed as Values)[key];
    if (!SEALED_KEYS.includes(key)) known[key] = value;
    else if (!isSealed(value)) {
      known[key] = value;
      plainSecrets = true;
    } else {
      // Sealed, but no box (safeStorage gone) or not ours: the token is lost, the device pairs again.
      if (!secrets) return 'unreadable';
      try {
        known[key] = await openValue(secrets, value);
      } catch {
        return 'unreadable';
      }
    }
  }
  return { values: known, plainSecrets };
}
