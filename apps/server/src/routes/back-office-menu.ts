import {
  CHANGE_AREA_THINGS,
  createExtraGroup,
  createProduct,
  deleteCategory,
  deleteExtraGroup,
  deleteProduct,
  Module,
  type Outcome,
  offerExtraGroup,
  okResponse,
  saveCategory,
  saveExtraGroup,
  saveProduct,
  type TRestaurantImport,
  ZBackOfficeChangesQuery,
  ZBackOfficeMenu,
  ZBackOfficeQuery,
  ZCatalogChange,
  ZCatalogSaved,
  ZDeleteMenuItem,
  ZPhoto,
  ZSaveCategory,
  ZSaveExtraGroup,
  ZSaveProduct,
  ZSetStock,
  ZStockLevel,
  ZUploadPhoto,
} from '@comanda/domain';
import { serverText } from '@comanda/i18n/server-text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppDeps } from '../app-deps.ts';
import { requireVenue } from '../http/auth.ts';
import { sessionOf } from '../http/caller.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { catalogChanges } from '../store/catalog-changes.ts';
import { editRestaurant, loadRestaurant } from '../store/catalog-edit.ts';
import { CatalogError } from '../store/catalog-error.ts';
import { storePhoto } from '../store/media.ts';
import { setStockLevel } from '../store/stock-edit.ts';

/**
 * The menu's back office (issue 13 item 3): module 9000 staff — the platform's admins (role rows for every
 * venue) and a restaurant's managers (role rows for theirs, spec/3 §4 'Staff gating') — list and edit a
 * venue's categories, products, extras groups, stock and photos, and read its change history. Every menu
 * write goes through editRestaurant (the import's contract and checks, one catalog version, a change row);
 * stock through setStockLevel (a live `stock` event and a change row). A refused save answers 400 with each
 * problem as a text, and writes nothing.
 */
const admin = { caller: { staff: Module.admin } };
const ZSavedAnswer = okResponse(ZCatalogSaved);

/** A domain rule refused the edit inside editRestaurant's transaction: it rolls back, the caller hears why. */
class RuleRefused extends HttpError {}
const orRefuse = (outcome: Outcome<TRestaurantImport>): TRestaurantImport => {
  if (outcome.ok) return outcome.value;
  const { code, key, params } = outcome.refusal;
  throw new RuleRefused(code === 'not_found' ? 404 : 409, code, { key, params });
};

