import type { DeliveryVenue, DraftOffer, TAddress } from '@comanda/domain';
import { useEffect, useRef } from 'react';
import { orderFor } from '../../../lib/order-for.ts';
import {
  type DraftPlace,
  draftOf,
  type KeptChoices,
  readDraft,
  reconcileAddress,
  withKept,
  withOrderFor,
  writeDraft,
} from '../model/checkout-draft.ts';
import type { CheckoutForm } from '../model/checkout-form.ts';
import { checkoutStore, useCheckout } from '../store/checkout-store-instance.ts';

/** The device's storage, or none where the browser refuses it (a private window may). */
export function deviceStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/**
 * A checkout that keeps (issue 15 item 1): it starts from the venue's defaults with the kept draft of this
 * cart laid over them (each choice still offered), writes the draft again at every change, and keeps the
 * delivery address one of the diner's (the chosen one, else the closest the venue delivers to: issue 15
 * item 2), and where and when the diner chose on the menu when that is newer (issue 15 item 4). `start` runs again when the venue or the session changes — signing in on the page keeps the
 * choices, as a reload does.
 */
export function useCheckoutDraft(input: {
  place: DraftPlace;
  offer: DraftOffer;
  fresh: () => CheckoutForm;
  restartKey: string;
  coupons: readonly string[];
  onKept: (kept: KeptChoices | null) => void;
  addresses: readonly TAddress[] | null;
  deliveryVenue: DeliveryVenue;
  weekday: number;
}) {
  const form = useCheckout((s) => s.form);
  const phase = useCheckout((s) => s.phase);
  const latest = useRef(input);
  latest.current = input;

  // biome-ignore lint/correctness/useExhaustiveDependencies: restartKey names the venue and the session
  useEffect(() => {
    const { place, offer, fresh, onKept } = latest.current;
    const storage = deviceStorage();
    const kept = storage ? readDraft(storage, place, offer, Date.now()) : null;
    const form = withKept(fresh(), kept);
    // Where and when chosen on the menu's action bar, if chosen after this draft was written.
    const chosen = orderFor.read(place.venue, (fecha) => offer.times(form.tipo, fecha));
    checkoutStore.getState().start(withOrderFor(form, chosen, kept));
    onKept(kept);
    return () => checkoutStore.getState().reset();
  }, [input.restartKey]);

  // Every change is kept; not once the order is being saved or was saved (its draft is cleared then).
  const couponsKey = input.coupons.join('\n');
  // biome-ignore lint/correctness/useExhaustiveDependencies: couponsKey names the coupons
  useEffect(() => {
    const storage = deviceStorage();
    if (!form || !storage || phase === 'saving' || phase === 'received') return;
    writeDraft(storage, draftOf(form, latest.current.coupons, latest.current.place, Date.now()));
    // The menu's action bar shows what the checkout chose last (issue 15 item 4).
    if (form.tipo !== 3)
      orderFor.write({
        venue: latest.current.place.venue,
        fecha: form.fecha,
        hora: form.hora,
        address: form.address,
      });
  }, [form, couponsKey, phase]);

  // The address follows the diner's list: still one of theirs, else the closest the venue delivers to.
  const addressesKey = JSON.stringify(input.addresses);
  // biome-ignore lint/correctness/useExhaustiveDependencies: addressesKey names the list
  useEffect(() => {
    const { addresses, deliveryVenue, weekday } = latest.current;
    const current = checkoutStore.getState().form;
    if (!current || addresses === null) return;
    const address = reconcileAddress(current.address, addresses, deliveryVenue, weekday);
    if (JSON.stringify(address) !== JSON.stringify(current.address))
      checkoutStore.getState().update({ address });
  }, [addressesKey, form !== null]);
}
