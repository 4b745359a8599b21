import * as z from 'zod/mini';
import { isGrantableRole } from '../rules/staff-grants.ts';
import { ZBookingConfig } from './booking.ts';
import { ZHoliday, ZRestaurantImport, ZStaffImport, ZStaffRoleImport, ZTable } from './catalog.ts';
import { ZTranslations } from './common.ts';
import { ZPaymentMethod } from './menu.ts';
import { ZCouponImport } from './order.ts';
import { ZAppConfig, ZKioskConfig } from './restaurant.ts';
import { storable, text } from './safe-input.ts';
import { ZShift } from './shift.ts';

/**
 * The settings half of the back office (issue 13 item 3): opening shifts and holidays, tables and sectors,
 * payment methods, the kiosk configuration, coupons and staff roles of one restaurant. Every shape is the
 * import's own piece (catalog.ts, menu.ts, restaurant.ts, order.ts), so an edit is held to the same rules as
 * a restaurant file; `storable` keeps what the database cannot hold out of them (their strings predate
 * `text()`).
 */

/** Which restaurant a back-office call is about: its id (its local is read from its row). */
export const ZSettingsVenue = z.object({ ir: text({ min: 1, max: 100 }) });
export type TSettingsVenue = z.infer<typeof ZSettingsVenue>;

/** GET /srv/backoffice/venues: a restaurant the caller's back-office rows cover. */
export const ZBackOfficeVenue = z.object({
  ir: z.string(),
  il: z.string(),
  nombre: z.string(),
  simpleId: z.int(),
});
export type TBackOfficeVenue = z.infer<typeof ZBackOfficeVenue>;

/** A paired device of the restaurant, as the kitchen printer's choice lists it (the /staff/kiosks list's). */
export const ZSettingsDevice = z.object({ id: z.string(), name: z.string(), revoked: z.boolean() });

/**
 * Table service (issue 14): the check-in payment mode (selfatpay, spec/1 §4 'Check-in specifics': 0 none,
 * 1 when ordering, 2 optional, 3 on leaving), guests at the table (spec/2 §2) and the call-waiter flags.
 */
export const ZTableService = z.object({
  selfatpay: z.int().check(z.gte(0), z.lte(3)),
  selfAnonymousLogin: z.boolean(),
  selfGenerateQR: z.boolean(),
  callWaiterFooter: z.boolean(),
  callWaiterIcon: z.boolean(),
  callWaiterComment: z.boolean(),
  callWaiterAskTable: z.boolean(),
  /**
   * The check-in password (spec/1 §5 'Other checkout rules', §8 'Clave Check In incorrecta'): whether orders at
   * the tables ask for it (app.selfatpwd) and the password, kept where the import keeps it (the restaurant's
   * `checkInPassword`, which no diner's answer carries). On with no password is refused (catalog integrity).
   */
  selfatpwd: z.boolean(),
  checkInPassword: text({ max: 64 }).check(z.trim()),
});
export type TTableService = z.infer<typeof ZTableService>;

/**
 * The restaurant's contact and description as its information screen shows them (issue 18 item 1; spec/2 §2
 * 'Restaurant information' tab 21): its webConfig's contact fields, written by the restaurant in the back office.
 */
export const ZVenueContact = z.object({
  phone: text({ max: 40 }),
  wha: text({ max: 40 }),
  mail: text({ max: 120 }),
  web: text({ max: 200 }),
  inst: text({ max: 100 }),
  fb: text({ max: 100 }),
  tw: text({ max: 100 }),
  fiscalId: text({ max: 40 }),
  des: text({ max: 1000, multiline: true }),
  desTrad: z.optional(ZTranslations),
});
export type TVenueContact = z.infer<typeof ZVenueContact>;

/**
 * Ordering on the diner's web (spec/1 §3 'app configuration', §4 'Dispatch type selection', §5 'Tip'; issue 15
 * item 2): the dispatch types offered — delivery (ord), pickup (ordpick), at the table (selfat), and the
 * 'only' flags that narrow them (ordpickonly, selfatonly; rules/dispatch-type.ts reads all five) — whether
 * delivery and pickup are paid when ordering (ordpay, ordpickpay), their least preparation minutes
 * (ordtiempomin, ordtiempominpick), the tip (false none, true the default 10 %, or the preselected percent) and
 * the largest tip in percent of the subtotal (tipMaxPct). The app configuration's own fields and rules.
 */
