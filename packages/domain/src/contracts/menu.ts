import * as z from 'zod/mini';
import { CATEGORY_ID_LEVEL_LENGTH, RESTAURANT_ID_MIN_LENGTH } from '../constants.ts';
import { ZEnvironment, ZFlag, ZLatitude, ZLongitude, ZMoney, ZTranslations } from './common.ts';
import { ZAppConfig, ZPolygon, ZScheduleRow, ZWebConfig } from './restaurant.ts';
import { text } from './safe-input.ts';

/** A category id grows by 3 characters per level of depth (spec/1 §3 'Category'). */
export const ZCategoryId = z.string().check(
  z.minLength(CATEGORY_ID_LEVEL_LENGTH),
  z.refine((id) => id.length % CATEGORY_ID_LEVEL_LENGTH === 0, 'category id length must be a multiple of 3'),
);

/** spec/1 §3 'Category'. `kind` drives the eat/drink switch of the category bar (spec/1 §2 screen 1). */
export const ZCategory = z.object({
  id: ZCategoryId,
  name: z.string().check(z.minLength(1)),
  nombreTrad: z._default(ZTranslations, {}),
  visible: z._default(z.boolean(), true),
  foto: z._default(z.string(), ''),
  kind: z._default(z.enum(['eat', 'drink']), 'eat'),
  prods: z._default(z.array(z.string()), []),
  sort: z.string(), // zero-padded to 20 digits
});
export type TCategory = z.infer<typeof ZCategory>;

/** Stock fields shared by products and extras: null stock means unlimited; crinvol is the reserved threshold. */
const stockFields = {
  stock: z._default(z.nullable(z.int()), null),
  crinvol: z._default(z.int().check(z.gte(0)), 0),
  agot: z._default(z.boolean(), false),
};

/**
 * An order type a product may be limited to (issue 13 item 3 'availability by dispatch type'): 1 pickup,
 * 2 delivery, 3 at the table, 4 kiosk take away, 5 kiosk eat here (spec/1 §1 'Dispatch types in use').
 */
export const ZOfferedType = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
export type TOfferedType = z.infer<typeof ZOfferedType>;

/** spec/1 §3 'Product'. Prices are minor units; refpr 0 means no reference price. */
export const ZProduct = z.object({
  ip: z.string().check(z.minLength(1)),
  np: z.string().check(z.minLength(1)),
  nombreTrad: z._default(ZTranslations, {}),
  dn: z._default(z.string(), ''),
  dnTrad: z.optional(ZTranslations), // the description in other languages (issue 11 item 3)
  pm: ZMoney.check(z.gte(0)),
  refpr: z._default(ZMoney.check(z.gte(0)), 0),
  foto: z._default(z.string(), ''),
  fo: z._default(z.array(z.string()), []),
  jp: z.array(ZCategoryId).check(z.minLength(1)),
  jb: z._default(z.array(z.string()), []),
  ftags: z._default(z.array(z.string()), []),
  sinPrecio: z._default(z.boolean(), false),
  promo: z._default(z.boolean(), false),
  sort: z.string(),
  /**
   * The order types it is offered for (rules/dispatch-availability.ts); absent, every type. A list names at
   * least one, each once: a product offered for none is one to delete or mark sold out.
   */
  tipos: z.optional(
    z.array(ZOfferedType).check(
      z.minLength(1),
      z.maxLength(5),
      z.refine((list) => new Set(list).size === list.length, { message: 'p1_err_v_types_repeated' }),
    ),
  ),
  /**
   * The venue wants its detail to open with the cheapest required choices picked (rules/extras-preselect.ts),
   * so a product priced by its choices ('Arma tu pizza') opens at its 'Desde' price (issue 15 item 4; ours:
   * the spec names no such flag). Absent, the diner picks everything.
   */
  preselect: z.optional(z.boolean()),
  ...stockFields,
});
export type TProduct = z.infer<typeof ZProduct>;

/** spec/1 §3 'Extras group'. min/max 0 means no bound (spec/3 §5). */
export const ZExtraGroup = z
  .object({
    codJextras: z.string().check(z.minLength(1)),
    nomCatExtra: z.string().check(z.minLength(1)),
    nombreTrad: z._default(ZTranslations, {}),
    min: z.int().check(z.gte(0)),
    max: z.int().check(z.gte(0)),
    multi: z.boolean(),
    extras: z.array(z.string()).check(z.minLength(1)),
  })
  .check(z.refine((g) => g.max === 0 || g.min <= g.max, { message: 'p1_err_v_extras_min_max' }));
export type TExtraGroup = z.infer<typeof ZExtraGroup>;

