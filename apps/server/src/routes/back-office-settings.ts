import {
  type ContactField,
  Module,
  okResponse,
  tipSettingProblem,
  unlinkableContacts,
  ZBackOfficeVenue,
  ZBookingSettingsEdit,
  ZContactEdit,
  ZHoursEdit,
  ZKioskConfigEdit,
  ZKitchenSettingsEdit,
  ZPaymentMethodsEdit,
  ZSettingsSaved,
  ZSettingsVenue,
  ZTableServiceEdit,
  ZTablesEdit,
  ZVenueSettings,
  ZWebOrderingEdit,
} from '@comanda/domain';
import { type ServerTextKey, serverText, textRef } from '@comanda/i18n/server-text';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import type { AppDeps } from '../app-deps.ts';
import type { Database } from '../db/database.ts';
import { requireVenue } from '../http/auth.ts';
import { sessionOf } from '../http/caller.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { CatalogEditResult } from '../store/catalog-edit.ts';
import { CatalogError } from '../store/catalog-error.ts';
import { listVenueDevices } from '../store/kiosk-devices.ts';
import { allRestaurantProfiles } from '../store/kiosk-venues.ts';
import { loadVenueSettings, saveSettingsSection, venueOf } from '../store/venue-settings.ts';

/**
 * The back office (issue 13 item 3) is module 9000's (spec/3 §6 Admin): a session of that module whose role
 * rows cover the restaurant — a row for every restaurant (the platform's admins) or for this one (its
 * managers). The caller hook checks the module; each handler checks the venue, before anything is written.
 */
export const backOffice = { caller: { staff: Module.admin } };

/** A contact field's name in a refusal ('El Instagram «a b» no sirve como enlace…'). */
const CONTACT_FIELD_TEXT: Readonly<Record<ContactField, ServerTextKey>> = {
  phone: 'm1_err_contact_phone',
  wha: 'm1_err_contact_whatsapp',
  mail: 'm1_err_contact_mail',
  web: 'm1_err_contact_web',
  inst: 'm1_err_contact_instagram',
  fb: 'm1_err_contact_facebook',
  tw: 'm1_err_contact_twitter',
};

/** The restaurant of a back-office call, once the caller's rows are known to cover it (404, 403). */
export async function managedVenue(db: Database, request: FastifyRequest, ir: string) {
  const venue = await venueOf(db, ir);
  if (!venue) throw notFound('m1_err_restaurant_not_found');
  requireVenue(request, venue);
  return venue;
}

/**
 * An edit the import's cross-reference rules refuse: a readable 400 naming each problem, as texts (key and
 * parameters) so the section can show each at the field it names, in the manager's language.
 */
async function refusingInvalid(save: () => Promise<CatalogEditResult | null>) {
  try {
    const result = await save();
    if (!result) throw notFound('m1_err_restaurant_not_found');
    return { ok: true as const, data: { version: result.version, changed: result.changed } };
  } catch (error) {
    if (!(error instanceof CatalogError)) throw error;
    throw new HttpError(
      400,
      'settings_invalid',
      serverText('p1_err_settings_invalid', { detail: error.texts.slice(0, 5) }),
    );
  }
}

/**
 * Opening shifts and holidays, tables and sectors, payment methods, the kiosk configuration, the kitchen, table
 * service, contact, and table bookings.
 */
