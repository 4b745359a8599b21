import * as z from 'zod/mini';
import { CHANGE_AREAS, CHANGES_PAGE_MAX } from '../rules/change-areas.ts';
import { PHOTO_UPLOAD_MAX_BYTES } from '../rules/menu-edits.ts';
import { ZRestaurantImport } from './catalog.ts';
import { ZCategory, ZExtra, ZExtraGroup, ZItemId, ZProduct } from './menu.ts';
import { ZCurrency } from './restaurant.ts';
import { int4, storable, text } from './safe-input.ts';

/**
 * The menu's back office (issue 13 item 3): module 9000 staff whose role rows cover the venue edit its
 * categories, products, extras groups, stock and photos. Every body reuses the import's own pieces (ZProduct,
 * ZCategory, ZExtraGroup, ZExtra), so a saved change is held to the same rules a menu file is.
 */

/** The restaurant (one venue's row, spec/1 §3) a back-office call is about. */
const ZVenueIr = text({ min: 1, max: 100 });
export const ZBackOfficeQuery = z.object({ ir: ZVenueIr });
export type TBackOfficeQuery = z.infer<typeof ZBackOfficeQuery>;

/** Stock levels are not part of a product's or extra's edit: they are a change of their own (ZSetStock). */
const NO_STOCK = { stock: true, crinvol: true, agot: true } as const;

export const ZProductDraft = z.omit(ZProduct, NO_STOCK);
export type TProductDraft = z.infer<typeof ZProductDraft>;
/** A category's products are the products that name it (their jp): it is edited without them. */
export const ZCategoryDraft = z.omit(ZCategory, { prods: true });
export type TCategoryDraft = z.infer<typeof ZCategoryDraft>;
/** An extra is saved with its group, whose code it takes. */
export const ZExtraDraft = z.omit(ZExtra, { ...NO_STOCK, codJextras: true });
export type TExtraDraft = z.infer<typeof ZExtraDraft>;

/**
 * Set by an editor's 'new' form: the save only creates, and a code that already names an item of its kind is
 * refused ('p1_err_menu_id_taken') instead of replacing that item. Without it a save creates or replaces.
 */
const ZCreateOnly = z.optional(z.literal(true));

/** POST /srv/backoffice/product: creates or replaces a product by ip (only creates with `create`). */
export const ZSaveProduct = storable(z.object({ ir: ZVenueIr, product: ZProductDraft, create: ZCreateOnly }));
export type TSaveProduct = z.infer<typeof ZSaveProduct>;
/** POST /srv/backoffice/category: creates or replaces a category by id. */
export const ZSaveCategory = storable(z.object({ ir: ZVenueIr, category: ZCategoryDraft }));
export type TSaveCategory = z.infer<typeof ZSaveCategory>;
/**
 * POST /srv/backoffice/extra-group: creates or replaces a group and its extras, in the group's order
 * (`group.extras` names them as `extras` lists them). Extras the group no longer lists are deleted. With
 * `products`, the products that offer the group become exactly those (by ip), in the same save: one catalog
 * version and one history row for the whole of what the manager saved. With `create`, it only creates.
 */
export const ZSaveExtraGroup = storable(
  z
    .object({
      ir: ZVenueIr,
      group: ZExtraGroup,
      extras: z.array(ZExtraDraft).check(z.minLength(1)),
      products: z.optional(z.array(ZItemId).check(z.maxLength(1000))),
      create: ZCreateOnly,
    })
    .check(
      z.refine((b) => b.group.extras.join('\n') === b.extras.map((e) => e.pl).join('\n'), {
        message: 'p1_err_v_group_extras',
        path: ['group', 'extras'],
      }),
    ),
);
export type TSaveExtraGroup = z.infer<typeof ZSaveExtraGroup>;

