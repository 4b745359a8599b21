import * as z from 'zod/mini';
import { ZBookingRecord } from './booking.ts';
import { ZStockLevel } from './cart.ts';
import { ZPrintArgs } from './order.ts';
import { text } from './safe-input.ts';
import { ZWaiterCall } from './waiter-call.ts';

/**
 * Messages of the one live WebSocket (DESIGN 'How data flows' 4). A client subscribes to the restaurants
 * it shows; the server pushes stock changes (sold-out updates, spec/1 §4 'Cart lifecycle'), order status
 * (`ped`) to the diner, the venue's board and the kiosk that placed it, and print jobs (`dte`) to devices.
 */
export const ZLiveSubscribe = z.object({
  type: z.literal('subscribe'),
  restaurants: z.array(text({ min: 1, max: 100 })).check(z.maxLength(50)),
  /** A diner's session token: `ped` events of that diner's orders. */
  token: z.optional(text({ min: 1, max: 200 })),
  /** A staff session (module 5000) and the venue it shows: `ped` events of the venue's board. */
  staff: z.optional(z.object({ token: text({ min: 1, max: 200 }), irl: text({ min: 1, max: 100 }) })),
  /** A kiosk device token: `ped` events of its orders and `dte` print jobs for it. */
  device: z.optional(text({ min: 1, max: 200 })),
  /**
   * One order's id, as its ticket's link carries it ({venue}/pedido/{orderId}, spec/3 §7): `ped` events of
   * that order only, for whoever holds the link (the id is the key, as on the paper; issue 14 item 6).
   */
  order: z.optional(text({ min: 1, max: 64 })),
  /** A diner's session token and a check-in id (issue 14 item 5): `bill` events of that table's bill. */
  bill: z.optional(z.object({ token: text({ min: 1, max: 200 }), ic: text({ min: 1, max: 64 }) })),
});
export type TLiveSubscribe = z.infer<typeof ZLiveSubscribe>;

export const ZLiveStockEvent = z.object({
  type: z.literal('stock'),
  ir: z.string().check(z.minLength(1)),
  levels: z.array(ZStockLevel).check(z.minLength(1)),
});
export type TLiveStockEvent = z.infer<typeof ZLiveStockEvent>;

/**
 * A restaurant's catalog changed (a back-office save, issue 13 item 3): open menus and totems read it again,
 * so a new price or product shows within seconds instead of at their next refresh. `version` is the catalog
 * version the save produced.
 */
export const ZLiveCatalogEvent = z.object({
  type: z.literal('catalog'),
  ir: z.string().check(z.minLength(1)),
  version: z.string(),
});
export type TLiveCatalogEvent = z.infer<typeof ZLiveCatalogEvent>;

/**
 * An order changed (spec/3 §3 'Order events', §4 'Realtime sync'): iped, io, sp, ss, m_id (table), ioext,
 * imTxt, plus the venue ir and the delivery status stdvy, so a board can place it without a refetch.
 */
export const ZLivePedEvent = z.object({
  type: z.literal('ped'),
  iped: z.string(),
  io: z.int(),
  sp: z.int(),
  ss: z.int(),
  stdvy: z.int(),
  m_id: z.string(),
  ioext: z.string(),
  imTxt: z.string(),
  ir: z.string(),
});
export type TLivePedEvent = z.infer<typeof ZLivePedEvent>;

/**
 * A print job for a device (spec/3 §4 'Realtime sync' `dte`): device_id, the job id and its args. args is
 * left out when it would not fit a notice; the device then reads GET /srv/print/pending.
 */
export const ZLiveDteEvent = z.object({
  type: z.literal('dte'),
  device_id: z.string(),
  id: z.string(),
  args: z.optional(ZPrintArgs),
});
export type TLiveDteEvent = z.infer<typeof ZLiveDteEvent>;

/**
 * A call from a table (issue 14 item 4, spec/1 §2 screen 13): to the venue's board when a diner calls and when
 * staff acknowledge it, and to the diner who called when it is acknowledged ('waiter on the way').
 */
export const ZLiveWaiterEvent = z.object({ type: z.literal('waiter'), call: ZWaiterCall });
export type TLiveWaiterEvent = z.infer<typeof ZLiveWaiterEvent>;

/**
 * The server's answer to a subscribe: the restaurants whose stock events this socket now receives, and
 * which order streams it joined (orders: the diner's; board: the venue; device: the kiosk device id; order:
 * the one order of a ticket's link).
 */
export const ZLiveSubscribed = z.object({
  type: z.literal('subscribed'),
  restaurants: z.array(z.string()),
  orders: z.optional(z.boolean()),
  board: z.optional(z.nullable(z.string())),
  device: z.optional(z.nullable(z.string())),
  /** The one order whose `ped` events this socket joined by its link, or null. */
  order: z.optional(z.nullable(z.string())),
  bill: z.optional(z.nullable(z.string())),
});
export type TLiveSubscribed = z.infer<typeof ZLiveSubscribed>;

/** A client message the server could not use, with a readable message; the socket stays open. */
export const ZLiveError = z.object({ type: z.literal('error'), message: z.string() });
export type TLiveError = z.infer<typeof ZLiveError>;

/**
 * The server is alive and this socket still reaches it (issue 10 item 6): sent on connection and every
 * `every` ms, so a client that hears nothing for liveSilenceLimitMs(every) reconnects.
 */
export const ZLiveHeartbeat = z.object({ type: z.literal('heartbeat'), every: z.int().check(z.positive()) });
export type TLiveHeartbeat = z.infer<typeof ZLiveHeartbeat>;

/**
 * A table's bill changed (issue 14 item 5: lines, selections or payments): the diners at the table read it
 * again (GET /srv/getgaeorder). ic is the bill's check-in id.
 */
export const ZLiveBillEvent = z.object({ type: z.literal('bill'), ic: z.string() });
export type TLiveBillEvent = z.infer<typeof ZLiveBillEvent>;

/**
 * A table booking changed (issue 17 item 6): to its diner's topic (My Reservations) and the venue's board topic
 * (the booking book) when it is made, cancelled or moved by staff.
 */
export const ZLiveBookingEvent = z.object({ type: z.literal('booking'), booking: ZBookingRecord });
export type TLiveBookingEvent = z.infer<typeof ZLiveBookingEvent>;

export const ZLiveEvent = z.discriminatedUnion('type', [
  ZLiveBillEvent,
  ZLiveStockEvent,
  ZLiveCatalogEvent,
  ZLivePedEvent,
  ZLiveDteEvent,
  ZLiveWaiterEvent,
  ZLiveSubscribed,
  ZLiveError,
  ZLiveHeartbeat,
  ZLiveBookingEvent,
]);
export type TLiveEvent = z.infer<typeof ZLiveEvent>;
