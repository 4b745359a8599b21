import { join } from 'node:path';
import { type TKioskIdentity, ZKioskIdentity } from '@comanda/domain';
import { BridgeInputError } from './services/bridge-input-error.ts';
import { startDeviceServices } from './services/device-services.ts';

export { BridgeInputError } from './services/bridge-input-error.ts';

export type BrowserHost = {
  /**
   * Runs one bridge call on one device; throws BridgeInputError for an unknown channel, bad input or
   * a bad device name. `device` absent is the default device.
   */
  invoke(channel: string, payload: unknown, device?: string): Promise<unknown>;
  close(): Promise<void>;
};

/** Device names a browser may ask for (the renderer's ?device=…), and how many one server keeps. */
const DEVICE_NAME = /^[a-z0-9][a-z0-9-]{0,39}$/;
const MAX_DEVICES = 32;
export const DEFAULT_DEVICE = 'default';

type Device = Awaited<ReturnType<typeof startDeviceServices>>;

/**
 * The kiosk's device services in a plain Node process, for browser mode (development, tests,
 * `npm start`): the demo entry (apps/server/src/dev) mounts `invoke` at POST /kiosk-host/invoke/:channel,
 * so the renderer in a browser reaches the same handlers Electron main serves over IPC.
 *
 * One server can host several devices: `/kiosk/?device=<name>` is a separate totem with its own data
 * folder (`<dataDir>/devices/<name>`), starting unpaired. Tests pair, reset and time out their own
 * device without disturbing the default one, which `seedIdentity` may start paired (npm start).
 */
export async function createBrowserHost(opts: {
  serverUrl: string;
  dataDir: string;
  seedIdentity?: TKioskIdentity;
  /** The seeded device's technician PIN (it skipped the pairing screen that asks for one). */
  seedPin?: string;
  /** Every browser-mode device prints here (the server's virtual printer), whatever printerConfig says. */
  printerAddress?: string;
  /** Whether the dev.* channels work (time scale, the sandbox card terminal's answer); on unless told. */
  dev?: boolean;
  /** How many devices this server keeps at once (each runs its own services): 32 unless told. */
  maxDevices?: number;
}): Promise<BrowserHost> {
  const maxDevices = opts.maxDevices ?? MAX_DEVICES;
  const devices = new Map<string, Promise<Device>>();

  const open = async (name: string): Promise<Device> => {
    const device = await startDeviceServices({
      serverUrl: opts.serverUrl,
      dataDir: name === DEFAULT_DEVICE ? opts.dataDir : join(opts.dataDir, 'devices', name),
      shell: 'browser',
      dev: opts.dev ?? true,
      ...(opts.printerAddress ? { printerAddress: opts.printerAddress } : {}),
    });
    // A real pairing (another device id, or a portal) always wins over the seed; the seed's own earlier
    // identity is replaced, since the server issued the seed a new token and the old one no longer works.
    const stored = device.store.get('KIOUSER');
    const ownSeed = ZKioskIdentity.safeParse(stored).data?.iu === opts.seedIdentity?.iu;
    const unpaired = stored === undefined && device.store.get('KIOPORTAL') === undefined;
    if (name === DEFAULT_DEVICE && opts.seedIdentity && (unpaired || ownSeed)) {
      await device.store.set('KIOUSER', ZKioskIdentity.parse(opts.seedIdentity));
      if (opts.seedPin) await device.technician.setPin(opts.seedPin);
      // Seeded after its services started: its first report goes now, not at the next tick.
      void device.reporter.reportNow();
    }
    return device;
  };

  const device = (name: string): Promise<Device> => {
    if (!DEVICE_NAME.test(name)) throw new BridgeInputError('p1_err_bridge_device_name', { name });
    let found = devices.get(name);
    if (!found) {
      if (devices.size >= maxDevices)
        throw new BridgeInputError('p1_err_bridge_too_many_devices', { max: maxDevices });
      found = open(name);
      devices.set(name, found);
    }
    return found;
  };

  await device(DEFAULT_DEVICE);
  return {
    invoke: async (channel, payload, name = DEFAULT_DEVICE) => (await device(name)).invoke(channel, payload),
    async close() {
      await Promise.all([...devices.values()].map(async (d) => (await d).close()));
    },
  };
}
