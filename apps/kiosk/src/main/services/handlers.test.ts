import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BridgeInputError } from './bridge-input-error.ts';
import { type DeviceStore, openDeviceStore } from './device-store.ts';
import { createHandlerTable, createInvoke } from './handlers.ts';
import type { Platform } from './platform.ts';
import { testIdentity } from './test-identity.ts';

let store: DeviceStore;
let platform: Platform;
let invoke: ReturnType<typeof createInvoke>;

beforeEach(async () => {
  store = await openDeviceStore(await mkdtemp(join(tmpdir(), 'kiosk-handlers-')));
  platform = { restaurant: vi.fn(), menu: vi.fn() } as unknown as Platform;
  const info = { shell: 'browser', serverUrl: 'http://127.0.0.1:1', version: '0.0.0' } as const;
  invoke = createInvoke(createHandlerTable({ store, platform, info }));
});

describe('bridge handlers', () => {
  it('refuses an unknown channel with a readable BridgeInputError', async () => {
    await expect(invoke('device.format', undefined)).rejects.toThrow(BridgeInputError);
    await expect(invoke('device.format', undefined)).rejects.toThrow("Canal desconocido: 'device.format'");
  });

  it("refuses input that fails the channel's schema, naming the field", async () => {
    const bad = { ...testIdentity, sid: 'ciento uno' };
    const error = await invoke('device.setIdentity', bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BridgeInputError);
    expect((error as Error).message).toContain("'device.setIdentity'");
    expect((error as Error).message).toContain('sid');
    expect(store.get('KIOUSER')).toBeUndefined();
  });

  it('refuses a payload on a channel that takes none', async () => {
    await expect(invoke('device.clear', { all: true })).rejects.toThrow(BridgeInputError);
  });

  it('accepts null for no input (JSON cannot carry undefined)', async () => {
    await expect(invoke('device.identity', null)).resolves.toBeNull();
  });

  it('stores and reads the identity, and clear() forgets it', async () => {
    await invoke('device.setIdentity', testIdentity);
    await expect(invoke('device.identity', undefined)).resolves.toEqual(testIdentity);
    await invoke('device.clear', undefined);
    await expect(invoke('device.identity', undefined)).resolves.toBeNull();
  });

  it('passes platform calls through', async () => {
    vi.mocked(platform.menu).mockResolvedValue({ img: '/media/' } as never);
    await expect(invoke('platform.menu', undefined)).resolves.toEqual({ img: '/media/' });
  });
});