export const ZWebOrdering = z.object({
  ord: z.boolean(),
  ordpick: z.boolean(),
  ordpickonly: z.boolean(),
  selfat: z.boolean(),
  selfatonly: z.boolean(),
  ordpay: z.boolean(),
  ordpickpay: z.boolean(),
  ordtiempomin: z.int().check(z.gte(0), z.lte(24 * 60)),
  ordtiempominpick: z.int().check(z.gte(0), z.lte(24 * 60)),
  // The app configuration's own shapes without their defaults: the section sends every field.
  tip: ZAppConfig.shape.tip._zod.def.innerType,
  tipMaxPct: ZAppConfig.shape.tipMaxPct._zod.def.innerType,
});
export type TWebOrdering = z.infer<typeof ZWebOrdering>;

/**
 * Table bookings as the restaurant sets them up (issue 17 items 3 and 7): whether it takes them (its webConfig
 * `rsvp`, spec/2 §3) and the booking config d[0] (wfd days ahead, wfpx guests, inc slot step, anp advance and atr
 * hold minutes, bkd blocked dates, bks blocked shifts). Which shifts are bookable, and their covers, are the
 * hours section's (the shifts' rv and cv): booking is offered once both agree (rules/booking-offer.ts).
 */
export const ZBookingSettings = z.object({ rsvp: z.boolean(), booking: ZBookingConfig });
export type TBookingSettings = z.infer<typeof ZBookingSettings>;

/** GET /srv/backoffice/settings?ir=: what the settings pages edit, and the catalog version it is at. */
export const ZVenueSettings = z.object({
  ir: z.string(),
  il: z.string(),
  nombre: z.string(),
  version: z.string(),
  shifts: z.array(ZShift),
  holidays: z.array(ZHoliday),
  tables: z.array(ZTable),
  paymentMethods: z.array(ZPaymentMethod),
  kiosk: z.nullable(ZKioskConfig),
  kitchenRelease: ZRestaurantImport.shape.kitchenRelease,
  kitchenTimers: ZRestaurantImport.shape.kitchenTimers,
  tableService: ZTableService,
  webOrdering: ZWebOrdering,
  contact: ZVenueContact,
  devices: z.array(ZSettingsDevice),
  bookings: ZBookingSettings,
});
export type TVenueSettings = z.infer<typeof ZVenueSettings>;

/** POST /srv/backoffice/settings/hours: the shifts (at least one, as an import needs) and the holidays. */
export const ZHoursEdit = storable(
  z.object({
    ir: ZSettingsVenue.shape.ir,
    shifts: z.array(ZShift).check(z.minLength(1), z.maxLength(50)),
    holidays: z.array(ZHoliday).check(z.maxLength(400)),
  }),
);
export type THoursEdit = z.input<typeof ZHoursEdit>;

/** POST /srv/backoffice/settings/tables: the tables, each in its sector ('' for none). */
export const ZTablesEdit = storable(
  z.object({ ir: ZSettingsVenue.shape.ir, tables: z.array(ZTable).check(z.maxLength(500)) }),
);
export type TTablesEdit = z.input<typeof ZTablesEdit>;

/** POST /srv/backoffice/settings/payment-methods: the methods the restaurant takes, names in es/en. */
export const ZPaymentMethodsEdit = storable(
  z.object({
    ir: ZSettingsVenue.shape.ir,
    paymentMethods: z.array(ZPaymentMethod).check(z.maxLength(50)),
  }),
);
export type TPaymentMethodsEdit = z.input<typeof ZPaymentMethodsEdit>;

/** POST /srv/backoffice/settings/kiosk: the kiosk configuration (cfgKiosk, spec/3 §3). */
export const ZKioskConfigEdit = storable(z.object({ ir: ZSettingsVenue.shape.ir, kiosk: ZKioskConfig }));
export type TKioskConfigEdit = z.input<typeof ZKioskConfigEdit>;

/**
 * POST /srv/backoffice/settings/kitchen: when an order paid on receipt reaches the kitchen (rules/kitchen-release.ts)
 * and when the board's timers turn amber and red (rules/kitchen-timers.ts).
 */
export const ZKitchenSettingsEdit = z.object({
  ir: ZSettingsVenue.shape.ir,
  kitchenRelease: ZRestaurantImport.shape.kitchenRelease,
  kitchenTimers: ZRestaurantImport.shape.kitchenTimers,
});
export type TKitchenSettingsEdit = z.input<typeof ZKitchenSettingsEdit>;

