import { z } from 'zod';
import { type ChannelName, isChannelName } from '../../shared/channel-names.ts';
import {
  CHANNELS,
  type ChannelOutput,
  type ChannelParsedInput,
  type TDeviceInfo,
} from '../../shared/channels.ts';
import { BridgeInputError } from './bridge-input-error.ts';
import type { DeviceStore } from './device-store.ts';
import { readIdentity } from './identity.ts';
import type { Platform } from './platform.ts';

export type HandlerTable = {
  [C in ChannelName]: (input: ChannelParsedInput<C>) => Promise<ChannelOutput<C>>;
};

export type DeviceServices = { store: DeviceStore; platform: Platform; info: TDeviceInfo };

/** What each channel does. Electron main and the browser host serve this same table. */
export function createHandlerTable({ store, platform, info }: DeviceServices): HandlerTable {
  return {
    'device.info': async () => info,
    'device.identity': async () => readIdentity(store),
    'device.setIdentity': (identity) => store.set('KIOUSER', identity),
    'device.clear': () => store.clear(),
    'platform.restaurant': () => platform.restaurant(),
    'platform.menu': () => platform.menu(),
  };
}

/**
 * The single entry for a bridge call from either transport: refuses unknown channels and input that
 * fails the channel's schema with a message a person can read, then runs the handler.
 */
export function createInvoke(table: HandlerTable) {
  return async function invoke(channel: string, payload: unknown): Promise<unknown> {
    if (!isChannelName(channel)) throw new BridgeInputError(`Canal desconocido: '${channel}'`);
    const parsed = CHANNELS[channel].input.safeParse(payload);
    if (!parsed.success) {
      throw new BridgeInputError(`Datos no válidos para '${channel}': ${z.prettifyError(parsed.error)}`);
    }
    const handler = table[channel] as (input: unknown) => Promise<unknown>;
    return handler(parsed.data);
  };
}
