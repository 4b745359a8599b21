import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatServerText } from '@comanda/i18n/server-text';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { BridgeInputError } from './bridge-input-error.ts';
import { type DeviceStore, openDeviceStore } from './device-store.ts';
import { createEventBus } from './event-bus.ts';
import { createHandlerTable, createInvoke } from './handlers.ts';
import { createInactivityWatchdog } from './inactivity-watchdog.ts';
import type { KioskCalls } from './kiosk-calls.ts';
import type { PairingService } from './pairing.ts';
import type { Platform } from './platform.ts';
import { createKioskSession } from './session.ts';
import { createTechnicianAccess } from './technician-pin.ts';
import { testIdentity } from './test-identity.ts';

let store: DeviceStore;
let platform: Platform;
let invoke: ReturnType<typeof createInvoke>;
let watchdog: ReturnType<typeof createInactivityWatchdog>;

const services = (dev: boolean) => {
  const events = createEventBus();
  watchdog = createInactivityWatchdog({ emit: events.emit, onReset: async () => undefined });
  const info = { shell: 'browser', serverUrl: 'http://127.0.0.1:1', version: '0.0.0' } as const;
  return {
    store,
    platform,
    info,
    session: createKioskSession(store),
    calls: { table: vi.fn(), check: vi.fn() } as unknown as KioskCalls,
    pairing: { start: vi.fn(), state: vi.fn() } as unknown as PairingService,
    watchdog,
    events,
    printer: { status: vi.fn(), test: vi.fn(), printOrder: vi.fn() },
    technician: createTechnicianAccess({ store }),
    orders: { place: vi.fn(), cancel: vi.fn(), settle: vi.fn() },
    card: { charge: vi.fn() },
    tickets: { isPrinted: () => false },
    dev,
    now: () => Date.UTC(2026, 10, 23, 15),
  };
};

beforeEach(async () => {
  store = await openDeviceStore(await mkdtemp(join(tmpdir(), 'kiosk-handlers-')));
  platform = { restaurant: vi.fn(), menu: vi.fn() } as unknown as Platform;
  invoke = createInvoke(createHandlerTable(services(false)));
});

