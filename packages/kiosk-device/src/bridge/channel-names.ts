/**
 * Every bridge channel, 'namespace.method'. Kept apart from the schemas so the sandboxed preload can
 * build the bridge from this list without bundling zod.
 */
export const CHANNEL_NAMES = [
  'device.info',
  'device.identity',
  'device.setIdentity',
  'device.portal',
  'device.arrival',
  'device.clear',
  'platform.restaurant',
  'platform.menu',
  'platform.check',
  'platform.table',
  'platform.priceCheck',
  'platform.texts',
  'platform.languages',
  'portal.restaurants',
  'portal.choose',
  'pairing.start',
  'pairing.state',
  'cart.get',
  'cart.set',
  'cart.clear',
  'table.get',
  'table.set',
  'watchdog.activity',
  'watchdog.route',
  'technician.status',
  'technician.setPin',
  'technician.unlock',
  'technician.lock',
  'printer.status',
  'printer.test',
  'printer.printOrder',
  'order.place',
  'order.charge',
  'order.cancel',
  'order.settle',
  'order.ticketPrinted',
  'host.nextEvents',
  'dev.timeScale',
  'dev.cardTerminal',
] as const;

export type ChannelName = (typeof CHANNEL_NAMES)[number];

export function isChannelName(name: string): name is ChannelName {
  return (CHANNEL_NAMES as readonly string[]).includes(name);
}

/** The one IPC channel main pushes events on (Electron: webContents.send; preload: ipcRenderer.on). */
export const EVENT_CHANNEL = 'kiosk.event';
