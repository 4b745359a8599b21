import {
  type TBackOfficeChangesQuery,
  type TBookingSettingsEdit,
  type TContactEdit,
  type TCouponEdit,
  type THoursEdit,
  type TKioskConfigEdit,
  type TKitchenSettingsEdit,
  type TPaymentMethodsEdit,
  type TStaffEdit,
  type TTableServiceEdit,
  type TTablesEdit,
  type TWebOrderingEdit,
  ZBackOfficeVenue,
  ZCatalogChange,
  ZChanged,
  ZCoupon,
  ZCouponDeleted,
  ZSettingsSaved,
  ZStaffMember,
  ZVenueSettings,
} from '@comanda/domain';
import * as z from 'zod/mini';
import { createCaller, createFileCaller } from './call.ts';
import type { ApiClientOptions } from './options.ts';

/**
 * The settings half of the back office (issue 13 item 3), for module 9000 staff whose role rows cover the
 * restaurant: its shifts and holidays, tables, payment methods, kiosk configuration, coupons and staff roles.
 */
export function createBackOfficeSettingsClient(options: ApiClientOptions) {
  const call = createCaller(options);
  const download = createFileCaller(options);
  return {
    venues: () => call('GET', '/srv/backoffice/venues', z.array(ZBackOfficeVenue)),
    /** The table QR sheet: a PDF, one page per saved table with its check-in link's code (issue 14 item 7). */
    tableQrPdf: (ir: string, lang: 'es' | 'en') =>
      download('/srv/backoffice/tables/qr.pdf', 'application/pdf', { ir, lang }),
    settings: (ir: string) => call('GET', '/srv/backoffice/settings', ZVenueSettings, { ir }),
    /** The venue's history (who, when, what), all of it or one half's: both halves of the back office show it. */
    changes: (query: TBackOfficeChangesQuery) =>
      call('GET', '/srv/backoffice/changes', z.array(ZCatalogChange), query),
    saveHours: (body: THoursEdit) => call('POST', '/srv/backoffice/settings/hours', ZSettingsSaved, {}, body),
    saveTables: (body: TTablesEdit) =>
      call('POST', '/srv/backoffice/settings/tables', ZSettingsSaved, {}, body),
    savePaymentMethods: (body: TPaymentMethodsEdit) =>
      call('POST', '/srv/backoffice/settings/payment-methods', ZSettingsSaved, {}, body),
    saveKiosk: (body: TKioskConfigEdit) =>
      call('POST', '/srv/backoffice/settings/kiosk', ZSettingsSaved, {}, body),
    saveKitchen: (body: TKitchenSettingsEdit) =>
      call('POST', '/srv/backoffice/settings/kitchen', ZSettingsSaved, {}, body),
    saveTableService: (body: TTableServiceEdit) =>
      call('POST', '/srv/backoffice/settings/table-service', ZSettingsSaved, {}, body),
    /** Ordering on the web: dispatch types, prepayment, preparation minutes and the tip (issue 15 item 2). */
    saveWebOrdering: (body: TWebOrderingEdit) =>
      call('POST', '/srv/backoffice/settings/web-ordering', ZSettingsSaved, {}, body),
    saveContact: (body: TContactEdit) =>
      call('POST', '/srv/backoffice/settings/contact', ZSettingsSaved, {}, body),
    /** Table bookings: whether the restaurant takes them and its booking config d[0] (issue 17). */
    saveBookings: (body: TBookingSettingsEdit) =>
      call('POST', '/srv/backoffice/settings/bookings', ZSettingsSaved, {}, body),
    coupons: (ir: string) => call('GET', '/srv/backoffice/coupons', z.array(ZCoupon), { ir }),
    saveCoupon: (body: TCouponEdit) => call('POST', '/srv/backoffice/coupons', ZChanged, {}, body),
    deleteCoupon: (ir: string, id: string) =>
      call('POST', '/srv/backoffice/coupons/delete', ZCouponDeleted, {}, { ir, id }),
    staff: (ir: string) => call('GET', '/srv/backoffice/staff', z.array(ZStaffMember), { ir }),
    saveStaff: (body: TStaffEdit) => call('POST', '/srv/backoffice/staff', ZChanged, {}, body),
  };
}

export type BackOfficeSettingsClient = ReturnType<typeof createBackOfficeSettingsClient>;
