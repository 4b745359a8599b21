import * as z from 'zod';
import { RESTAURANT_ID_MIN_LENGTH } from '../constants.ts';
import {
  CONFIRMATION_LIMIT_MINUTES_DEFAULT,
  TICKET_ACK_LIMIT_SECONDS_DEFAULT,
} from '../rules/order-timeouts.ts';
import { ZTranslations } from './common.ts';
import { ZCategory, ZExtra, ZExtraGroup, ZPaymentMethod, ZProduct, ZPromotion, ZTag } from './menu.ts';
import { ZAppConfig, ZKioskConfig, ZPolygon, ZScheduleRow, ZWebConfig } from './restaurant.ts';

/** A table of the restaurant (check-in QR and kiosk locator numbers, spec/3 §5 'Table number'). */
export const ZTable = z.object({
  id: z.string().min(1),
  nm: z.string().min(1),
  nmTrad: ZTranslations.optional(), // the name in other languages (issue 11 item 3)
  sector: z.string().default(''),
});

/** Opening shift: hi/hf start and end, si/sf next-day flags, d weekday bitmask (spec/2 §3 'Shift'). */
export const ZShift = z.object({
  jid: z.string().min(1),
  hi: z.string().regex(/^\d{2}:\d{2}$/),
  hf: z.string().regex(/^\d{2}:\d{2}$/),
  si: z.boolean().default(false),
  sf: z.boolean().default(false),
  d: z.number().int().min(1).max(127),
  rv: z.boolean().default(false),
});
export type TShift = z.infer<typeof ZShift>;

/**
 * A restaurant as it is imported: the file format of resources/demo/restaurants/*.json and of
 * `npm run import`. One schema checks both, so a real menu is held to the demo's rules.
 */
/**
 * How long an order may go unhandled (spec/1 §4 ss -3 and -10; the spec gives no times, see
 * rules/order-timeouts.ts for the defaults and why).
 */
export const ZOrderTimeouts = z.object({
  /** Minutes an order may wait at ss 0 before it is cancelled by timeout (ss -3). */
  confirmMinutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(CONFIRMATION_LIMIT_MINUTES_DEFAULT),
  /** Seconds a queued kitchen ticket may wait for a device's acknowledgement before the order reads -10. */
  ticketAckSeconds: z
    .number()
    .int()
    .min(10)
    .max(24 * 3600)
    .default(TICKET_ACK_LIMIT_SECONDS_DEFAULT),
});
export type TOrderTimeouts = z.infer<typeof ZOrderTimeouts>;

export const ZRestaurantImport = z.object({
  ir: z
    .string()
    .regex(/^[A-Za-z0-9]+$/)
    .min(RESTAURANT_ID_MIN_LENGTH),
  il: z.string().regex(/^[A-Za-z0-9]+$/),
  simpleId: z.number().int().positive(),
  dk: z.string().default(''),
  nombre: z.string().min(1),
  pais: z.string().length(2).toLowerCase(),
  direccion: z.string(),
  comuna: z.string(),
  ciudad: z.string(),
  latitud: z.number().min(-90).max(90),
  longitud: z.number().min(-180).max(180),
  tz: z.string().min(1),
  logo: z.string(),
  fotoPortada: z.string(),
  tipoCocina: z.array(z.number().int()).max(3),
  serviciosResto: z.number().int().min(0),
  priceRange: z.number().int().min(1).max(4),
  app: ZAppConfig,
  web: ZWebConfig.default(ZWebConfig.parse({})),
  kiosk: ZKioskConfig.nullable().default(null),
  paymentMethods: z.array(ZPaymentMethod).default([]),
  schedule: z.array(ZScheduleRow).default([]),
  shifts: z.array(ZShift).min(1),
  tables: z.array(ZTable).default([]),
  polygons: z.array(ZPolygon).default([]),
  timeouts: ZOrderTimeouts.default({
    confirmMinutes: CONFIRMATION_LIMIT_MINUTES_DEFAULT,
    ticketAckSeconds: TICKET_ACK_LIMIT_SECONDS_DEFAULT,
  }),
  menu: z.object({
    categories: z.array(ZCategory).min(1),
    products: z.array(ZProduct).min(1),
    extraGroups: z.array(ZExtraGroup).default([]),
    extras: z.array(ZExtra).default([]),
    promos: z.array(ZPromotion).default([]),
    tags: z.array(ZTag).default([]),
  }),
});
export type TRestaurantImport = z.infer<typeof ZRestaurantImport>;
export type TRestaurantImportInput = z.input<typeof ZRestaurantImport>;

/** A portal groups restaurants on one kiosk or page (spec/3 §3 'Portal info'). */
export const ZPortalImport = z.object({
  id: z.string().min(1),
  pais: z.string().length(2),
  nombre: z.string().min(1),
  nombreTrad: ZTranslations.default({}),
  restaurants: z.array(z.string()).min(1), // restaurant ir values
});
export type TPortalImport = z.infer<typeof ZPortalImport>;

/** A staff account of a catalog (resources/demo/staff/*.json): signs in by e-mail code like a diner. */
export const ZStaffImport = z.object({
  email: z.string().email().toLowerCase(),
  nm: z.string().min(1),
  ln: z.string().default(''),
  roles: z
    .array(
      z.object({
        module: z.number().int().min(2001).max(9999),
        ir: z.string().default(''), // '' means every restaurant
        il: z.string().default(''),
        role: z.string().min(1),
        level: z.number().int().min(0).default(0),
      }),
    )
    .min(1),
});
export type TStaffImport = z.infer<typeof ZStaffImport>;
