import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BridgeInputError, createBrowserHost } from './browser-host.ts';
import { testIdentity } from './services/test-identity.ts';

const serverUrl = 'http://127.0.0.1:1';

describe('browser host', () => {
  it('seeds the identity into an empty store, once', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'kiosk-host-'));
    const first = await createBrowserHost({ serverUrl, dataDir, seedIdentity: testIdentity });
    expect(await first.invoke('device.identity', null)).toEqual(testIdentity);
    // A later pairing replaces the seed; restarting with the same seed must not undo it.
    const paired = { ...testIdentity, nm: 'Totem 2', iu: 'device-2' };
    await first.invoke('device.setIdentity', paired);
    await first.close();
    const second = await createBrowserHost({ serverUrl, dataDir, seedIdentity: testIdentity });
    expect(await second.invoke('device.identity', null)).toEqual(paired);
    await second.close();
  });

  it("replaces the seed's own earlier identity: the server issued it a new token at this start", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'kiosk-host-'));
    const first = await createBrowserHost({ serverUrl, dataDir, seedIdentity: testIdentity });
    await first.close();
    const renewed = { ...testIdentity, to: 'token-of-this-start' };
    const second = await createBrowserHost({ serverUrl, dataDir, seedIdentity: renewed });
    expect(await second.invoke('device.identity', null)).toEqual(renewed);
    await second.close();
  });

  it('refuses the dev channels when told they are off', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'kiosk-host-'));
    const host = await createBrowserHost({ serverUrl, dataDir, dev: false });
    await expect(host.invoke('dev.timeScale', { scale: 20 })).rejects.toThrow('Canal solo para desarrollo');
    await host.close();
  });

  it('starts unpaired without a seed, and reports itself as the browser shell', async () => {
    const host = await createBrowserHost({
      serverUrl,
      dataDir: await mkdtemp(join(tmpdir(), 'kiosk-host-')),
    });
    expect(await host.invoke('device.identity', null)).toBeNull();
    expect(await host.invoke('device.info', null)).toMatchObject({ shell: 'browser', serverUrl });
    await host.close();
  });

  it('throws BridgeInputError for an unknown channel', async () => {
    const host = await createBrowserHost({
      serverUrl,
      dataDir: await mkdtemp(join(tmpdir(), 'kiosk-host-')),
    });
    await expect(host.invoke('nope', null)).rejects.toBeInstanceOf(BridgeInputError);
  });
});

describe('browser host devices', () => {
  it('serves named devices apart: each starts unpaired with its own data, the seed stays on the default', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'kiosk-host-'));
    const host = await createBrowserHost({ serverUrl, dataDir, seedIdentity: testIdentity });
    expect(await host.invoke('device.identity', null, 'e2e-one')).toBeNull();
    await host.invoke('cart.set', { fmu: 1, dl: [] }, 'e2e-one');
    expect(await host.invoke('cart.get', null, 'e2e-two')).toBeNull();
    expect(await host.invoke('device.identity', null)).toEqual(testIdentity);
    await expect(host.invoke('device.identity', null, '../escape')).rejects.toBeInstanceOf(BridgeInputError);
    await host.close();
  });
});