describe('bridge handlers', () => {
  it('refuses an unknown channel with a readable BridgeInputError', async () => {
    await expect(invoke('device.format', undefined)).rejects.toThrow(BridgeInputError);
    await expect(invoke('device.format', undefined)).rejects.toThrow('Canal desconocido: device.format');
  });

  it("refuses input that fails the channel's schema, naming the field", async () => {
    const bad = { ...testIdentity, sid: 'ciento uno' };
    const error = await invoke('device.setIdentity', bad).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BridgeInputError);
    expect((error as Error).message).toContain('device.setIdentity');
    expect((error as Error).message).toContain('sid');
    expect(store.get('KIOUSER')).toBeUndefined();
    // As a text the renderer says in the totem's language (issue 11): no zod words, Spanish or English.
    const { key, params } = error as BridgeInputError;
    expect(key).toBe('p1_err_bridge_bad_input');
    expect(formatServerText(key, params, 'en')).toBe(
      'Invalid data for device.setIdentity: sid: A number was expected',
    );
    expect((error as Error).message).toBe(
      'Datos no válidos para device.setIdentity: sid: Se esperaba un número',
    );
  });

  it('refuses a payload on a channel that takes none', async () => {
    await expect(invoke('device.clear', { all: true })).rejects.toThrow(BridgeInputError);
  });

  it('accepts null for no input (JSON cannot carry undefined)', async () => {
    await expect(invoke('device.identity', null)).resolves.toBeNull();
  });

  it('stores and reads the identity, and clear() forgets it once the technician PIN opened the menu', async () => {
    await invoke('technician.setPin', { pin: '2468' });
    await invoke('device.setIdentity', testIdentity);
    await expect(invoke('device.identity', undefined)).resolves.toEqual(testIdentity);
    // A diner's touch alone cannot wipe the totem (issue 12 item 5).
    await expect(invoke('device.clear', undefined)).rejects.toThrow('PIN de técnico');
    await expect(invoke('device.identity', undefined)).resolves.toEqual(testIdentity);
    await expect(invoke('technician.unlock', { pin: '1111' })).resolves.toEqual({
      ok: false,
      reason: 'wrong',
      attemptsLeft: 4,
    });
    await expect(invoke('device.clear', undefined)).rejects.toThrow(BridgeInputError);
    await expect(invoke('technician.unlock', { pin: '2468' })).resolves.toEqual({ ok: true, reason: 'ok' });
    await invoke('device.clear', undefined);
    await expect(invoke('device.identity', undefined)).resolves.toBeNull();
    // The PIN went with the rest: the next pairing chooses a new one.
    await expect(invoke('technician.status', null)).resolves.toMatchObject({ pinSet: false, open: false });
  });

  it('asks for the PIN before pairing, and only lets it be chosen while unpaired', async () => {
    await expect(invoke('pairing.start', null)).rejects.toThrow('Elige el PIN de técnico');
    await expect(invoke('technician.setPin', { pin: '12' })).rejects.toThrow(BridgeInputError);
    await expect(invoke('technician.setPin', { pin: '12ab' })).rejects.toThrow(BridgeInputError);
    await invoke('technician.setPin', { pin: '24680' });
    await invoke('pairing.start', null);
    await store.set('KIOUSER', testIdentity);
    await expect(invoke('technician.setPin', { pin: '1357' })).rejects.toThrow('se elige al emparejar');
    await expect(invoke('technician.unlock', { pin: '24680' })).resolves.toMatchObject({ ok: true });
  });

  it('passes platform calls through', async () => {
    vi.mocked(platform.menu).mockResolvedValue({ img: '/media/' } as never);
    await expect(invoke('platform.menu', undefined)).resolves.toEqual({ img: '/media/' });
  });

  it('refuses bad input on the new channels before any handler runs', async () => {
    for (const [channel, payload] of [
      ['platform.table', { mesa: '12a' }],
      ['platform.table', { mesa: '1234567' }],
      ['portal.choose', {}],
      ['cart.set', { dl: [{ cant: 0, item: 'x', indiceCart: 0, lineReference: 'r' }] }],
      ['table.set', { table: 'mesa 4' }],
      ['watchdog.route', { route: 'x'.repeat(201) }],
      ['host.nextEvents', { after: -2 }],
      ['dev.timeScale', { scale: 0 }],
      ['pairing.start', { code: 'ABCDEF' }],
      ['platform.priceCheck', { tipo: 3, lines: [] }],
    ] as const) {
      await expect(invoke(channel, payload), channel).rejects.toThrow(BridgeInputError);
    }
  });

  it('keeps the kiosk cart in the device store; clear() forgets it and KIOPORTAL', async () => {
    const cart = { fmu: 1, tipo: 5, dl: [{ cant: 2, item: 'fz-agua', indiceCart: 0, lineReference: 'r1' }] };
    await invoke('cart.set', cart);
    await expect(invoke('cart.get', null)).resolves.toMatchObject(cart);
    // A record that is no portal protects nothing: a device with no pairing and no PIN may start over.
    await store.set('KIOPORTAL', { idPortal: 'p' });
    await invoke('device.clear', null);
    await expect(invoke('cart.get', null)).resolves.toBeNull();
    expect(store.get('KIOPORTAL')).toBeUndefined();
  });

  it('routes arrival: KIOUSER → Welcome, KIOPORTAL → SelectRestaurant, else pairing', async () => {
    await expect(invoke('device.arrival', null)).resolves.toBe('/ProfileLogin');
    const portal = {
      idPortal: 'patio',
      country: 'cl',
      name: 'Patio',
      idLocales: [],
      time: 1,
      to: 't',
      iu: 'kio-1',
    };
    await store.set('KIOPORTAL', portal);
    await expect(invoke('device.arrival', null)).resolves.toBe('/SelectRestaurant');
    await store.set('KIOUSER', testIdentity);
    await expect(invoke('device.arrival', null)).resolves.toBe('/KioskWelcome');
  });

  it('saves the local table for the paired restaurant and drops it for another one', async () => {
    await store.set('KIOUSER', testIdentity);
    await invoke('table.set', { table: '7' });
    await expect(invoke('table.get', null)).resolves.toMatchObject({ sid: 101, table: '7' });
    await store.set('KIOUSER', { ...testIdentity, sid: 102 });
    await expect(invoke('table.get', null)).resolves.toBeNull();
  });

  it('refuses dev.timeScale outside development', async () => {
    await expect(invoke('dev.timeScale', { scale: 10 })).rejects.toThrow('solo para desarrollo');
    const devInvoke = createInvoke(createHandlerTable(services(true)));
    await expect(devInvoke('dev.timeScale', { scale: 10 })).resolves.toBeUndefined();
  });
});
