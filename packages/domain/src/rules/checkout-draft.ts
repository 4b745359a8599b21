import * as z from 'zod/mini';
import { AS_SOON_AS_POSSIBLE, CART_EXPIRY_SECONDS } from '../constants.ts';
import { ZAddress } from '../contracts/account.ts';

/**
 * A checkout's choices kept on the diner's device (issue 15 item 1): the order type, payment method, tip,
 * coupons, deferred date and time with its message, the delivery address and the phone survive a reload and a
 * trip to sign in. It names the cart and venue it belongs to. Not kept: the terms' acceptance (asked at each
 * visit), the check-in password and what the profile holds anyway.
 */
export const ZCheckoutDraft = z.object({
  v: z.literal(1),
  cartId: z.string().check(z.minLength(1), z.maxLength(100)),
  /** The venue: restaurant location id and dark kitchen, as the cart names them. */
  venue: z.string().check(z.minLength(1), z.maxLength(200)),
  /** When it was written (ms since the epoch). */
  savedAt: z.number(),
  tipo: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  prepago: z.nullable(z.int()),
  tip: z.object({ pct: z.int(), monto: z.string().check(z.maxLength(20)) }),
  coupon: z.string().check(z.maxLength(40)),
  coupons: z.array(z.string().check(z.minLength(1), z.maxLength(40))).check(z.maxLength(10)),
  fecha: z.string().check(z.regex(/^(\d{4}-\d{2}-\d{2})?$/)),
  hora: z.union([z.literal(AS_SOON_AS_POSSIBLE), z.string().check(z.regex(/^(\d{2}:\d{2})?$/))]),
  message: z.string().check(z.maxLength(200)),
  address: z.nullable(ZAddress),
  phone: z.string().check(z.maxLength(40)),
});
export type TCheckoutDraft = z.infer<typeof ZCheckoutDraft>;

/** A draft is as old as a stored cart may be (spec/1 §4 'Cart lifecycle', §9: 12 h). */
export const CHECKOUT_DRAFT_MAX_AGE_MS = CART_EXPIRY_SECONDS * 1000;

/** What the venue offers now, against which a kept draft is checked field by field. */
export type DraftOffer = {
  /** The order types this checkout offers. */
  types: readonly number[];
  /** The payment methods offered for an order type. */
  methods: (tipo: number) => readonly number[];
  /** The tip choices (percents, 0 none, -1 custom). */
  tipChoices: readonly number[];
  /** The times offered on a date ('' today), or none when the date is no longer offered. */
  times: (tipo: number, fecha: string) => readonly string[];
};

/**
 * The draft of this cart at this venue, or null when there is none to trust (issue 15 item 1): malformed
 * (the device's storage is not the app's to trust), another cart's or venue's, written in the future or older
 * than 12 hours. A trusted draft keeps only what is still offered: a type, method or tip choice the venue no
 * longer offers falls back to the checkout's own start (null); a date or time no longer offered is cleared.
 */
export function reviveCheckoutDraft(
  stored: unknown,
  input: { cartId: string; venue: string; now: number; offer: DraftOffer },
):
  | (Omit<TCheckoutDraft, 'tipo' | 'prepago' | 'tip'> & {
      tipo: 1 | 2 | 3 | null;
      prepago: number | null;
      tip: { pct: number; monto: string } | null;
    })
  | null {
  const parsed = ZCheckoutDraft.safeParse(stored);
  if (!parsed.success) return null;
  const draft = parsed.data;
  if (draft.cartId !== input.cartId || draft.venue !== input.venue) return null;
  const age = input.now - draft.savedAt;
  if (age < 0 || age > CHECKOUT_DRAFT_MAX_AGE_MS) return null;
  const { offer } = input;
  const tipo = offer.types.includes(draft.tipo) ? draft.tipo : null;
  const effectiveTipo = tipo ?? offer.types[0] ?? 1;
  const prepago =
    draft.prepago !== null && offer.methods(effectiveTipo).includes(draft.prepago) ? draft.prepago : null;
  const tip = offer.tipChoices.includes(draft.tip.pct) ? draft.tip : null;
  const times = offer.times(effectiveTipo, draft.fecha);
  const timeKept = draft.hora !== '' && times.includes(draft.hora);
  return {
    ...draft,
    tipo,
    prepago,
    tip,
    coupon: draft.coupons.includes(draft.coupon) || draft.coupon === '' ? draft.coupon : '',
    fecha: timeKept ? draft.fecha : '',
    hora: timeKept ? draft.hora : '',
  };
}