export async function backOfficeMenuRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  /** The venue the body or query names, once the caller's role rows are known to cover it. */
  const venueOf = async (request: FastifyRequest, ir: string) => {
    const [row] = await db.query<{ il: string }>('select il from restaurants where ir = $1', [ir]);
    if (!row) throw notFound('m1_err_restaurant_not_found');
    requireVenue(request, { ir, il: row.il });
  };

  /** One saved change through the shared edit core; a catalog the import would refuse is a readable 400. */
  const save = async (
    request: FastifyRequest,
    ir: string,
    change: {
      what: string;
      target: string;
      apply: (r: TRestaurantImport) => TRestaurantImport;
      pick: (r: TRestaurantImport) => unknown;
    },
  ) => {
    await venueOf(request, ir);
    try {
      const result = await editRestaurant(db, {
        ir,
        userId: String(sessionOf(request).userId),
        now: clock(),
        ...change,
      });
      if (!result) throw notFound('m1_err_restaurant_not_found');
      return { ok: true as const, data: { version: result.version, changed: result.changed } };
    } catch (error) {
      if (error instanceof CatalogError)
        throw new HttpError(
          400,
          'catalog_refused',
          serverText('p1_err_catalog_refused', { detail: error.texts.slice(0, 5) }),
        );
      throw error;
    }
  };

  const productOf = (ip: string) => (r: TRestaurantImport) =>
    r.menu.products.find((p) => p.ip === ip) ?? null;
  const categoryOf = (id: string) => (r: TRestaurantImport) =>
    r.menu.categories.find((c) => c.id === id) ?? null;
  const groupOf = (code: string) => (r: TRestaurantImport) => {
    const group = r.menu.extraGroups.find((g) => g.codJextras === code);
    if (!group) return null;
    const extras = r.menu.extras.filter((e) => e.codJextras === code);
    const products = r.menu.products.filter((p) => p.jb.includes(code)).map((p) => p.ip);
    return { group, extras, products };
  };

  api.get(
    '/srv/backoffice/menu',
    {
      schema: {
        summary: "A venue's menu as the import shapes it, with stock levels and its catalog version",
        tags: ['backoffice'],
        querystring: ZBackOfficeQuery,
        response: { 200: okResponse(ZBackOfficeMenu) },
      },
      config: admin,
    },
    async (request) => {
      const { ir } = request.query;
      await venueOf(request, ir);
      const loaded = await loadRestaurant(db, ir);
      if (!loaded) throw notFound('m1_err_restaurant_not_found');
      const { restaurant: r, version } = loaded;
      return {
        ok: true as const,
        data: { ir, il: r.il, nombre: r.nombre, cur: r.app.cur, version, menu: r.menu },
      };
    },
  );

  api.post(
    '/srv/backoffice/product',
    {
      schema: {
        summary:
          'Create or replace a product (its categories follow its jp); with create, a taken code is refused',
        tags: ['backoffice'],
        body: ZSaveProduct,
        response: { 200: ZSavedAnswer },
      },
      config: admin,
    },
    async (request) => {
      const { ir, product, create } = request.body;
      return save(request, ir, {
        what: 'product.save',
        target: product.ip,
        apply: (r) => (create ? orRefuse(createProduct(r, product)) : saveProduct(r, product)),
        pick: productOf(product.ip),
      });
    },
  );

  api.post(
    '/srv/backoffice/category',
    {
      schema: {
        summary: 'Create or replace a category (its products stay those that name it)',
        tags: ['backoffice'],
        body: ZSaveCategory,
        response: { 200: ZSavedAnswer },
      },
      config: admin,
    },
    async (request) => {
      const { ir, category } = request.body;
      return save(request, ir, {
        what: 'category.save',
        target: category.id,
        apply: (r) => saveCategory(r, category),
        pick: categoryOf(category.id),
      });
    },
  );

  api.post(
    '/srv/backoffice/extra-group',
    {
      schema: {
        summary:
          'Create or replace an extras group with its extras, in order, and the products that offer it; with create, a taken code is refused',
        tags: ['backoffice'],
        body: ZSaveExtraGroup,
        response: { 200: ZSavedAnswer },
      },
      config: admin,
    },
    async (request) => {
      const { ir, group, extras, products, create } = request.body;
      return save(request, ir, {
        what: 'extraGroup.save',
        target: group.codJextras,
        apply: (r) => {
          const saved = create
            ? orRefuse(createExtraGroup(r, group, extras))
            : saveExtraGroup(r, group, extras);
          return products ? orRefuse(offerExtraGroup(saved, group.codJextras, products)) : saved;
        },
        pick: groupOf(group.codJextras),
      });
    },
  );

  api.post(
    '/srv/backoffice/delete',
    {
      schema: {
        summary: 'Delete a product, an empty category, or an extras group no product offers',
        tags: ['backoffice'],
        body: ZDeleteMenuItem,
        response: { 200: ZSavedAnswer },
      },
      config: admin,
    },
    async (request) => {
      const { ir, kind, id } = request.body;
      const rule = { product: deleteProduct, category: deleteCategory, extraGroup: deleteExtraGroup }[kind];
      const pick = { product: productOf, category: categoryOf, extraGroup: groupOf }[kind](id);
      return save(request, ir, {
        what: `${kind}.delete`,
        target: id,
        apply: (r) => orRefuse(rule(r, id)),
        pick,
      });
    },
  );

  api.post(
    '/srv/backoffice/stock',
    {
      schema: {
        summary: "Set a product's or extra's stock, threshold and sold-out flag (live to menus and totems)",
        tags: ['backoffice'],
        body: ZSetStock,
        response: { 200: okResponse(ZStockLevel) },
      },
      config: admin,
    },
    async (request) => {
      const { ir, ...level } = request.body;
      await venueOf(request, ir);
      const saved = await setStockLevel(db, {
        ir,
        ...level,
        userId: String(sessionOf(request).userId),
        now: clock(),
      });
      if (!saved)
        throw new HttpError(404, 'not_found', serverText('p1_err_menu_item_not_found', { id: level.id }));
      return { ok: true as const, data: saved };
    },
  );

  api.post(
    '/srv/backoffice/photo',
    {
      schema: {
        summary:
          'Upload a photo (base64 JPEG, PNG or WebP): resized to the menus’ size, served under /media/up/',
        tags: ['backoffice'],
        body: ZUploadPhoto,
        response: { 200: okResponse(ZPhoto) },
      },
      config: admin,
    },
    async (request) => {
      const { ir, data } = request.body;
      await venueOf(request, ir);
      const photo = await storePhoto(db, ir, Buffer.from(data, 'base64'));
      if (!photo) throw new HttpError(400, 'photo_unreadable', serverText('m1_err_photo_unreadable'));
      return { ok: true as const, data: photo };
    },
  );

  api.get(
    '/srv/backoffice/changes',
    {
      schema: {
        summary:
          "A venue's change history, newest first, a page at a time — who, when, what, before and after; all of it, the menu's or the settings' half, or one kind of change",
        tags: ['backoffice'],
        querystring: ZBackOfficeChangesQuery,
        response: { 200: okResponse(z.array(ZCatalogChange)) },
      },
      config: admin,
    },
    async (request) => {
      const { ir, area, what, before, limit } = request.query;
      await venueOf(request, ir);
      const rows = await catalogChanges(db, ir, {
        ...(area ? { things: CHANGE_AREA_THINGS[area] } : {}),
        ...(what ? { what } : {}),
        ...(before ? { before } : {}),
        ...(limit ? { limit } : {}),
      });
      return { ok: true as const, data: rows.map((row) => ({ ...row, at: row.at.toISOString() })) };
    },
  );
}
