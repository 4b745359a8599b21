import { ZKioskIdentity, ZMenu, ZRestaurantInfo } from '@comanda/domain';
import { z } from 'zod';
import type { ChannelName } from './channel-names.ts';

/** A channel that takes nothing. JSON cannot carry `undefined`, so a browser-mode `null` counts as nothing. */
const ZNoInput = z.union([z.undefined(), z.null()]).transform(() => undefined);

/** Which process answers the bridge, and the platform it talks to (images are served from there). */
export const ZDeviceInfo = z.object({
  shell: z.enum(['electron', 'browser']),
  serverUrl: z.string(),
  version: z.string(),
});
export type TDeviceInfo = z.infer<typeof ZDeviceInfo>;

/**
 * The bridge contract, declared once: channel → input schema and output schema. Main (Electron) and the
 * browser host parse every input with these; the renderer's types are derived from them.
 */
export const CHANNELS = {
  /** Shell and server of this device. */
  'device.info': { input: ZNoInput, output: ZDeviceInfo },
  /** The paired identity (KIOUSER, spec/3 §3), or null before pairing. */
  'device.identity': { input: ZNoInput, output: ZKioskIdentity.nullable() },
  /** Stores the identity that pairing obtained (spec/3 §4 'Kiosk pairing'). */
  'device.setIdentity': { input: ZKioskIdentity, output: z.void() },
  /** 'Clear local data' (spec/3 §2 side menu): forgets every stored device key. */
  'device.clear': { input: ZNoInput, output: z.void() },
  /** GET /srv/test with tipo 10 for the paired restaurant (spec/3 §7). */
  'platform.restaurant': { input: ZNoInput, output: ZRestaurantInfo },
  /** POST /srv/getrestomenu with kio for the paired restaurant (spec/3 §7). */
  'platform.menu': { input: ZNoInput, output: ZMenu },
} as const satisfies Record<ChannelName, { input: z.ZodType; output: z.ZodType }>;

export type Channels = typeof CHANNELS;
/** What a caller passes (before parsing) and what a handler receives (after parsing). */
export type ChannelInput<C extends ChannelName> = z.input<Channels[C]['input']>;
export type ChannelParsedInput<C extends ChannelName> = z.output<Channels[C]['input']>;
export type ChannelOutput<C extends ChannelName> = z.output<Channels[C]['output']>;
