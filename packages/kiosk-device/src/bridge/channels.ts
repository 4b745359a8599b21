import {
  isTechnicianPin,
  LANGUAGES,
  ZCart,
  ZKioskIdentity,
  ZKioskPortal,
  ZKioskTable,
  ZMenu,
  ZPortalRestaurants,
  ZPriceCheckResult,
  ZRestaurantInfo,
  ZStockLine,
  ZTranslationFile,
} from '@comanda/domain';
import * as z from 'zod/mini';
import type { ChannelName } from './channel-names.ts';
import { ZKioskEvent, ZPairingState } from './events.ts';
import { ZChargeResult, ZPlaceOrderInput, ZPlaceOrderResult } from './order-inputs.ts';
import { ZPrintOrderInput, ZPrintOrderResult, ZTestPrintResult } from './printer-inputs.ts';
import { ZPrinterState } from './printer-status.ts';

/** A channel that takes nothing. JSON cannot carry `undefined`, so a browser-mode `null` counts as nothing. */
const ZNoInput = z.pipe(
  z.union([z.undefined(), z.null()]),
  z.transform(() => undefined),
);

/** An entry of GET /srv/idiomas as listed (spec/2 §3 'Language entry'); its code may be one without texts here. */
export const ZListedLanguage = z.object({
  ix: z.string(),
  nati: z.string(),
  pr: z.number(),
  ac: z.boolean(),
});
export type TListedLanguage = z.infer<typeof ZListedLanguage>;

/** Which process answers the bridge, and the platform it talks to (images are served from there). */
export const ZDeviceInfo = z.object({
  shell: z.enum(['electron', 'browser']),
  serverUrl: z.string(),
  version: z.string(),
});
export type TDeviceInfo = z.infer<typeof ZDeviceInfo>;

/** A technician PIN as the pairing screen sends it (domain rules/technician-pin.ts). */
const ZPin = z.string().check(z.refine(isTechnicianPin, 'p1_err_v_technician_pin'));

export const ZTechnicianStatus = z.object({
  pinSet: z.boolean(),
  /** Epoch ms until which no PIN is accepted after too many wrong ones; null when not locked. */
  lockedUntil: z.nullable(z.number()),
  attemptsLeft: z.int(),
  open: z.boolean(),
});

export const ZUnlockAnswer = z.discriminatedUnion('reason', [
  z.object({ ok: z.literal(true), reason: z.literal('ok') }),
  z.object({ ok: z.literal(false), reason: z.literal('wrong'), attemptsLeft: z.int() }),
  z.object({ ok: z.literal(false), reason: z.literal('locked'), until: z.number() }),
  z.object({ ok: z.literal(false), reason: z.literal('noPin') }),
]);

/** Where a device goes on arrival (spec/3 §2 'Kiosk hosts'). */
export const ZArrival = z.enum(['/KioskWelcome', '/SelectRestaurant', '/ProfileLogin']);

/**
 * May this device sell now? As data, not an exception: Electron flattens errors crossing the bridge,
 * and the renderer must tell 401 (inactive) from 403 (notAvailable) (spec/3 §4 'Kiosk errors').
 */
export const ZDeviceCheck = z.object({ status: z.enum(['ok', 'inactive', 'notAvailable', 'offline']) });

/** The saved local table (spec/3 §3 'Local table record': sid, table, time). */
export const ZLocalTable = z.object({ sid: z.int(), table: z.string(), time: z.int() });

/**
 * The bridge contract, declared once: channel → input schema and output schema. Main (Electron) and the
 * browser host parse every input with these; the renderer's types are derived from them.
 */
