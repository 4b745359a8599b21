import {
  closestDeliveryAddress,
  type DeliveryVenue,
  type DraftOffer,
  deliversTo,
  findSamePlace,
  reviveCheckoutDraft,
  type TAddress,
  type TCheckoutDraft,
  type TOrderFor,
} from '@comanda/domain';
import { DINER_RECORDS } from '../../../lib/diner-records.ts';
import type { CheckoutForm } from './checkout-form.ts';

/**
 * The checkout's draft on this device (issue 15 item 1): one at a time, for the cart being checked out, in
 * localStorage so it survives a reload and a trip to sign in; the domain's reviveCheckoutDraft says whether
 * what is stored can be trusted. A stored draft that cannot is removed.
 */
export const DRAFT_KEY = DINER_RECORDS.checkoutDraft;

/** The venue a draft names: the cart's restaurant location and dark kitchen. */
export const draftVenue = (resto: { id: string; dk: string }) => `${resto.id}/${resto.dk}`;

export type DraftPlace = { cartId: string; venue: string };

/** The draft of a form: what the diner chose, not what the profile holds or the terms' acceptance. */
export function draftOf(
  form: CheckoutForm,
  coupons: readonly string[],
  place: DraftPlace,
  now: number,
): TCheckoutDraft {
  return {
    v: 1,
    ...place,
    savedAt: now,
    tipo: form.tipo,
    prepago: form.prepago,
    tip: form.tip,
    coupon: form.coupon,
    coupons: [...coupons].slice(-10),
    fecha: form.fecha,
    hora: form.hora,
    message: form.message,
    address: form.address,
    phone: form.phone,
  };
}

export type KeptChoices = NonNullable<ReturnType<typeof reviveCheckoutDraft>>;

/** The kept choices of this cart at this venue, or null; a stored draft not to be trusted is removed. */
export function readDraft(
  storage: Pick<Storage, 'getItem' | 'removeItem'>,
  place: DraftPlace,
  offer: DraftOffer,
  now: number,
): KeptChoices | null {
  const raw = storage.getItem(DRAFT_KEY);
  if (raw === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    stored = null;
  }
  const kept = reviveCheckoutDraft(stored, { ...place, now, offer });
  if (!kept) storage.removeItem(DRAFT_KEY);
  return kept;
}

export const writeDraft = (storage: Pick<Storage, 'setItem'>, draft: TCheckoutDraft) =>
  storage.setItem(DRAFT_KEY, JSON.stringify(draft));

export const clearDraft = (storage: Pick<Storage, 'removeItem'>) => storage.removeItem(DRAFT_KEY);

/**
 * A fresh form with the kept choices laid over it: what the venue no longer offers keeps the form's start
 * (a time no longer offered goes back to the start's, 'lo antes posible' or none).
 */
export function withKept(form: CheckoutForm, kept: KeptChoices | null): CheckoutForm {
  if (!kept) return form;
  return {
    ...form,
    tipo: kept.tipo ?? form.tipo,
    prepago: kept.prepago,
    tip: kept.tip ?? form.tip,
    coupon: kept.coupon,
    fecha: kept.hora === '' ? form.fecha : kept.fecha,
    hora: kept.hora === '' ? form.hora : kept.hora,
    message: kept.message,
    address: kept.address ?? form.address,
    phone: kept.phone || form.phone,
  };
}

/**
 * The form with where and when the diner chose on the menu (issue 15 item 4, lib/order-for.ts), when that
 * choice is newer than the kept draft: its time when it has one still offered, its address when it has one.
 */
export function withOrderFor(
  form: CheckoutForm,
  chosen: Pick<TOrderFor, 'savedAt' | 'fecha' | 'hora' | 'address'> | null,
  kept: Pick<KeptChoices, 'savedAt'> | null,
): CheckoutForm {
  if (!chosen || (kept && kept.savedAt >= chosen.savedAt)) return form;
  return {
    ...form,
    ...(chosen.hora !== '' ? { fecha: chosen.fecha, hora: chosen.hora } : {}),
    ...(chosen.address ? { address: chosen.address } : {}),
  };
}

/**
 * The delivery address of the form against the diner's addresses (issue 15 item 2): the chosen one while it
 * is still among them — the same place, however it is called now (the domain's findSamePlace: a temporary
 * address joined as 'Home 2', a rename; issue 16 item 3) — and the venue delivers there (its saved copy, with
 * its alias); else the closest one the venue delivers
 * to (the domain's closestDeliveryAddress) — never the profile's default only because it is the default.
 * When the venue delivers to none of them, the chosen one stays while it is still theirs.
 */
export function reconcileAddress(
  chosen: TAddress | null,
  addresses: readonly TAddress[],
  venue: DeliveryVenue,
  weekday: number,
): TAddress | null {
  const kept = chosen ? findSamePlace(addresses, chosen) : undefined;
  if (kept && deliversTo(kept, venue, weekday).ok) return kept;
  const anyDelivered = addresses.some((a) => deliversTo(a, venue, weekday).ok);
  return kept && !anyDelivered ? kept : closestDeliveryAddress(addresses, venue, weekday);
}
