import { unwrapReply } from './bridge-reply.ts';
import { CHANNEL_NAMES } from './channel-names.ts';
import type { Subscribe } from './events.ts';
import type { Invoke, KioskBridge } from './kiosk-bridge.ts';

/**
 * Builds the `KioskBridge` object from the channel list over any transport that answers with a
 * `BridgeReply`, with that transport's event subscription. The preload and the browser-mode renderer both use it, so the two cannot drift apart.
 */
export function buildBridge(invoke: Invoke, subscribe: Subscribe): KioskBridge {
  const bridge: Record<string, unknown> = { subscribe };
  for (const channel of CHANNEL_NAMES) {
    const [namespace, method] = channel.split('.') as [string, string];
    bridge[namespace] ??= {};
    const methods = bridge[namespace] as Record<string, (input?: unknown) => Promise<unknown>>;
    methods[method] = async (input?: unknown) => unwrapReply(await invoke(channel, input));
  }
  // The loop above creates exactly the shape KioskBridge derives from the same list.
  return bridge as unknown as KioskBridge;
}
