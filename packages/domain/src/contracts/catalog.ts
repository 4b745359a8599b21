import * as z from 'zod/mini';
import { RESTAURANT_ID_MIN_LENGTH } from '../constants.ts';
import { KITCHEN_RELEASE_DEFAULT, KitchenRelease } from '../rules/kitchen-release.ts';
import { KITCHEN_TIMERS_DEFAULT } from '../rules/kitchen-timers.ts';
import {
  CONFIRMATION_LIMIT_MINUTES_DEFAULT,
  TICKET_ACK_LIMIT_SECONDS_DEFAULT,
} from '../rules/order-timeouts.ts';
import { ZBookingConfig } from './booking.ts';
import { ZTranslations } from './common.ts';
import { ZCategory, ZExtra, ZExtraGroup, ZPaymentMethod, ZProduct, ZPromotion, ZTag } from './menu.ts';
import {
  ZAppConfig,
  ZKioskConfig,
  ZPolygon,
  ZRestaurantPhoto,
  ZScheduleRow,
  ZWebConfig,
} from './restaurant.ts';
import { ZShift } from './shift.ts';
import { ZVenueImport } from './venue.ts';

/** A table of the restaurant (check-in QR and kiosk locator numbers, spec/3 §5 'Table number'). */
export const ZTable = z.object({
  id: z.string().check(z.minLength(1)),
  nm: z.string().check(z.minLength(1)),
  nmTrad: z.optional(ZTranslations), // the name in other languages (issue 11 item 3)
  sector: z._default(z.string(), ''),
});

/**
 * A holiday: a local date ('YYYY-MM-DD', in the restaurant's time zone) on which it takes no orders whatever its
 * shifts say (issue 13 item 3 'opening shifts and holidays (blocked dates)'; rules/opening-hours.ts).
 */
export const ZHoliday = z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/));

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
  confirmMinutes: z._default(
    z.number().check(z.int(), z.gte(1), z.lte(24 * 60)),
    CONFIRMATION_LIMIT_MINUTES_DEFAULT,
  ),
  /** Seconds a queued kitchen ticket may wait for a device's acknowledgement before the order reads -10. */
  ticketAckSeconds: z._default(
    z.number().check(z.int(), z.gte(10), z.lte(24 * 3600)),
    TICKET_ACK_LIMIT_SECONDS_DEFAULT,
  ),
});
export type TOrderTimeouts = z.infer<typeof ZOrderTimeouts>;

const timerMinutes = (fallback: number) =>
  z._default(z.number().check(z.int(), z.gte(1), z.lte(24 * 60)), fallback);

/**
 * When the kitchen board's timers turn amber and red (issue 13 item 2; defaults and why in
 * rules/kitchen-timers.ts): minutes since arrival while an order awaits confirmation, since confirmation while
 * it is prepared. Red comes after amber.
 */
export const ZKitchenTimers = z
  .object({
    arrivalAmberMinutes: timerMinutes(KITCHEN_TIMERS_DEFAULT.arrivalAmberMinutes),
    arrivalRedMinutes: timerMinutes(KITCHEN_TIMERS_DEFAULT.arrivalRedMinutes),
    confirmedAmberMinutes: timerMinutes(KITCHEN_TIMERS_DEFAULT.confirmedAmberMinutes),
    confirmedRedMinutes: timerMinutes(KITCHEN_TIMERS_DEFAULT.confirmedRedMinutes),
  })
  .check(
    z.refine(
      (t) => t.arrivalRedMinutes > t.arrivalAmberMinutes && t.confirmedRedMinutes > t.confirmedAmberMinutes,
      'p1_err_v_kitchen_timers',
    ),
  );
export type TKitchenTimers = z.infer<typeof ZKitchenTimers>;

