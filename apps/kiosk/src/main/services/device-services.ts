import type { TDeviceInfo } from '../../shared/channels.ts';
import { openDeviceStore } from './device-store.ts';
import { createHandlerTable, createInvoke } from './handlers.ts';
import { readIdentity } from './identity.ts';
import { createPlatform } from './platform.ts';
import { KIOSK_VERSION } from './version.ts';

/**
 * Wires the device services for one process (Electron main or the browser host): the store in
 * `dataDir`, platform calls to `serverUrl`, and the invoke function both transports call.
 */
export async function startDeviceServices(opts: {
  serverUrl: string;
  dataDir: string;
  shell: TDeviceInfo['shell'];
  fetch?: typeof fetch;
}) {
  const store = await openDeviceStore(opts.dataDir);
  const platform = createPlatform({
    serverUrl: opts.serverUrl,
    identity: () => readIdentity(store),
    ...(opts.fetch ? { fetch: opts.fetch } : {}),
  });
  const info: TDeviceInfo = { shell: opts.shell, serverUrl: opts.serverUrl, version: KIOSK_VERSION };
  const invoke = createInvoke(createHandlerTable({ store, platform, info }));
  return { store, invoke };
}
