import * as z from 'zod/mini';
import { ZTranslations } from './common.ts';
import { ZKioskIdentity } from './kiosk.ts';
import { text } from './safe-input.ts';

/**
 * Kiosk pairing (spec/3 §4 'Kiosk pairing', §7 kiosk login): the device asks for a short code, shows it,
 * and polls with a secret pairing id until a technician (module 9000) verifies the code for a restaurant
 * or a portal. Codes expire after KIOSK_CODE_EXPIRY_SECONDS.
 */

/** A code a person reads aloud and types: 6 characters without 0/O or 1/I. */
export const KIOSK_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const KIOSK_CODE_LENGTH = 6;
export const ZKioskCode = z.pipe(
  z.pipe(
    text({ max: 32, multiline: true }),
    z.transform((code) => code.replace(/[\s-]+/g, '').toUpperCase()),
  ),
  z.string().check(z.length(KIOSK_CODE_LENGTH, 'p1_err_v_kiosk_code_length')),
);

/** POST /srv/kiosk/code: the device's request (its own id, when it already has one). */
export const ZKioskCodeRequest = z.object({ iu: z.optional(text({ min: 1, max: 64 })) });

/** POST /srv/kiosk/code answer: the code to show, the secret id to poll with, and when it expires. */
export const ZKioskCodeAnswer = z.object({
  code: z.string().check(z.length(KIOSK_CODE_LENGTH)),
  pairingId: z.string().check(z.minLength(20)),
  expiresAt: z.int(), // epoch ms
});
export type TKioskCodeAnswer = z.infer<typeof ZKioskCodeAnswer>;

/** GET /srv/kiosk/pairing?pid=…: the device's poll. */
export const ZKioskPairingQuery = z.object({ pid: text({ min: 20, max: 100 }) });

/** One restaurant of a portal kiosk: restaurant ir and the kiosk configuration (idTotem) it runs there. */
export const ZPortalLocal = z.object({
  ir: z.string().check(z.minLength(1)),
  idTotem: z._default(z.string(), ''),
});

/** KIOPORTAL (spec/3 §3 'Device and portal records'): idPortal, country, name, idLocales, time, to. */
export const ZKioskPortal = z.object({
  idPortal: z.string().check(z.minLength(1)),
  country: z.string().check(z.length(2)),
  name: z.string().check(z.minLength(1)),
  idLocales: z.array(ZPortalLocal),
  time: z.int(), // epoch ms when the portal info was read (refreshed after 59 min, spec/3 §5)
  to: z._default(z.string(), ''),
  iu: z.string().check(z.minLength(1)),
});
export type TKioskPortal = z.infer<typeof ZKioskPortal>;

export const ZKioskPairingStatus = z.discriminatedUnion('status', [
  z.object({ status: z.literal('pending'), expiresAt: z.int() }),
  z.object({ status: z.literal('paired'), identity: ZKioskIdentity }),
  z.object({ status: z.literal('paired-portal'), portal: ZKioskPortal }),
  z.object({ status: z.literal('expired') }),
]);
export type TKioskPairingStatus = z.infer<typeof ZKioskPairingStatus>;

/**
 * POST /srv/kiosk/verify (technician, module 9000): the code on the device and either a restaurant
 * (ir + il, optional kiosk configuration dp) or a portal id.
 */
export const ZKioskVerifyRequest = z
  .object({
    code: ZKioskCode,
    ir: z.optional(text({ min: 1, max: 100 })),
    il: z.optional(text({ min: 1, max: 100 })),
    dp: z._default(text({ max: 64 }), ''),
    portal: z.optional(text({ min: 1, max: 100 })),
    nm: z._default(text({ max: 60 }).check(z.trim()), ''),
  })
  .check(
    z.refine((r) => (r.portal !== undefined) !== (r.ir !== undefined && r.il !== undefined), {
      message: 'p1_err_v_kiosk_target',
    }),
  );
export type TKioskVerifyRequest = z.input<typeof ZKioskVerifyRequest>;

export const ZKioskVerifyAnswer = z.object({
  deviceId: z.string(),
  kind: z.enum(['restaurant', 'portal']),
  name: z.string(),
});
export type TKioskVerifyAnswer = z.infer<typeof ZKioskVerifyAnswer>;

