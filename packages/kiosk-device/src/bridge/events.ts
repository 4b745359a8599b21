import { ZStockLevel, ZTextParams } from '@comanda/domain';
import * as z from 'zod/mini';
import { ZPrinterNotice, ZPrinterState } from './printer-status.ts';

/** Where a reset sends the device: Welcome, or the restaurant chooser in portal mode (spec/3 §9). */
export const ZResetTarget = z.enum(['/KioskWelcome', '/SelectRestaurant']);

/** The pairing screen's state, owned by the main process's pairing service. */
export const ZPairingState = z.discriminatedUnion('status', [
  z.object({ status: z.literal('idle') }),
  z.object({ status: z.literal('requesting') }),
  z.object({ status: z.literal('showing'), code: z.string(), expiresAt: z.number() }),
  // The platform's refusal: its Spanish message, and its text (key, params) for the totem's language.
  z.object({
    status: z.literal('error'),
    message: z.string(),
    key: z.optional(z.string()),
    params: z.optional(ZTextParams),
  }),
  z.object({ status: z.literal('paired'), kind: z.enum(['restaurant', 'portal']) }),
]);
export type TPairingState = z.infer<typeof ZPairingState>;

/**
 * Pushed on EVENT_CHANNEL (channel-names.ts). What main tells the renderer without being asked: the inactivity watchdog's modal and reset
 * (spec/3 §9 'Inactivity'), pairing progress, a device the platform refused (spec/3 §4 'Kiosk errors') and
 * a printer that fails or comes back (spec/3 §8).
 */
// A plain union: two members share type 'inactivity' (told apart by phase), which a discriminated union refuses.
export const ZKioskEvent = z.union([
  z.object({ type: z.literal('inactivity'), phase: z.literal('active') }),
  // ends: the countdown ends in a reset (false only for the first modal on PayOrder, which just asks).
  z.object({
    type: z.literal('inactivity'),
    phase: z.literal('warning'),
    secondsLeft: z.int(),
    ends: z.boolean(),
  }),
  z.object({
    type: z.literal('reset'),
    target: ZResetTarget,
    reason: z.enum(['inactivity', 'order-cancelled']),
  }),
  z.object({ type: z.literal('pairing'), state: ZPairingState }),
  z.object({ type: z.literal('device'), status: z.enum(['inactive', 'notAvailable']) }),
  // The platform refused the device's token (revoked from /staff/kiosks): it forgot its pairing.
  z.object({ type: z.literal('unpaired') }),
  // A failing printer is told, never blocking (spec/3 §8 'Printer failure': a toast on a print error).
  z.object({ type: z.literal('printer'), notice: ZPrinterNotice, status: ZPrinterState }),
  // One of this device's orders changed (the live `ped` event): the pay screen decides by it (spec/3 §4).
  z.object({ type: z.literal('order'), iped: z.string(), sp: z.int(), ss: z.int() }),
  // An order's ticket came out of the printer (PaymentReceived's print-done signal, spec/3 §4).
  z.object({ type: z.literal('ticket'), iped: z.string() }),
  // Stock of the restaurant the totem sells for changed (the live `stock` event): sold-out marks follow.
  z.object({ type: z.literal('stock'), ir: z.string(), levels: z.array(ZStockLevel) }),
  // The restaurant's catalog changed (a back-office save, issue 13 item 3): prices and products follow.
  z.object({ type: z.literal('catalog'), ir: z.string() }),
]);
export type KioskEvent = z.infer<typeof ZKioskEvent>;
export type KioskEventListener = (event: KioskEvent) => void;
/** Subscribes to main's events; answers the unsubscribe function. */
export type Subscribe = (listener: KioskEventListener) => () => void;
