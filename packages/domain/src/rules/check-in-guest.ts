import {
  ANONYMOUS_QR_SESSION_SECONDS,
  CHECK_IN_ORDER_ID_STORE_SECONDS,
  DispatchType,
  GUEST_IDENTITY,
} from '../constants.ts';
import type { TProfileSave } from '../contracts/account.ts';
import type { TAppConfig } from '../contracts/restaurant.ts';
import { checkInActive, isCheckInOrderId } from './check-in.ts';
import { type TextRef, textRef } from './text-ref.ts';

type GuestFlags = Pick<
  TAppConfig,
  | 'ord'
  | 'ordpick'
  | 'ordpickonly'
  | 'selfat'
  | 'selfatonly'
  | 'selfatblock'
  | 'selfAnonymousLogin'
  | 'selfGenerateQR'
>;

/**
 * The fixed address that marks an account as an anonymous guest on the wire (spec/1 §6 'A fixed guest
 * address marks a user as anonymous'; spec/2 §4 'A fixed guest email is treated as anonymous'). No login
 * code is ever sent to it: guest accounts have no e-mail of their own.
 */
export const GUEST_EMAIL = 'invitado@comanda.guest';

/** Whether a profile is an anonymous guest's: the fixed guest address (spec/1 §6, spec/2 §4). */
export const isGuestProfile = (profile: { detApp: { em: string } } | null | undefined) =>
  profile?.detApp.em === GUEST_EMAIL;

/**
 * The guest login at a table is offered where the venue allows anonymous self-login and QR generation, the
 * cart is at a table (type 3) and check-in is active (spec/2 §4 'Guest login by table'; spec/1 §6).
 */
export function guestLoginOffered(app: GuestFlags, tipo: number): boolean {
  return app.selfAnonymousLogin && app.selfGenerateQR && tipo === DispatchType.checkIn && checkInActive(app);
}

/**
 * Anonymous QR login is valid while the table's check-in order id has 16 characters, both self flags are on,
 * the type is 3 and less than 57600 s passed since it began (spec/1 §4 'Check-in specifics', §6).
 */
export function guestSessionValid(input: {
  app: GuestFlags;
  tipo: number;
  checkInOrderId: string;
  startedMs: number;
  now: number;
}): boolean {
  return (
    guestLoginOffered(input.app, input.tipo) &&
    isCheckInOrderId(input.checkInOrderId) &&
    input.now - input.startedMs < ANONYMOUS_QR_SESSION_SECONDS * 1000
  );
}

/** What a guest session is bound to: one venue's table, by its check-in order id. */
export type GuestBinding = { ir: string; il: string; dk: string; mesa: string; checkInOrderId: string };

/** Why a guest may not save an order: its session serves only its own table (spec/1 §6). */
export const GUEST_REFUSALS = {
  scope: textRef('m1_err_guest_scope'),
  notOffered: textRef('m1_err_guest_not_offered'),
  waiterTable: textRef('m1_err_guest_waiter_table'),
  profile: textRef('m1_err_guest_profile'),
} as const;

/**
 * Whether a guest's order fits its session: the same venue and dark kitchen, dispatch type 3 and the same
 * table (spec/1 §6: 'Anonymous QR guest may check out when … type is 3'). Elsewhere checkout needs sign-in.
 * `sameTable` says whether the order's table is the bound one (ids compare as findTable does).
 */
export function guestOrderProblem(
  binding: GuestBinding,
  order: { ir: string; il: string; dk: string; tipo: number; sameTable: boolean },
): TextRef | null {
  const sameVenue = binding.ir === order.ir && binding.il === order.il && binding.dk === order.dk;
  return sameVenue && order.tipo === DispatchType.checkIn && order.sameTable ? null : GUEST_REFUSALS.scope;
}

/**
 * Whether a guest may call the waiter (or ask for the bill) at a table: only at the venue and table its
 * session is bound to, as it orders only there (spec/1 §6). A guest's link shared to another table, or a
 * table picked in the selectors, would call staff to a table where nobody of the guest's sits.
 */
export function guestCallProblem(
  binding: GuestBinding,
  call: { ir: string; il: string; dk: string; sameTable: boolean },
): TextRef | null {
  const sameVenue = binding.ir === call.ir && binding.il === call.il && binding.dk === call.dk;
  return sameVenue && call.sameTable ? null : GUEST_REFUSALS.waiterTable;
}

/**
 * Why a guest may not save these profile fields: a guest is the table's session, 'Guest' id 1 (spec/2 §4
 * 'Guest defaults'), and keeps no profile of its own — a name, phone, address or country would make it pass
 * for an account. Only the language it reads in may change (spec/2 §4 'Languages': a chosen language is
 * saved to the profile).
 */
export function guestProfileSaveProblem(patch: TProfileSave): TextRef | null {
  const { prefs, ...identity } = patch;
  const keepsIdentity = Object.keys(identity).length === 0 && prefs?.pc === undefined;
  return keepsIdentity ? null : GUEST_REFUSALS.profile;
}

/**
 * Whether a table's check-in order id may be handed to one more guest of the table: the table's open id is
 * shared by everyone who sits there while it is fresh — last joined less than 3600 s ago, the time a device
 * keeps a check-in order id (spec/1 §9). Later arrivals open a new one, so a table's next party does not
 * join the previous party's bill.
 */
export const checkInOrderIdFresh = (lastJoinedMs: number, now: number) =>
  now - lastJoinedMs < CHECK_IN_ORDER_ID_STORE_SECONDS * 1000;

/** The guest's identity on the wire: 'Guest', id 1 (spec/1 §3, spec/2 §4 'Guest defaults'). */
export const guestIdentity = () => ({ ...GUEST_IDENTITY });
