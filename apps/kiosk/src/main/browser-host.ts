import { type TKioskIdentity, ZKioskIdentity } from '@comanda/domain';
import { startDeviceServices } from './services/device-services.ts';

export { BridgeInputError } from './services/bridge-input-error.ts';

export type BrowserHost = {
  /** Runs one bridge call; throws BridgeInputError for an unknown channel or bad input. */
  invoke(channel: string, payload: unknown): Promise<unknown>;
  close(): Promise<void>;
};

/**
 * The kiosk's device services in a plain Node process, for browser mode (development, tests,
 * `npm start`): the platform server mounts `invoke` at POST /kiosk-host/invoke/:channel, so the
 * renderer in a browser reaches the same handlers Electron main serves over IPC.
 */
export async function createBrowserHost(opts: {
  serverUrl: string;
  dataDir: string;
  seedIdentity?: TKioskIdentity;
}): Promise<BrowserHost> {
  const { store, invoke } = await startDeviceServices({
    serverUrl: opts.serverUrl,
    dataDir: opts.dataDir,
    shell: 'browser',
  });
  // Until pairing exists the demo device starts paired; a stored identity (or a cleared one that was
  // re-paired) always wins over the seed.
  if (opts.seedIdentity && store.get('KIOUSER') === undefined) {
    await store.set('KIOUSER', ZKioskIdentity.parse(opts.seedIdentity));
  }
  return { invoke, close: () => store.close() };
}