/** Token refresh (spec/3 §7 'POST with xiu, kiosId, ir, il, token, tt 4'): tt 4 is a kiosk token. */
export const KIOSK_TOKEN_TYPE = 4;
export const ZKioskTokenRefresh = z.object({
  xiu: text({ min: 1, max: 100 }),
  kiosId: z._default(text({ max: 100 }), ''),
  ir: z._default(text({ max: 100 }), ''),
  il: z._default(text({ max: 100 }), ''),
  token: text({ min: 1, max: 200 }),
  tt: z.literal(KIOSK_TOKEN_TYPE),
});
export type TKioskTokenRefresh = z.input<typeof ZKioskTokenRefresh>;
export const ZKioskTokenAnswer = z.object({ to: z.string().check(z.minLength(1)), issuedAt: z.int() });

/** GET /srv/kiosk/device: whether this device token may still sell (401 inactive restaurant, 403 revoked). */
export const ZKioskDeviceCheck = z.object({ ok: z.literal(true), kind: z.enum(['restaurant', 'portal']) });

/** GET /srv/kiosk/table?irl=…&mesa=…: a locator number checked against the restaurant's tables (spec/3 §5). */
export const ZKioskTableQuery = z.object({
  irl: text({ max: 200 }).check(z.regex(/^[^-]+-[^-]+$/)),
  mesa: text({ max: 20 }).check(z.trim(), z.regex(/^\d{1,6}$/, 'p1_err_v_table_number')),
});
/** A table found for a locator number; its name in other languages where the restaurant wrote one (issue 11). */
export const ZKioskTable = z.object({ id: z.string(), nm: z.string(), nmTrad: z.optional(ZTranslations) });
export type TKioskTable = z.infer<typeof ZKioskTable>;

/** GET /srv/restosportales (spec/3 §7: amb, pais, ipr, kio): the restaurants of a portal. */
export const ZPortalRestaurantsQuery = z.object({
  pais: z._default(text({ max: 8 }).check(z.trim(), z.toLowerCase(), z.length(2)), 'cl'),
  ipr: text({ min: 1, max: 100 }),
  kio: z.optional(text({ max: 8 })),
});
export const ZPortalRestaurant = z.object({
  ir: z.string(),
  il: z.string(),
  dk: z.string(),
  nombre: z.string(),
  logo: z.string(),
  simpleId: z.int(),
  pais: z.string(),
  colorP: z.string(),
  active: z.boolean(),
  /** Whether the restaurant has a kiosk configuration (a kiosk can only sell there when it does). */
  kiosk: z.boolean(),
});
export type TPortalRestaurant = z.infer<typeof ZPortalRestaurant>;
export const ZPortalRestaurants = z.object({
  idPortal: z.string(),
  nombre: z.string(),
  nombreTrad: ZTranslations,
  restaurants: z.array(ZPortalRestaurant),
});
export type TPortalRestaurants = z.infer<typeof ZPortalRestaurants>;

/**
 * GET /srv/kiosk/venues (technician): where a device can be paired. Each restaurant has one kiosk
 * configuration today (cfgKiosk), offered as dp KIOSK_DEFAULT_CONFIG_ID; the list leaves room for more.
 */
export const KIOSK_DEFAULT_CONFIG_ID = '1';
export const ZKioskVenues = z.object({
  restaurants: z.array(
    z.object({
      ir: z.string(),
      il: z.string(),
      nombre: z.string(),
      simpleId: z.int(),
      active: z.boolean(),
      configs: z.array(z.object({ dp: z.string(), nombre: z.string() })),
    }),
  ),
  portals: z.array(z.object({ id: z.string(), nombre: z.string(), pais: z.string() })),
});
export type TKioskVenues = z.infer<typeof ZKioskVenues>;

/**
 * GET /srv/kiosk/device: a portal device names the restaurant it is about to open (ir); the device token may
 * come as the bearer header or as xtot1 (spec/3 §7 request conventions).
 */
export const ZKioskDeviceQuery = z.object({
  ir: z.optional(text({ max: 64 })),
  xtot1: z.optional(text({ max: 200 })),
});
