import * as fs from 'node:fs/promises';
import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { openDeviceStore, STORE_FILE } from './device-store.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'kiosk-store-'));
});

const onDisk = async () => JSON.parse(await readFile(join(dir, STORE_FILE), 'utf8'));

describe('device store', () => {
  it('keeps values across reopen', async () => {
    const store = await openDeviceStore(dir);
    await store.set('IDI', 'en');
    await store.set('AMB', 'DEV');
    await store.close();
    const again = await openDeviceStore(dir);
    expect(again.get('IDI')).toBe('en');
    expect(await onDisk()).toEqual({ IDI: 'en', AMB: 'DEV' });
  });

  it('leaves the old file intact when the process dies between temp write and rename', async () => {
    const store = await openDeviceStore(dir);
    await store.set('IDI', 'es');
    const crashing = await openDeviceStore(dir, {
      ...fs,
      rename: async () => {
        throw new Error('power cut');
      },
    });
    await expect(crashing.set('IDI', 'en')).rejects.toThrow('power cut');
    // The change never took effect, in memory or on disk.
    expect(crashing.get('IDI')).toBe('es');
    expect(await onDisk()).toEqual({ IDI: 'es' });
    expect((await openDeviceStore(dir)).get('IDI')).toBe('es');
  });

  it('ignores and removes a stray half-written temp file', async () => {
    const store = await openDeviceStore(dir);
    await store.set('IDI', 'es');
    const stray = `${STORE_FILE}.999.1.tmp`;
    await writeFile(join(dir, stray), '{"IDI": "e');
    const reopened = await openDeviceStore(dir);
    expect(reopened.get('IDI')).toBe('es');
    expect(await readdir(dir)).not.toContain(stray);
  });

  it('clear() forgets every key, on disk too', async () => {
    const store = await openDeviceStore(dir);
    await store.set('KIOUSER', { ir: 'x' });
    await store.set('KIOPORTAL', { idPortal: 'p' });
    await store.clear();
    expect(store.get('KIOUSER')).toBeUndefined();
    expect(await onDisk()).toEqual({});
    expect((await openDeviceStore(dir)).get('KIOPORTAL')).toBeUndefined();
  });

  it('applies concurrent writes in order', async () => {
    const store = await openDeviceStore(dir);
    await Promise.all([store.set('IDI', 'es'), store.set('IDI', 'en'), store.set('AMB', 'PROD')]);
    expect(await onDisk()).toEqual({ IDI: 'en', AMB: 'PROD' });
  });

  it('starts empty in a new folder and drops keys it does not know', async () => {
    await writeFile(join(dir, STORE_FILE), JSON.stringify({ IDI: 'en', SOMETHING: 1 }));
    const store = await openDeviceStore(join(dir, 'nested'));
    expect(store.get('KIOUSER')).toBeUndefined();
    const known = await openDeviceStore(dir);
    expect(known.get('IDI')).toBe('en');
    await known.set('AMB', 'DEV');
    expect(await onDisk()).toEqual({ IDI: 'en', AMB: 'DEV' });
  });
});