/** spec/1 §3 'Extra'. maxex 0 means the extra has no limit of its own. */
export const ZExtra = z.object({
  pl: z.string().check(z.minLength(1)),
  codJextras: z.string().check(z.minLength(1)),
  np: z.string().check(z.minLength(1)),
  nombreTrad: z._default(ZTranslations, {}),
  dn: z._default(z.string(), ''),
  dnTrad: z.optional(ZTranslations), // the description in other languages (issue 11 item 3)
  pm: ZMoney.check(z.gte(0)),
  refpr: z._default(ZMoney.check(z.gte(0)), 0),
  maxex: z._default(z.int().check(z.gte(0)), 0),
  sinPrecio: z._default(z.boolean(), false),
  fo: z._default(z.array(z.string()), []),
  ...stockFields,
});
export type TExtra = z.infer<typeof ZExtra>;

/** spec/1 §3 'Tag': shown in the product tag strip (spec/1 §2 screen 14). */
export const ZTag = z.object({
  id: z.string().check(z.minLength(1)),
  translation: ZTranslations,
  color: z.string(),
  background: z.string(),
  icon: z._default(z.string(), ''),
});
export type TTag = z.infer<typeof ZTag>;

/** A promotion of the promotions carousel (spec/1 §2 screen 1); its product is limited to 1 (spec/1 §9). */
export const ZPromotion = z.object({
  id: z.string().check(z.minLength(1)),
  title: z.string().check(z.minLength(1)),
  nombreTrad: z._default(ZTranslations, {}),
  foto: z._default(z.string(), ''),
  ip: z.string().check(z.minLength(1)),
});
export type TPromotion = z.infer<typeof ZPromotion>;

/** spec/1 §3 'Payment methods': id (0, negative for pay on receipt, or a provider code) and name. */
/** A method of the venue: code, its own name, and that name in other languages (issue 11 item 3). */
export const ZPaymentMethod = z.object({
  id: z.int(),
  nm: z.string().check(z.minLength(1)),
  nmTrad: z.optional(ZTranslations),
});
export type TPaymentMethod = z.infer<typeof ZPaymentMethod>;

/**
 * POST /srv/getrestomenu answer (spec/1 §7): categories (jprods), products (prods), extras groups
 * (jextras), extras, configuration (cf), dispatch schedule rows (dt), payment methods (dm), image base
 * (img), time zone (tz), shift state (ta: 1 open, -1 closed), delivery polygons (poly), promotions and tags,
 * and the venue's holidays.
 */
export const ZMenu = z.object({
  jprods: z.array(ZCategory),
  prods: z.array(ZProduct),
  jextras: z.array(ZExtraGroup),
  extras: z.array(ZExtra),
  cf: z.object({ app: ZAppConfig, web: ZWebConfig }),
  dt: z.array(ZScheduleRow),
  dm: z.array(ZPaymentMethod),
  img: z.string(),
  tz: z.string(),
  ta: z.union([z.literal(1), z.literal(-1)]),
  /** While closed, when the venue opens next, its local date and time (issue 15 item 2; rules/next-opening.ts). */
  opensAt: z.optional(z.object({ date: z.string(), time: z.string() })),
  poly: z.array(ZPolygon),
  promos: z.array(ZPromotion),
  tags: z.array(ZTag),
  /** The venue's holidays ('YYYY-MM-DD', local): the deferred dates a checkout does not offer (issue 13 item 3). */
  holidays: z.optional(z.array(z.string())),
});
export type TMenu = z.infer<typeof ZMenu>;

/**
 * `irl` is the location id "{restaurant}-{local}"; the part before the dash has at least 22 characters
 * (spec/1 §5 'Other checkout rules').
 */
export const ZLocationId = text({ max: 200 }).check(
  z.regex(/^[^-]+-[^-]+$/, 'p1_err_v_irl_shape'),
  z.refine((irl) => (irl.split('-')[0] ?? '').length >= RESTAURANT_ID_MIN_LENGTH, {
    message: 'p1_err_v_irl_restaurant',
    params: { min: RESTAURANT_ID_MIN_LENGTH },
  }),
);

/** Product (ip), extra (pl) and extra-group (codJextras) ids as requests carry them. */
export const ZItemId = text({ min: 1, max: 100 });

/** The dark kitchen of a location ('' for none), as requests carry it. */
export const ZDarkKitchen = z._default(text({ max: 64 }), '');

/** POST /srv/getrestomenu body and params (spec/1 §7). */
export const ZMenuBody = z.object({
  irl: ZLocationId,
  lat: z.optional(ZLatitude),
  lng: z.optional(ZLongitude),
  dk: ZDarkKitchen,
  userLoc: z.optional(z.object({ lat: ZLatitude, lng: ZLongitude })),
  zd: z.optional(text({ max: 100 })),
});
export type TMenuBody = z.input<typeof ZMenuBody>;
export const ZMenuQuery = z.object({
  amb: z._default(ZEnvironment, 'PROD'),
  dk: ZDarkKitchen,
  dvy: z._default(ZFlag, false),
  retiro: z._default(ZFlag, false),
  checkin: z._default(ZFlag, false),
  mesacheckin: z._default(text({ max: 20 }), ''),
  kio: z._default(ZFlag, false),
});
export type TMenuQuery = z.input<typeof ZMenuQuery>;