export async function backOfficeSettingsRoutes(app: FastifyInstance, { db, clock }: AppDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const who = (request: FastifyRequest) => ({ userId: sessionOf(request).userId, now: clock() });

  api.get(
    '/srv/backoffice/venues',
    {
      schema: {
        summary: "The restaurants the caller's back-office role rows cover",
        tags: ['back office'],
        response: { 200: okResponse(z.array(ZBackOfficeVenue)) },
      },
      config: backOffice,
    },
    async (request) => {
      const roles = request.who.roles;
      const covered = (await allRestaurantProfiles(db)).filter((p) =>
        roles.some((r) => r.ir === '' || (r.ir === p.ir && (r.il === '' || r.il === p.il))),
      );
      const data = covered.map((p) => ({ ir: p.ir, il: p.il, nombre: p.nombre, simpleId: p.simpleId }));
      return { ok: true as const, data };
    },
  );

  api.get(
    '/srv/backoffice/settings',
    {
      schema: {
        summary: "A restaurant's settings: shifts, holidays, tables, payment methods, kiosk, devices",
        tags: ['back office'],
        querystring: ZSettingsVenue,
        response: { 200: okResponse(ZVenueSettings) },
      },
      config: backOffice,
    },
    async (request) => {
      await managedVenue(db, request, request.query.ir);
      const settings = await loadVenueSettings(db, request.query.ir);
      if (!settings) throw notFound('m1_err_restaurant_not_found');
      return { ok: true as const, data: settings };
    },
  );

  const saved = { 200: okResponse(ZSettingsSaved) };

  api.post(
    '/srv/backoffice/settings/hours',
    {
      schema: {
        summary: 'Replace the opening shifts and holidays (a holiday closes the whole local day)',
        tags: ['back office'],
        body: ZHoursEdit,
        response: saved,
      },
      config: backOffice,
    },
    async (request) => {
      const { ir, shifts, holidays } = request.body;
      await managedVenue(db, request, ir);
      return refusingInvalid(() =>
        saveSettingsSection(db, 'hours', { ir, ...who(request), value: { shifts, holidays } }),
      );
    },
  );

  api.post(
    '/srv/backoffice/settings/tables',
    {
      schema: {
        summary: 'Replace the tables and their sectors',
        tags: ['back office'],
        body: ZTablesEdit,
        response: saved,
      },
      config: backOffice,
    },
    async (request) => {
      const { ir, tables } = request.body;
      await managedVenue(db, request, ir);
      return refusingInvalid(() => saveSettingsSection(db, 'tables', { ir, ...who(request), value: tables }));
    },
  );

  api.post(
    '/srv/backoffice/settings/payment-methods',
    {
      schema: {
        summary: 'Replace the payment methods (names in other languages in nmTrad)',
        tags: ['back office'],
        body: ZPaymentMethodsEdit,
        response: saved,
      },
      config: backOffice,
    },
    async (request) => {
      const { ir, paymentMethods } = request.body;
      await managedVenue(db, request, ir);
      return refusingInvalid(() =>
        saveSettingsSection(db, 'paymentMethods', { ir, ...who(request), value: paymentMethods }),
      );
    },
  );

  api.post(
    '/srv/backoffice/settings/kiosk',
    {
      schema: {
        summary: "Replace the kiosk configuration; the kitchen printer is one of the venue's active devices",
        tags: ['back office'],
        body: ZKioskConfigEdit,
        response: saved,
      },
      config: backOffice,
    },
    async (request) => {
      const { ir, kiosk } = request.body;
      const venue = await managedVenue(db, request, ir);
      const kitchenDevice = kiosk.printerConfig.kitchenDevice;
      if (kitchenDevice !== undefined) {
        const devices = await listVenueDevices(db, venue.ir, venue.il);
        if (!devices.some((d) => d.id === kitchenDevice && d.revoked_at === null))
          throw new HttpError(400, 'kitchen_device_unknown', serverText('m1_err_kitchen_device_unknown'));
      }
      return refusingInvalid(() => saveSettingsSection(db, 'kiosk', { ir, ...who(request), value: kiosk }));
    },
  );

  api.post(
    '/srv/backoffice/settings/kitchen',
    {
      schema: {
        summary:
          "When an order paid on receipt reaches the kitchen, and when the board's timers turn amber and red",
        tags: ['back office'],
        body: ZKitchenSettingsEdit,
        response: saved,
      },
      config: backOffice,
    },
    async (request) => {
      const { ir, kitchenRelease, kitchenTimers } = request.body;
      await managedVenue(db, request, ir);
      return refusingInvalid(() =>
        saveSettingsSection(db, 'kitchen', { ir, ...who(request), value: { kitchenRelease, kitchenTimers } }),
      );
    },
  );

  api.post(
    '/srv/backoffice/settings/table-service',
    {
      schema: {
        summary: 'The check-in payment mode, guests at the table and the call-waiter flags (issue 14)',
        tags: ['back office'],
        body: ZTableServiceEdit,
        response: saved,
      },
      config: backOffice,
    },
    async (request) => {
      const { ir, tableService } = request.body;
      await managedVenue(db, request, ir);
      return refusingInvalid(() =>
        saveSettingsSection(db, 'tableService', { ir, ...who(request), value: tableService }),
      );
    },
  );

  api.post(
    '/srv/backoffice/settings/web-ordering',
    {
      schema: {
        summary:
          "The dispatch types the diner's web offers, prepayment, preparation minutes and the tip (issue 15 item 2)",
        tags: ['back office'],
        body: ZWebOrderingEdit,
        response: saved,
      },
      config: backOffice,
    },
    async (request) => {
      const { ir, webOrdering } = request.body;
      await managedVenue(db, request, ir);
      const tipProblem = tipSettingProblem(webOrdering);
      if (tipProblem) throw new HttpError(400, 'tip_above_max', tipProblem);
      return refusingInvalid(() =>
        saveSettingsSection(db, 'webOrdering', { ir, ...who(request), value: webOrdering }),
      );
    },
  );

  api.post(
    '/srv/backoffice/settings/contact',
    {
      schema: {
        summary: "The restaurant's contact and description, as its information screen shows them (issue 18)",
        tags: ['back office'],
        body: ZContactEdit,
        response: saved,
      },
      config: backOffice,
    },
    async (request) => {
      const { ir, contact } = request.body;
      await managedVenue(db, request, ir);
      // A field that makes no link would vanish from the info screen: refused, naming it (rules/venue-contact.ts).
      const unlinkable = unlinkableContacts(contact)[0];
      if (unlinkable)
        throw new HttpError(
          400,
          'contact_unlinkable',
          serverText('p1_err_contact_unlinkable', {
            field: textRef(CONTACT_FIELD_TEXT[unlinkable]),
            value: contact[unlinkable],
          }),
        );
      return refusingInvalid(() =>
        saveSettingsSection(db, 'contact', { ir, ...who(request), value: contact }),
      );
    },
  );

  api.post(
    '/srv/backoffice/settings/bookings',
    {
      schema: {
        summary:
          'Whether the restaurant takes table bookings (rsvp) and its booking config d[0] (issue 17 items 3 and 7)',
        tags: ['back office'],
        body: ZBookingSettingsEdit,
        response: saved,
      },
      config: backOffice,
    },
    async (request) => {
      const { ir, bookings } = request.body;
      await managedVenue(db, request, ir);
      return refusingInvalid(() =>
        saveSettingsSection(db, 'bookings', { ir, ...who(request), value: bookings }),
      );
    },
  );
}