export const MENU_ITEM_KINDS = ['product', 'category', 'extraGroup'] as const;
/** POST /srv/backoffice/delete: removes a product, a category or an extras group (with its extras). */
export const ZDeleteMenuItem = z.object({ ir: ZVenueIr, kind: z.enum(MENU_ITEM_KINDS), id: ZItemId });
export type TDeleteMenuItem = z.infer<typeof ZDeleteMenuItem>;

/**
 * POST /srv/backoffice/stock: a product's or extra's stock (null: unlimited), its reserved threshold (crinvol)
 * and its sold-out flag (spec/1 §3 'stock'); reaches open menus and totems live.
 */
export const ZSetStock = z.object({
  ir: ZVenueIr,
  kind: z.enum(['product', 'extra']),
  id: ZItemId,
  stock: z.nullable(int4().check(z.gte(0))),
  crinvol: int4().check(z.gte(0)),
  agot: z.boolean(),
});
export type TSetStock = z.infer<typeof ZSetStock>;

/** POST /srv/backoffice/photo: a photo as base64 (JPEG, PNG or WebP), at most PHOTO_UPLOAD_MAX_BYTES. */
export const ZUploadPhoto = z.object({
  ir: ZVenueIr,
  data: z.string().check(
    z.minLength(1),
    z.refine((s) => s.length <= Math.ceil(PHOTO_UPLOAD_MAX_BYTES / 3) * 4, {
      message: 'p1_err_photo_too_large',
      params: { max: PHOTO_UPLOAD_MAX_BYTES / 1024 },
      abort: true,
    }),
    z.regex(/^[A-Za-z0-9+/]+={0,2}$/, 'p1_err_v_format'),
  ),
});
export type TUploadPhoto = z.infer<typeof ZUploadPhoto>;
/** The stored photo: its address under /media/ and its size, so the pages reserve its room. */
export const ZPhoto = z.object({ url: z.string(), width: z.int(), height: z.int() });
export type TPhoto = z.infer<typeof ZPhoto>;

/** GET /srv/backoffice/menu: the venue's menu as the import shapes it, with stock levels and its version. */
export const ZBackOfficeMenu = z.object({
  ir: z.string(),
  il: z.string(),
  nombre: z.string(),
  cur: ZCurrency,
  version: z.string(),
  menu: ZRestaurantImport.shape.menu,
});
export type TBackOfficeMenu = z.infer<typeof ZBackOfficeMenu>;

/** What a save answers: the catalog version the menus now follow, and whether anything changed. */
export const ZCatalogSaved = z.object({ version: z.string(), changed: z.boolean() });
export type TCatalogSaved = z.infer<typeof ZCatalogSaved>;

/**
 * GET /srv/backoffice/changes: a venue's history, all of it or one half's (menu, settings: rules/change-areas.ts)
 * or one kind of change (`what`, 'settings.hours'), a page at a time: newest first, `limit` rows (at most
 * CHANGES_PAGE_MAX) older than the row `before` names (the last row of the page read before).
 */
export const ZBackOfficeChangesQuery = z.object({
  ir: ZVenueIr,
  area: z.optional(z.enum(CHANGE_AREAS)),
  what: z.optional(text({ min: 3, max: 60 }).check(z.regex(/^[A-Za-z-]+\.[A-Za-z-]+$/, 'p1_err_v_format'))),
  before: z.optional(z.string().check(z.regex(/^\d{1,18}$/, 'p1_err_v_format'))),
  limit: z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(CHANGES_PAGE_MAX))),
});
export type TBackOfficeChangesQuery = z.infer<typeof ZBackOfficeChangesQuery>;

/** GET /srv/backoffice/changes: one saved change — who, when, what, before and after (newest first). */
export const ZCatalogChange = z.object({
  id: z.string(),
  at: z.string(),
  what: z.string(),
  target: z.string(),
  /** The staff member's e-mail and name as their account has it now; null and '' once the account is gone. */
  who: z.nullable(z.string()),
  whoName: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  version: z.nullable(z.string()),
});
export type TCatalogChange = z.infer<typeof ZCatalogChange>;
