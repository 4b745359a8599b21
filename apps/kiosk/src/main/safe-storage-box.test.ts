import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDeviceStore, STORE_FILE } from '@comanda/kiosk-device/services/device-store.ts';
import { describe, expect, it, vi } from 'vitest';
import { createSafeStorageBox } from './safe-storage-box.ts';
import { fakeSafeStorage } from './testing/fake-electron.ts';

vi.mock('electron', () => ({}));

const identity = { ir: 'r1', il: 'l1', nm: 'Totem 1', iu: 'u1', to: 'device-token-123', pa: 'cl', sid: 1 };

describe('the device token kept with safeStorage', () => {
  it('seals with safeStorage (base64 of its bytes) and opens what it sealed', async () => {
    const box = await createSafeStorageBox(fakeSafeStorage(), () => undefined, 'linux');
    if (!box) throw new Error('expected a box');
    const sealed = await box.seal('device-token-123');
    expect(Buffer.from(sealed, 'base64').toString()).toBe('sealed:device-token-123');
    expect(await box.open(sealed)).toBe('device-token-123');
    await expect(box.open(Buffer.from('plain').toString('base64'))).rejects.toThrow();
  });

  it('the token never reaches device-store.json in clear, and a restart reads it back', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'kiosk-safe-storage-'));
    const secrets = await createSafeStorageBox(fakeSafeStorage(), () => undefined, 'linux');
    if (!secrets) throw new Error('expected a box');
    const store = await openDeviceStore(dir, undefined, { secrets });
    await store.set('KIOUSER', identity);
    await store.close();
    expect(await readFile(join(dir, STORE_FILE), 'utf8')).not.toContain('device-token-123');
    expect((await openDeviceStore(dir, undefined, { secrets })).get('KIOUSER')).toEqual(identity);
  });

  it('falls back clearly when safeStorage is unavailable: no box, and a log line saying so', async () => {
    const log: string[] = [];
    expect(
      await createSafeStorageBox(fakeSafeStorage({ available: false }), (m) => log.push(m), 'linux'),
    ).toBeNull();
    expect(log).toEqual([expect.stringContaining('unencrypted')]);
  });

  it("says when Linux has no keyring and safeStorage only obfuscates ('basic_text')", async () => {
    const log: string[] = [];
    const box = await createSafeStorageBox(
      fakeSafeStorage({ backend: 'basic_text' }),
      (m) => log.push(m),
      'linux',
    );
    expect(box).not.toBeNull();
    expect(log).toEqual([expect.stringContaining('basic_text')]);
    const quiet: string[] = [];
    await createSafeStorageBox(fakeSafeStorage(), (m) => quiet.push(m), 'linux');
    expect(quiet).toEqual([]);
  });
});
