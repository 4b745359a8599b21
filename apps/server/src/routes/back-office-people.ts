import {
  checkStaffGrant,
  okResponse,
  ZChanged,
  ZCoupon,
  ZCouponDelete,
  ZCouponDeleted,
  ZCouponEdit,
  ZSettingsVenue,
  ZStaffEdit,
  ZStaffMember,
} from '@comanda/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppDeps } from '../app-deps.ts';
import { sessionOf } from '../http/caller.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { deleteCoupon, listCoupons, saveCoupon } from '../store/coupons.ts';
import { listVenueStaff, rolesOfEmail, setVenueRoles } from '../store/venue-staff.ts';
import { backOffice, managedVenue } from './back-office-settings.ts';

/**
 * The back office's coupons and staff (issue 13 item 3): rows of their own tables, each write with a change-log
 * row in its transaction (store/coupons.ts, store/venue-staff.ts). Callers as for the settings: module 9000
 * with a role row covering the restaurant.
 */
export async function backOfficePeopleRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(
    '/srv/backoffice/coupons',
    {
      schema: {
        summary: "A restaurant's coupons, active or not",
        tags: ['back office'],
        querystring: ZSettingsVenue,
        response: { 200: okResponse(z.array(ZCoupon)) },
      },
      config: backOffice,
    },
    async (request) => {
      await managedVenue(db, request, request.query.ir);
      return { ok: true as const, data: await listCoupons(db, request.query.ir) };
    },
  );

  api.post(
    '/srv/backoffice/coupons',
    {
      schema: {
        summary: 'Create or replace a coupon (percentage or fixed amount in minor units)',
        tags: ['back office'],
        body: ZCouponEdit,
        response: { 200: okResponse(ZChanged) },
      },
      config: backOffice,
    },
    async (request) => {
      const { ir, coupon } = request.body;
      await managedVenue(db, request, ir);
      const edit = { coupon: { ...coupon, ir }, userId: sessionOf(request).userId, now: clock() };
      return { ok: true as const, data: await saveCoupon(db, edit) };
    },
  );

  api.post(
    '/srv/backoffice/coupons/delete',
    {
      schema: {
        summary: 'Delete a coupon',
        tags: ['back office'],
        body: ZCouponDelete,
        response: { 200: okResponse(ZCouponDeleted) },
      },
      config: backOffice,
    },
    async (request) => {
      const { ir, id } = request.body;
      await managedVenue(db, request, ir);
      const deleted = await deleteCoupon(db, { ir, id, userId: sessionOf(request).userId, now: clock() });
      if (!deleted) throw notFound('m1_err_coupon_not_found');
      return { ok: true as const, data: { deleted } };
    },
  );

  api.get(
    '/srv/backoffice/staff',
    {
      schema: {
        summary: "A restaurant's staff: accounts with role rows of it (or of every restaurant)",
        tags: ['back office'],
        querystring: ZSettingsVenue,
        response: { 200: okResponse(z.array(ZStaffMember)) },
      },
      config: backOffice,
    },
    async (request) => {
      await managedVenue(db, request, request.query.ir);
      return { ok: true as const, data: await listVenueStaff(db, request.query.ir) };
    },
  );

  api.post(
    '/srv/backoffice/staff',
    {
      schema: {
        summary: "Invite by e-mail and set a person's role rows of this restaurant (none removes them)",
        tags: ['back office'],
        body: ZStaffEdit,
        response: { 200: okResponse(ZChanged) },
      },
      config: backOffice,
    },
    async (request) => {
      const { ir, email, nm, ln, roles } = request.body;
      const venue = await managedVenue(db, request, ir);
      const grant = checkStaffGrant({
        grantor: request.who.roles,
        venue,
        granted: roles,
        current: await rolesOfEmail(db, email),
      });
      if (!grant.ok) throw new HttpError(403, `staff_${grant.refusal.code}`, grant.refusal);
      const edit = { ir, email, nm, ln, roles, userId: sessionOf(request).userId, now: clock() };
      return { ok: true as const, data: await setVenueRoles(db, edit) };
    },
  );
}