export const ZRestaurantImport = z.object({
  ir: z.string().check(z.regex(/^[A-Za-z0-9]+$/), z.minLength(RESTAURANT_ID_MIN_LENGTH)),
  il: z.string().check(z.regex(/^[A-Za-z0-9]+$/)),
  simpleId: z.int().check(z.positive()),
  dk: z._default(z.string(), ''),
  nombre: z.string().check(z.minLength(1)),
  pais: z.string().check(z.length(2), z.toLowerCase()),
  direccion: z.string(),
  comuna: z.string(),
  ciudad: z.string(),
  latitud: z.number().check(z.gte(-90), z.lte(90)),
  longitud: z.number().check(z.gte(-180), z.lte(180)),
  tz: z.string().check(z.minLength(1)),
  logo: z.string(),
  fotoPortada: z.string(),
  tipoCocina: z.array(z.int()).check(z.maxLength(3)),
  serviciosResto: z.int().check(z.gte(0)),
  /** The restaurant's photos (spec/2 §3 'Photo'), shown on its info screen (issue 18 item 1). */
  fotos: z._default(z.array(ZRestaurantPhoto).check(z.maxLength(50)), []),
  priceRange: z.int().check(z.gte(1), z.lte(4)),
  app: ZAppConfig,
  web: z._default(ZWebConfig, ZWebConfig.parse({})),
  kiosk: z._default(z.nullable(ZKioskConfig), null),
  paymentMethods: z._default(z.array(ZPaymentMethod), []),
  schedule: z._default(z.array(ZScheduleRow), []),
  shifts: z.array(ZShift).check(z.minLength(1)),
  holidays: z._default(z.array(ZHoliday), []),
  /** Table bookings' config d[0] (spec/2 §3); the bookable shifts are those with rv, their covers cv. */
  booking: z._default(ZBookingConfig, ZBookingConfig.parse({})),
  tables: z._default(z.array(ZTable), []),
  /**
   * The password diners at a table give when app.selfatpwd asks for one (spec/1 §5 'Other checkout rules').
   * Kept on the server: no answer carries it.
   */
  checkInPassword: z._default(z.string().check(z.maxLength(64)), ''),
  polygons: z._default(z.array(ZPolygon), []),
  timeouts: z._default(ZOrderTimeouts, {
    confirmMinutes: CONFIRMATION_LIMIT_MINUTES_DEFAULT,
    ticketAckSeconds: TICKET_ACK_LIMIT_SECONDS_DEFAULT,
  }),
  kitchenTimers: z._default(ZKitchenTimers, { ...KITCHEN_TIMERS_DEFAULT }),
  /**
   * When an order paid on receipt reaches the kitchen: 'saved' (at once) or 'confirmed' (once staff confirm
   * it). Prepaid orders reach it when paid whatever this says (rules/kitchen-release.ts).
   */
  kitchenRelease: z._default(
    z.enum([KitchenRelease.saved, KitchenRelease.confirmed]),
    KITCHEN_RELEASE_DEFAULT,
  ),
  menu: z.object({
    categories: z.array(ZCategory).check(z.minLength(1)),
    products: z.array(ZProduct).check(z.minLength(1)),
    extraGroups: z._default(z.array(ZExtraGroup), []),
    extras: z._default(z.array(ZExtra), []),
    promos: z._default(z.array(ZPromotion), []),
    tags: z._default(z.array(ZTag), []),
  }),
});
export type TRestaurantImport = z.infer<typeof ZRestaurantImport>;
export type TRestaurantImportInput = z.input<typeof ZRestaurantImport>;

/** A portal groups restaurants on one kiosk or page (spec/3 §3 'Portal info'). */
export const ZPortalImport = z.object({
  id: z.string().check(z.minLength(1)),
  pais: z.string().check(z.length(2)),
  nombre: z.string().check(z.minLength(1)),
  nombreTrad: z._default(ZTranslations, {}),
  restaurants: z.array(z.string()).check(z.minLength(1)), // restaurant ir values
  /** A ticketing venue's boxes, suites and who serves them (issue 18 item 6); most portals are not one. */
  venue: z.optional(ZVenueImport),
});
export type TPortalImport = z.infer<typeof ZPortalImport>;

/** A staff role row: a module of a restaurant ('' every one) and local, with a role name and level. */
export const ZStaffRoleImport = z.object({
  module: z.int().check(z.gte(2001), z.lte(9999)),
  ir: z._default(z.string(), ''), // '' means every restaurant
  il: z._default(z.string(), ''),
  role: z.string().check(z.minLength(1)),
  level: z._default(z.int().check(z.gte(0)), 0),
});

/** A staff account of a catalog (resources/demo/staff/*.json): signs in by e-mail code like a diner. */
export const ZStaffImport = z.object({
  email: z.string().check(z.email(), z.toLowerCase()),
  nm: z.string().check(z.minLength(1)),
  ln: z._default(z.string(), ''),
  roles: z.array(ZStaffRoleImport).check(z.minLength(1)),
});
export type TStaffImport = z.infer<typeof ZStaffImport>;
