import * as z from 'zod/mini';
import { AS_SOON_AS_POSSIBLE, CART_EXPIRY_SECONDS } from '../constants.ts';
import { ZAddress } from '../contracts/account.ts';

/**
 * Where and when a diner orders for, chosen in the menu's action bar (spec/1 §2 screen 1 'address
 * verification, date and time', screen 5 'An inline date and time selector also appears on the menu'; issue
 * 15 item 4) or in the checkout, kept on the device per venue so that each starts with the other's choice.
 * fecha '' is today; hora 'lo antes posible' or a 30-minute slot, '' for none chosen; address null for none.
 */
export const ZOrderFor = z.object({
  v: z.literal(1),
  /** The venue: restaurant location id and dark kitchen, as the cart names them. */
  venue: z.string().check(z.minLength(1), z.maxLength(200)),
  /** When it was chosen (ms since the epoch): the newer of this and the checkout's draft wins. */
  savedAt: z.number(),
  fecha: z.string().check(z.regex(/^(\d{4}-\d{2}-\d{2})?$/)),
  hora: z.union([z.literal(AS_SOON_AS_POSSIBLE), z.string().check(z.regex(/^(\d{2}:\d{2})?$/))]),
  address: z.nullable(ZAddress),
});
export type TOrderFor = z.infer<typeof ZOrderFor>;

/**
 * The kept choice for this venue, or null when there is none to trust: malformed (the device's storage is
 * not the app's to trust), another venue's, written in the future or older than a stored cart may be (12 h,
 * spec/1 §4 'Cart lifecycle'). A time the venue no longer offers on that date (spec/1 §5 'Deferral':
 * holidays and closed days offer none) is cleared, as is a day chosen without a time that offers none; the
 * address stays.
 */
export function reviveOrderFor(
  stored: unknown,
  input: { venue: string; now: number; times: (fecha: string) => readonly string[] },
): TOrderFor | null {
  const parsed = ZOrderFor.safeParse(stored);
  if (!parsed.success) return null;
  const kept = parsed.data;
  if (kept.venue !== input.venue) return null;
  const age = input.now - kept.savedAt;
  if (age < 0 || age > CART_EXPIRY_SECONDS * 1000) return null;
  // A day chosen before its time (hora '') stands while that day offers any time.
  const times = input.times(kept.fecha);
  const offered = kept.hora === '' ? times.length > 0 : times.includes(kept.hora);
  return offered ? kept : { ...kept, fecha: '', hora: '' };
}
