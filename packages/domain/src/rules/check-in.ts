import { CHECK_IN_HELPER_INTERVAL_MINUTES, CHECK_IN_ORDER_ID_LENGTH, DispatchType } from '../constants.ts';
import type { TAppConfig } from '../contracts/restaurant.ts';
import { offersDispatchType } from './dispatch-type.ts';
import { OrderStatus } from './order-status.ts';
import { phoneAcceptable } from './phone.ts';
import { type TextRef, textRef } from './text-ref.ts';

/** Check-in payment mode selfatpay (spec/1 §4 'Check-in specifics'). */
export const CheckInPayMode = { none: 0, mandatory: 1, optional: 2, onLeaving: 3 } as const;

type CheckInFlags = Pick<
  TAppConfig,
  'ord' | 'ordpick' | 'ordpickonly' | 'selfat' | 'selfatonly' | 'selfatblock'
>;

/**
 * Check-in is active when the venue offers it (selfat or check-in only) and it is not blocked (spec/1 §5
 * 'Ordering availability': ordering is blocked 'in check-in mode when blocked').
 */
export function checkInActive(app: CheckInFlags): boolean {
  return offersDispatchType(app, DispatchType.checkIn) && !app.selfatblock;
}

/**
 * The venue's table a path or an order names (spec/1 §4 'Check-in specifics'; spec/3 §5 'Table number: must
 * exist in the restaurant's table list'): the same id, or the same number ('05' is table 5). '' and 0 name none.
 */
export function findTable<T extends { id: string }>(tables: readonly T[], mesa: string): T | null {
  const wanted = mesa.trim();
  if (wanted === '' || Number(wanted) === 0) return null;
  const numeric = /^\d+$/.test(wanted);
  return (
    tables.find((t) => t.id === wanted) ??
    (numeric ? tables.find((t) => /^\d+$/.test(t.id) && Number(t.id) === Number(wanted)) : undefined) ??
    null
  );
}

/**
 * Where a table path leads (spec/1 §4 'Dispatch type selection': 'Check-in not active with a non-menu table
 * redirects to the menu-only check-in route (browse only)'): 'order' at an active venue, else 'browse'.
 * The table 'menu' is the browse-only route itself.
 */
export function checkInRoute(app: CheckInFlags, table: string): 'order' | 'browse' {
  return table !== 'menu' && table.trim() !== '' && checkInActive(app) ? 'order' : 'browse';
}

/** A check-in order id in a path must be 16 characters (spec/1 §2 'Route shapes'). */
export const isCheckInOrderId = (id: string) => id.length === CHECK_IN_ORDER_ID_LENGTH;

/**
 * The check-in paths of a venue (spec/1 §2, spec/2 §2): {venue}/checkin/menu (browse only),
 * {venue}/checkin/{table} and {venue}/checkin/{table}/{orderId}.
 */
export function checkInPath(venuePath: string, table?: string, orderId?: string): string {
  if (!table) return `${venuePath}/checkin/menu`;
  const base = `${venuePath}/checkin/${encodeURIComponent(table)}`;
  return orderId ? `${base}/${encodeURIComponent(orderId)}` : base;
}

/**
 * {venue}/checkin/{table}/cuenta/{bill id}: the table's bill for a diner seated there who has no order of their
 * own (issue 14) — the table's page links it, and a payment of its lines returns to it.
 */
export const tableBillPath = (venuePath: string, table: string, billId: string) =>
  `${checkInPath(venuePath, table)}/cuenta/${encodeURIComponent(billId)}`;

/**
 * Whether the check-in helper shows (spec/1 §4 'Check-in specifics', spec/2 §3 'Check-in helper modal'): last
 * shown never or more than 240 minutes ago, type 3, check-in active, the table known, the self-service banner
 * on and the venue not blocked. (No host here is a live-landing host.)
 */
export function showCheckInHelper(input: {
  lastShownMs: number | null;
  now: number;
  tipo: number;
  app: CheckInFlags & Pick<TAppConfig, 'selfatbanner'>;
  table: string;
}): boolean {
  const { lastShownMs, now, app } = input;
  const due = lastShownMs === null || now - lastShownMs > CHECK_IN_HELPER_INTERVAL_MINUTES * 60_000;
  return (
    due &&
    input.tipo === DispatchType.checkIn &&
    checkInActive(app) &&
    input.table !== '' &&
    app.selfatbanner &&
    !app.selfatblock
  );
}

/** A name with at least a first and a last name. */
export const isFullName = (name: string) => name.trim().split(/\s+/).filter(Boolean).length >= 2;

export type CheckInField = 'name' | 'phone' | 'rut';

/**
 * Missing-profile data for check-in (spec/1 §5 'Other checkout rules': check-in (3) full name, phone if
 * required, tax/identity number if required). selfatphone and selfatrut are the venue's 'if required'; a
 * phone counts as a delivery phone does (at least 8 characters, §5 'Delivery').
 * Kiosk users are exempt (callers skip them).
 */
export function checkInMissing(
  app: Pick<TAppConfig, 'selfatphone' | 'selfatrut'>,
  contact: { nm: string; ph: string; rut: string },
): CheckInField[] {
  const missing: CheckInField[] = [];
  if (!isFullName(contact.nm)) missing.push('name');
  if (app.selfatphone && !phoneAcceptable(2, contact.ph)) missing.push('phone');
  if (app.selfatrut && contact.rut.trim() === '') missing.push('rut');
  return missing;
}

/** The words of 'Faltan campos por completar: {fields}' (spec/1 §5) for each check-in field. */
export const CHECK_IN_FIELD_NAMES: Record<CheckInField, TextRef> = {
  name: textRef('m1_err_field_name'),
  phone: textRef('m1_err_field_phone'),
  rut: textRef('m1_err_field_rut'),
};

/**
 * Whether an order needs no payment at all (spec/1 §4 'Check-in specifics': 'A check-in order with total
 * zero auto-confirms with no payment'): check-in with a total of 0. Any method chosen is then dropped.
 */
export const paysNothing = (tipo: number, total: number) => tipo === DispatchType.checkIn && total === 0;

/** The ss a new order starts with: confirmed at once when it pays nothing at the table, else awaiting. */
export const initialOrderStatus = (tipo: number, total: number) =>
  paysNothing(tipo, total) ? OrderStatus.confirmed : OrderStatus.awaitingConfirmation;
