import { usableLocalTable, ZCart } from '@comanda/domain';
import { type ChannelName, isChannelName } from '../bridge/channel-names.ts';
import {
  CHANNELS,
  type ChannelOutput,
  type ChannelParsedInput,
  type TDeviceInfo,
  ZLocalTable,
} from '../bridge/channels.ts';
import { BridgeInputError } from './bridge-input-error.ts';
import type { CardPayment } from './card-payment.ts';
import type { SandboxTerminalMode } from './card-terminal.ts';
import type { DeviceStore } from './device-store.ts';
import type { EventBus } from './event-bus.ts';
import type { InactivityWatchdog } from './inactivity-watchdog.ts';
import type { KioskCalls } from './kiosk-calls.ts';
import type { OrderPlacement } from './order-placement.ts';
import type { PairingService } from './pairing.ts';
import type { Platform } from './platform.ts';
import type { PrinterService } from './printer-service.ts';
import type { KioskSession } from './session.ts';
import type { TechnicianAccess } from './technician-pin.ts';

export type HandlerTable = {
  [C in ChannelName]: (input: ChannelParsedInput<C>) => Promise<ChannelOutput<C>>;
};

export type DeviceServices = {
  store: DeviceStore;
  platform: Platform;
  info: TDeviceInfo;
  session: KioskSession;
  calls: KioskCalls;
  pairing: PairingService;
  watchdog: InactivityWatchdog;
  events: EventBus;
  printer: Pick<PrinterService, 'status' | 'test' | 'printOrder'>;
  /** The technician PIN and menu (issue 12 items 5, 6). */
  technician: Pick<TechnicianAccess, 'status' | 'setPin' | 'unlock' | 'lock' | 'isOpen' | 'hasPin'>;
  /** The payment step: saving the order, the card terminal, the tickets printed. */
  orders: Pick<OrderPlacement, 'place' | 'cancel' | 'settle'>;
  card: Pick<CardPayment, 'charge'>;
  tickets: { isPrinted(iped: string): boolean };
  /** The sandbox terminal's mode (dev only); absent with a real terminal. */
  setTerminalMode?: (mode: SandboxTerminalMode) => void;
  /** Whether dev-only channels work (browser mode, or Electron with COMANDA_KIOSK_DEV=1). */
  dev: boolean;
  now?: () => number;
};

/** What each channel does. Electron main and the browser host serve this same table. */
export function createHandlerTable(s: DeviceServices): HandlerTable {
  const { store, platform, info, session, calls, pairing, watchdog, events, printer, orders, technician } = s;
  const now = s.now ?? Date.now;
  const paired = () => session.identity() !== null || session.portal() !== null;
  return {
    'device.info': async () => info,
    'device.identity': async () => session.identity(),
    'device.setIdentity': (identity) => store.set('KIOUSER', identity),
    'device.portal': async () => session.portal(),
    'device.arrival': async () => session.arrival(),
    'device.clear': async () => {
      // Behind the PIN (issue 12 item 5); a device with nothing to protect it with may always start over.
      if (!technician.isOpen() && (paired() || technician.hasPin()))
        throw new BridgeInputError('m1_err_bridge_clear_needs_pin');
      technician.lock();
      session.forgetChoice();
      await store.clear();
    },
    'platform.restaurant': () => platform.restaurant(),
    'platform.menu': () => platform.menu(),
    'platform.check': () => calls.check(),
    'platform.table': ({ mesa }) => calls.table(mesa),
    'platform.priceCheck': (input) => calls.priceCheck(input),
    'platform.texts': ({ language, file }) => platform.texts(language, file),
    'platform.languages': () => platform.languages(),
    'portal.restaurants': () => calls.portalRestaurants(),
    'portal.choose': ({ ir }) => calls.choose(ir),
    // Every paired device has a technician PIN: the pairing screen asks for it before showing a code.
    'pairing.start': () => {
      if (!technician.hasPin()) throw new BridgeInputError('m1_err_bridge_pin_before_pairing');
      return pairing.start();
    },
    'pairing.state': async () => pairing.state(),
    'cart.get': async () => {
      const parsed = ZCart.safeParse(store.get('KIOSKCART'));
      return parsed.success ? parsed.data : null;
    },
    'cart.set': (cart) => store.set('KIOSKCART', cart),
    'cart.clear': () => store.delete('KIOSKCART'),
    'table.get': async () => {
      const saved = ZLocalTable.safeParse(store.get('CSEAT'));
      const sid = session.identity()?.sid;
      return saved.success && sid !== undefined ? usableLocalTable(saved.data, sid, now()) : null;
    },
    'table.set': async ({ table }) => {
      const sid = session.identity()?.sid;
      if (sid !== undefined) await store.set('CSEAT', { sid, table, time: now() });
    },
    'watchdog.activity': async () => watchdog.activity(),
    'watchdog.route': async ({ route }) => watchdog.setRoute(route),
    'technician.status': async () => technician.status(),
    'technician.setPin': async ({ pin }) => {
      // Once paired, the PIN is the pairing's: only a new pairing (after a clear or a revocation) changes it.
      if (paired()) throw new BridgeInputError('m1_err_bridge_pin_at_pairing');
      await technician.setPin(pin);
    },
    'technician.unlock': ({ pin }) => technician.unlock(pin),
    'technician.lock': async () => technician.lock(),
    'printer.status': () => printer.status(),
    'printer.test': (input) => printer.test(input?.waitMs, input?.paperMm),
    'printer.printOrder': (input) => printer.printOrder(input),
    'order.place': (input) => orders.place(input),
    'order.charge': () => s.card.charge(),
    'order.cancel': () => orders.cancel(),
    'order.settle': () => orders.settle(),
    'order.ticketPrinted': async ({ iped }) => s.tickets.isPrinted(iped),
    'host.nextEvents': ({ after }) => events.next(after),
    'dev.timeScale': async ({ scale }) => {
      if (!s.dev) throw new BridgeInputError('p1_err_bridge_dev_only', { channel: 'dev.timeScale' });
      watchdog.setScale(scale);
    },
    'dev.cardTerminal': async ({ mode }) => {
      if (!s.dev || !s.setTerminalMode)
        throw new BridgeInputError('p1_err_bridge_dev_only', { channel: 'dev.cardTerminal' });
      s.setTerminalMode(mode);
    },
  };
}

/**
 * The single entry for a bridge call from either transport: refuses unknown channels and input that
 * fails the channel's schema with a message a person can read, then runs the handler.
 */
export function createInvoke(table: HandlerTable) {
  return async function invoke(channel: string, payload: unknown): Promise<unknown> {
    if (!isChannelName(channel)) throw new BridgeInputError('p1_err_bridge_unknown_channel', { channel });
    const parsed = CHANNELS[channel].input.safeParse(payload);
    if (!parsed.success) {
      throw BridgeInputError.invalid(channel, parsed.error.issues);
    }
    const handler = table[channel] as (input: unknown) => Promise<unknown>;
    return handler(parsed.data);
  };
}
