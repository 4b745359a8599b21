import * as fs from 'node:fs/promises';
import { mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
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

describe('device store: a file it cannot read', () => {
  const aside = async () => (await readdir(dir)).filter((n) => n.startsWith(`${STORE_FILE}.corrupt-`));

  it('keeps damaged JSON aside with a timestamp and starts empty, so the totem asks to be paired', async () => {
    await writeFile(join(dir, STORE_FILE), '{"KIOUSER": {"ir": "r1", "to": "tok');
    const kept: string[] = [];
    const store = await openDeviceStore(dir, fs, { onCorrupt: (name) => kept.push(name) });
    expect(store.get('KIOUSER')).toBeUndefined();
    expect(await aside()).toEqual(kept);
    expect(kept[0]).toMatch(/^device-store\.json\.corrupt-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/);
    expect(await readFile(join(dir, kept[0] ?? ''), 'utf8')).toBe('{"KIOUSER": {"ir": "r1", "to": "tok');
    // The store works on: a new pairing is written to a fresh file.
    await store.set('KIOUSER', { ir: 'r2' });
    expect(await onDisk()).toEqual({ KIOUSER: { ir: 'r2' } });
  });

  it('keeps aside a file whose top level is not an object', async () => {
    await writeFile(join(dir, STORE_FILE), '[1, 2]');
    const store = await openDeviceStore(dir);
    expect(store.get('IDI')).toBeUndefined();
    expect(await aside()).toHaveLength(1);
  });
});

describe('device store: the token sealed at rest', () => {
  // A reversible stand-in for safeStorage that refuses text it did not seal.
  const box = {
    seal: async (text: string) => Buffer.from(`box:${text}`).toString('base64'),
    open: async (sealed: string) => {
      const text = Buffer.from(sealed, 'base64').toString();
      if (!text.startsWith('box:')) throw new Error('not sealed by this box');
      return text.slice(4);
    },
  };
  const identity = { ir: 'r1', il: 'l1', nm: 'Totem', iu: 'u1', to: 'secret-token', pa: 'cl', sid: 1 };

  it('writes KIOUSER and KIOPORTAL sealed, other keys plainly, and reads them back', async () => {
    const store = await openDeviceStore(dir, fs, { secrets: box });
    await store.set('KIOUSER', identity);
    await store.set('KIOPORTAL', { idPortal: 'p1', to: 'portal-token' });
    await store.set('IDI', 'en');
    const text = await readFile(join(dir, STORE_FILE), 'utf8');
    expect(text).not.toContain('secret-token');
    expect(text).not.toContain('portal-token');
    expect((await onDisk()).IDI).toBe('en');
    expect(store.get('KIOUSER')).toEqual(identity);
    const again = await openDeviceStore(dir, fs, { secrets: box });
    expect(again.get('KIOUSER')).toEqual(identity);
    expect(again.get('KIOPORTAL')).toEqual({ idPortal: 'p1', to: 'portal-token' });
  });

  it('seals a token an older version stored plainly as soon as it opens', async () => {
    await writeFile(join(dir, STORE_FILE), JSON.stringify({ KIOUSER: identity, IDI: 'es' }));
    const store = await openDeviceStore(dir, fs, { secrets: box });
    expect(store.get('KIOUSER')).toEqual(identity);
    expect(await readFile(join(dir, STORE_FILE), 'utf8')).not.toContain('secret-token');
  });

  it('a sealed token it cannot open (other key, no safeStorage) is kept aside: pair again', async () => {
    const store = await openDeviceStore(dir, fs, { secrets: box });
    await store.set('KIOUSER', identity);
    const otherKey = {
      seal: box.seal,
      open: async (): Promise<string> => {
        throw new Error('wrong key');
      },
    };
    const kept: string[] = [];
    const reopened = await openDeviceStore(dir, fs, { secrets: otherKey, onCorrupt: (n) => kept.push(n) });
    expect(reopened.get('KIOUSER')).toBeUndefined();
    expect(kept).toHaveLength(1);
    await writeFile(join(dir, STORE_FILE), JSON.stringify({ KIOUSER: { sealed: await box.seal('{}') } }));
    expect((await openDeviceStore(dir)).get('KIOUSER')).toBeUndefined();
  });

  it('writes the file for its owner only', async () => {
    const store = await openDeviceStore(dir, fs, { secrets: box });
    await store.set('KIOUSER', identity);
    expect((await stat(join(dir, STORE_FILE))).mode & 0o777).toBe(0o600);
  });
});