/** POST /srv/backoffice/settings/table-service: the table service section, replaced whole. */
export const ZTableServiceEdit = storable(
  z.object({ ir: ZSettingsVenue.shape.ir, tableService: ZTableService }),
);
export type TTableServiceEdit = z.input<typeof ZTableServiceEdit>;

/** POST /srv/backoffice/settings/web-ordering: ordering on the web, replaced whole. */
export const ZWebOrderingEdit = z.object({ ir: ZSettingsVenue.shape.ir, webOrdering: ZWebOrdering });
export type TWebOrderingEdit = z.input<typeof ZWebOrderingEdit>;

/** POST /srv/backoffice/settings/contact: the contact section, replaced whole. */
export const ZContactEdit = storable(z.object({ ir: ZSettingsVenue.shape.ir, contact: ZVenueContact }));
export type TContactEdit = z.input<typeof ZContactEdit>;

/** POST /srv/backoffice/settings/bookings: the bookings section, replaced whole. */
export const ZBookingSettingsEdit = storable(
  z.object({ ir: ZSettingsVenue.shape.ir, bookings: ZBookingSettings }),
);
export type TBookingSettingsEdit = z.input<typeof ZBookingSettingsEdit>;

/** What a settings write answers: the catalog version after it, and whether anything changed. */
export const ZSettingsSaved = z.object({ version: z.string(), changed: z.boolean() });
export type TSettingsSaved = z.infer<typeof ZSettingsSaved>;

/** A coupon as the back office lists and saves it: the import's coupon (its restaurant is the venue's). */
export const ZCoupon = ZCouponImport;
export type TCoupon = z.infer<typeof ZCoupon>;
/** POST /srv/backoffice/coupons: creates or replaces a coupon by id. */
export const ZCouponEdit = storable(
  z.object({ ir: ZSettingsVenue.shape.ir, coupon: z.omit(ZCoupon, { ir: true }) }),
);
export type TCouponEdit = z.input<typeof ZCouponEdit>;
/** POST /srv/backoffice/coupons/delete. */
export const ZCouponDelete = z.object({ ir: ZSettingsVenue.shape.ir, id: text({ min: 1, max: 64 }) });
export const ZCouponDeleted = z.object({ deleted: z.boolean() });
/** What a coupon or staff write answers (they live outside the catalog document: no catalog version). */
export const ZChanged = z.object({ changed: z.boolean() });

/** A staff role row, the import's (module, restaurant, local, role, level). */
export const ZStaffRole = ZStaffRoleImport;
export type TStaffRole = z.infer<typeof ZStaffRole>;

/** A staff account with its roles for one restaurant (rows for every restaurant shown too). */
export const ZStaffMember = z.object({
  email: z.string(),
  nm: z.string(),
  ln: z.string(),
  roles: z.array(ZStaffRole),
});
export type TStaffMember = z.infer<typeof ZStaffMember>;

/**
 * POST /srv/backoffice/staff: invites a person by e-mail (the account is made if new; they sign in with a code
 * like anyone) and sets their role rows for this restaurant (every local of it) — the rows replace the ones
 * they had here; rows for other restaurants are left alone. No rows removes them from this restaurant.
 */
export const ZStaffEdit = storable(
  z.object({
    ir: ZSettingsVenue.shape.ir,
    email: ZStaffImport.shape.email.check(z.maxLength(200)),
    nm: z._default(text({ max: 100 }), ''),
    ln: z._default(text({ max: 100 }), ''),
    // One row per module: a person has one role and level in a module of a restaurant (staff_roles' key).
    roles: z
      .array(
        z.omit(ZStaffRole, { ir: true, il: true }).check(
          // Only the roles the back office offers (rules/staff-grants.ts STAFF_ROLES): a right never hangs on a typo.
          z.refine((row) => isGrantableRole(row.module, row.role), {
            message: 'p1_err_v_staff_role_unknown',
            path: ['role'],
          }),
        ),
      )
      .check(
        z.maxLength(20),
        z.refine((rows) => new Set(rows.map((r) => r.module)).size === rows.length, {
          message: 'p1_err_v_staff_module_repeated',
        }),
      ),
  }),
);
export type TStaffEdit = z.input<typeof ZStaffEdit>;
