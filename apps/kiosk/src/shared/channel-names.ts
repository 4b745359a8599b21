/**
 * Every bridge channel, 'namespace.method'. Kept apart from the schemas so the sandboxed preload can
 * build the bridge from this list without bundling zod.
 */
export const CHANNEL_NAMES = [
  'device.info',
  'device.identity',
  'device.setIdentity',
  'device.clear',
  'platform.restaurant',
  'platform.menu',
] as const;

export type ChannelName = (typeof CHANNEL_NAMES)[number];

export function isChannelName(name: string): name is ChannelName {
  return (CHANNEL_NAMES as readonly string[]).includes(name);
}
