import {
  type TBookingSettings,
  type TKioskConfig,
  type TRestaurantImport,
  type TTableService,
  type TVenueContact,
  type TVenueSettings,
  type TWebOrdering,
  ZWebOrdering,
} from '@comanda/domain';
import type { Database, Queryable } from '../db/database.ts';
import { type CatalogEditResult, editRestaurant, loadRestaurant } from './catalog-edit.ts';
import { listVenueDevices } from './kiosk-devices.ts';

/**
 * The settings half of the back office (issue 13 item 3) over the shared edit core: each section is one part
 * of the restaurant document, replaced whole by an edit through editRestaurant (the import's contract, one
 * catalog version, a change-log row of that part before and after).
 */

/** The restaurant's row identity: the venue a manager's role rows must cover. */
export async function venueOf(db: Queryable, ir: string): Promise<{ ir: string; il: string } | null> {
  const [row] = await db.query<{ ir: string; il: string }>('select ir, il from restaurants where ir = $1', [
    ir,
  ]);
  return row ?? null;
}

/** What the settings pages show, with the venue's devices for the kitchen printer's choice. */
export async function loadVenueSettings(db: Queryable, ir: string): Promise<TVenueSettings | null> {
  const loaded = await loadRestaurant(db, ir);
  if (!loaded) return null;
  const r = loaded.restaurant;
  const devices = await listVenueDevices(db, r.ir, r.il);
  return {
    ir: r.ir,
    il: r.il,
    nombre: r.nombre,
    version: loaded.version,
    shifts: r.shifts,
    holidays: r.holidays ?? [],
    tables: r.tables,
    paymentMethods: r.paymentMethods,
    kiosk: r.kiosk,
    kitchenRelease: r.kitchenRelease,
    kitchenTimers: r.kitchenTimers,
    tableService: tableServiceOf(r),
    webOrdering: webOrderingOf(r),
    contact: contactOf(r),
    devices: devices.map((d) => ({ id: d.id, name: d.name, revoked: d.revoked_at !== null })),
    bookings: bookingsOf(r),
  };
}

/**
 * The table service of a restaurant (issue 14): its app configuration's flags — check-in payment, guests, calling
 * the waiter, asking the check-in password — and the password, kept beside the app as the import keeps it.
 */
function tableServiceOf({ app, checkInPassword }: TRestaurantImport): TTableService {
  return {
    selfatpay: app.selfatpay,
    selfAnonymousLogin: app.selfAnonymousLogin,
    selfGenerateQR: app.selfGenerateQR,
    callWaiterFooter: app.callWaiterFooter,
    callWaiterIcon: app.callWaiterIcon,
    callWaiterComment: app.callWaiterComment,
    callWaiterAskTable: app.callWaiterAskTable,
    selfatpwd: app.selfatpwd,
    checkInPassword,
  };
}

/** The app configuration's fields the web ordering section edits: the section's contract names them once. */
const WEB_ORDERING_FIELDS = Object.keys(ZWebOrdering.shape) as (keyof TWebOrdering)[];

/** Ordering on the web: those fields of the restaurant's app configuration. */
function webOrderingOf({ app }: TRestaurantImport): TWebOrdering {
  return Object.fromEntries(WEB_ORDERING_FIELDS.map((field) => [field, app[field]])) as TWebOrdering;
}

/** The contact section of a restaurant's webConfig (issue 18 item 1): what its info screen's contact tab shows. */
function contactOf({ web }: TRestaurantImport): TVenueContact {
  const { phone, wha, mail, web: site, inst, fb, tw, fiscalId, des, desTrad } = web;
  return { phone, wha, mail, web: site, inst, fb, tw, fiscalId, des, ...(desTrad ? { desTrad } : {}) };
}

/** Whether the restaurant takes table bookings, and its booking config d[0] (issue 17 items 3 and 7). */
function bookingsOf({ web, booking }: TRestaurantImport): TBookingSettings {
  return { rsvp: web.rsvp, booking };
}

/** A section of the settings: the part of the restaurant it replaces, and its change-log name. */
type Section<T> = {
  what: string;
  pick: (r: TRestaurantImport) => T;
  put: (r: TRestaurantImport, value: T) => TRestaurantImport;
};

export const SETTINGS_SECTIONS = {
  hours: {
    what: 'settings.hours',
    pick: (r) => ({ shifts: r.shifts, holidays: r.holidays ?? [] }),
    // Holidays kept in order and once each, so the same dates saved twice are no change.
    put: (r, v) => ({ ...r, shifts: v.shifts, holidays: [...new Set(v.holidays)].sort() }),
  } satisfies Section<Pick<TRestaurantImport, 'shifts' | 'holidays'>>,
  tables: {
    what: 'settings.tables',
    pick: (r) => r.tables,
    put: (r, tables) => ({ ...r, tables }),
  } satisfies Section<TRestaurantImport['tables']>,
  paymentMethods: {
    what: 'settings.payment-methods',
    pick: (r) => r.paymentMethods,
    put: (r, paymentMethods) => ({ ...r, paymentMethods }),
  } satisfies Section<TRestaurantImport['paymentMethods']>,
  kiosk: {
    what: 'settings.kiosk',
    pick: (r) => r.kiosk,
    put: (r, kiosk) => ({ ...r, kiosk }),
  } satisfies Section<TKioskConfig | null>,
  kitchen: {
    what: 'settings.kitchen',
    pick: (r) => ({ kitchenRelease: r.kitchenRelease, kitchenTimers: r.kitchenTimers }),
    put: (r, v) => ({ ...r, ...v }),
  } satisfies Section<Pick<TRestaurantImport, 'kitchenRelease' | 'kitchenTimers'>>,
  tableService: {
    what: 'settings.table-service',
    pick: tableServiceOf,
    put: (r, { checkInPassword, ...flags }) => ({ ...r, app: { ...r.app, ...flags }, checkInPassword }),
  } satisfies Section<TTableService>,
  webOrdering: {
    what: 'settings.web-ordering',
    pick: webOrderingOf,
    put: (r, v) => ({ ...r, app: { ...r.app, ...v } }),
  } satisfies Section<TWebOrdering>,
  contact: {
    what: 'settings.contact',
    pick: contactOf,
    // The English description goes when it is left out: it is replaced with the rest, not kept.
    put: (r, v) => ({ ...r, web: { ...r.web, ...v, desTrad: v.desTrad } }),
  } satisfies Section<TVenueContact>,
  bookings: {
    what: 'settings.bookings',
    pick: bookingsOf,
    // Blocked dates kept in order and once each, as holidays are, so the same dates saved twice are no change.
    put: (r, v) => ({
      ...r,
      web: { ...r.web, rsvp: v.rsvp },
      booking: { ...v.booking, bkd: [...new Set(v.booking.bkd)].sort() },
    }),
  } satisfies Section<TBookingSettings>,
};

type Sections = typeof SETTINGS_SECTIONS;
type ValueOf<K extends keyof Sections> = Parameters<Sections[K]['put']>[1];

/** Replaces one section of a restaurant's settings; null when the restaurant does not exist. */
export function saveSettingsSection<K extends keyof Sections>(
  db: Database,
  section: K,
  edit: { ir: string; userId: number; now: Date; value: ValueOf<K> },
): Promise<CatalogEditResult | null> {
  const { what, pick, put } = SETTINGS_SECTIONS[section] as unknown as Section<ValueOf<K>>;
  return editRestaurant(db, {
    ir: edit.ir,
    userId: String(edit.userId),
    now: edit.now,
    what,
    target: '',
    apply: (r) => put(r, edit.value),
    pick,
  });
}