export const CHANNELS = {
  /** Shell and server of this device. */
  'device.info': { input: ZNoInput, output: ZDeviceInfo },
  /** The paired identity (KIOUSER, spec/3 §3), or null before pairing. */
  'device.identity': { input: ZNoInput, output: z.nullable(ZKioskIdentity) },
  /** Stores the identity that pairing obtained (spec/3 §4 'Kiosk pairing'). */
  'device.setIdentity': { input: ZKioskIdentity, output: z.void() },
  /** The portal record (KIOPORTAL, spec/3 §3), or null when this is not a portal kiosk. */
  'device.portal': { input: ZNoInput, output: z.nullable(ZKioskPortal) },
  /** KIOUSER → Welcome, else KIOPORTAL → SelectRestaurant, else pairing (spec/3 §2). */
  'device.arrival': { input: ZNoInput, output: ZArrival },
  /**
   * 'Clear local data' (spec/3 §2 side menu): forgets every stored device key. Behind the technician PIN
   * (issue 12 item 5): refused unless the technician menu is open, or the device has neither a pairing nor
   * a PIN to protect.
   */
  'device.clear': { input: ZNoInput, output: z.void() },
  /** GET /srv/test with tipo 10 for the paired (or chosen portal) restaurant (spec/3 §7). */
  'platform.restaurant': { input: ZNoInput, output: ZRestaurantInfo },
  /** POST /srv/getrestomenu with kio for the paired restaurant (spec/3 §7). */
  'platform.menu': { input: ZNoInput, output: ZMenu },
  /** Whether the platform still accepts this device (401 → inactive, 403 → notAvailable). */
  'platform.check': { input: ZNoInput, output: ZDeviceCheck },
  /** A locator number checked against the restaurant's tables (spec/3 §5). */
  'platform.table': {
    input: z.object({ mesa: z.string().check(z.regex(/^\d{1,6}$/)) }),
    output: z.union([
      z.object({ found: z.literal(true), table: ZKioskTable }),
      z.object({ found: z.literal(false), message: z.string() }),
    ]),
  },
  /** POST /srv/pricecheck: the server's prices for the kiosk cart (it never trusts client totals). */
  'platform.priceCheck': {
    input: z.object({
      tipo: z.union([z.literal(4), z.literal(5)]),
      lines: z.array(ZStockLine).check(z.maxLength(200)),
    }),
    output: ZPriceCheckResult,
  },
  /** A translation file of the kiosk module from the platform (spec/2 §4); the renderer falls back to its own. */
  'platform.texts': {
    input: z.object({ language: z.enum(LANGUAGES), file: z.string().check(z.regex(/^[a-z]{1,40}$/)) }),
    output: ZTranslationFile,
  },
  /**
   * The platform's languages for the kiosk module (GET /srv/idiomas, spec/2 §4): its entries as listed,
   * read leniently (an entry of a language this code has no texts for is the renderer's to leave out).
   */
  'platform.languages': {
    input: ZNoInput,
    output: z.array(ZListedLanguage),
  },
  /** GET /srv/restosportales for this portal kiosk (spec/3 §7). */
  'portal.restaurants': { input: ZNoInput, output: ZPortalRestaurants },
  /** A portal diner chose a restaurant: platform calls go to it until the next reset. */
  'portal.choose': {
    input: z.object({ ir: z.string().check(z.minLength(1), z.maxLength(64)) }),
    output: z.void(),
  },
  /** Starts pairing (asks for a code) unless it is under way; answers the current state. */
  'pairing.start': { input: ZNoInput, output: ZPairingState },
  'pairing.state': { input: ZNoInput, output: ZPairingState },
  /** The kiosk cart, kept by the device so it survives a renderer reload (spec/3 §3 'Kiosk cart'). */
  'cart.get': { input: ZNoInput, output: z.nullable(ZCart) },
  'cart.set': { input: ZCart, output: z.void() },
  'cart.clear': { input: ZNoInput, output: z.void() },
  /** The saved local table when still usable for this restaurant (spec/3 §5), else null. */
  'table.get': { input: ZNoInput, output: z.nullable(ZLocalTable) },
  'table.set': { input: z.object({ table: z.string().check(z.regex(/^\d{1,6}$/)) }), output: z.void() },
  /** A touch, click, key or scroll happened (the renderer throttles these). */
  'watchdog.activity': { input: ZNoInput, output: z.void() },
  /** The renderer's route: the watchdog sleeps on Welcome/pairing/errors and runs two cycles on PayOrder. */
  'watchdog.route': { input: z.object({ route: z.string().check(z.maxLength(200)) }), output: z.void() },
  /** Whether a PIN is set, locked, tries left, and whether the technician menu is open (issue 12 item 6). */
  'technician.status': { input: ZNoInput, output: ZTechnicianStatus },
  /** The technician chooses the PIN on the pairing screen; refused once the device is paired. */
  'technician.setPin': { input: z.object({ pin: ZPin }), output: z.void() },
  /** The PIN the hidden gesture asks for: right opens the technician menu, wrong counts towards a lock. */
  'technician.unlock': { input: z.object({ pin: z.string().check(z.maxLength(32)) }), output: ZUnlockAnswer },
  /** The technician closed the menu. */
  'technician.lock': { input: ZNoInput, output: z.void() },
  /** The printer's answer (connected, paper, cover, last error) and the print queue (spec/3 §2 /testPrint). */
  'printer.status': { input: ZNoInput, output: ZPrinterState },
  /**
   * Prints the test ticket (every element) in the restaurant's time zone and currency, at the paper width
   * chosen (58 or 80 mm; the configured width without one), and answers its preview, decoded from the bytes sent.
   */
  'printer.test': {
    input: z.union([
      z.undefined(),
      z.null(),
      z.object({
        waitMs: z.optional(z.int().check(z.gte(0), z.lte(30_000))),
        paperMm: z.optional(z.union([z.literal(58), z.literal(80)])),
      }),
    ]),
    output: ZTestPrintResult,
  },
  /** Queues an order's ticket (PaymentReceived); answers once stored, never waits for paper (spec/3 §8). */
  'printer.printOrder': { input: ZPrintOrderInput, output: ZPrintOrderResult },
  /**
   * Saves the device's cart as an order with this method (POST /srv/saveorder?kio=1). Idempotent until the
   * order is settled or cancelled: a reload or retry answers the same order (spec/3 §4 'Payment').
   */
  'order.place': { input: ZPlaceOrderInput, output: ZPlaceOrderResult },
  /** Card codes: the terminal charges the saved order, the answer is reported (POST /srv/kiosk/payment). */
  'order.charge': { input: ZNoInput, output: ZChargeResult },
  /** 'Cancelar pedido' (GET /srv/cancelorder); the cart and the order record are forgotten. */
  'order.cancel': { input: ZNoInput, output: z.void() },
  /** PaymentReceived: the order is paid; cart and order record are cleared (spec/3 §4). */
  'order.settle': { input: ZNoInput, output: z.void() },
  /** Whether this device already printed the order's ticket (the server's job; a `ticket` event follows). */
  'order.ticketPrinted': {
    input: z.object({ iped: z.string().check(z.minLength(1), z.maxLength(64)) }),
    output: z.boolean(),
  },
  /**
   * Browser mode's event transport: waits (long poll) for events after `after` (-1: from now on).
   * Electron pushes the same events over EVENT_CHANNEL instead.
   */
  'host.nextEvents': {
    input: z.object({ after: z.int().check(z.gte(-1)) }),
    output: z.object({ cursor: z.int(), events: z.array(ZKioskEvent) }),
  },
  /** Tests and demos only (refused in production): runs the watchdog's clock `scale` times faster. */
  'dev.timeScale': { input: z.object({ scale: z.number().check(z.gte(1), z.lte(1000)) }), output: z.void() },
  /** Tests and demos only (refused in production): the sandbox card terminal approves, declines or decides. */
  'dev.cardTerminal': {
    input: z.object({ mode: z.enum(['auto', 'approve', 'decline', 'wait']) }),
    output: z.void(),
  },
} as const satisfies Record<ChannelName, { input: z.ZodMiniType; output: z.ZodMiniType }>;

export type Channels = typeof CHANNELS;
/** What a caller passes (before parsing) and what a handler receives (after parsing). */
export type ChannelInput<C extends ChannelName> = z.input<Channels[C]['input']>;
export type ChannelParsedInput<C extends ChannelName> = z.output<Channels[C]['input']>;
export type ChannelOutput<C extends ChannelName> = z.output<Channels[C]['output']>;
