import { z } from 'zod';
import { ZStockLevel } from './cart.ts';

/**
 * Messages of the one live WebSocket (DESIGN 'How data flows' 4). A client subscribes to the restaurants
 * it shows; the server pushes stock changes (sold-out updates, spec/1 §4 'Cart lifecycle'). Order status
 * (`ped`) and print jobs (`dte`) join this union in later issues.
 */
export const ZLiveSubscribe = z.object({
  type: z.literal('subscribe'),
  restaurants: z.array(z.string().min(1)).max(50),
});
export type TLiveSubscribe = z.infer<typeof ZLiveSubscribe>;

export const ZLiveStockEvent = z.object({
  type: z.literal('stock'),
  ir: z.string().min(1),
  levels: z.array(ZStockLevel).min(1),
});
export type TLiveStockEvent = z.infer<typeof ZLiveStockEvent>;

/** The server's answer to a subscribe: the restaurants whose stock events this socket now receives. */
export const ZLiveSubscribed = z.object({
  type: z.literal('subscribed'),
  restaurants: z.array(z.string()),
});
export type TLiveSubscribed = z.infer<typeof ZLiveSubscribed>;

/** A client message the server could not use, with a readable message; the socket stays open. */
export const ZLiveError = z.object({ type: z.literal('error'), message: z.string() });
export type TLiveError = z.infer<typeof ZLiveError>;

export const ZLiveEvent = z.discriminatedUnion('type', [ZLiveStockEvent, ZLiveSubscribed, ZLiveError]);
export type TLiveEvent = z.infer<typeof ZLiveEvent>;

/** The path of the live WebSocket on the platform server. */
export const LIVE_PATH = '/srv/live';
