import { PaymentCode, type TSaveOrderRequestInput } from '@comanda/domain';
import { DINER_TAB_RECORDS } from '../../../lib/diner-records.ts';

/**
 * The order waiting for a card typed on the vault's form (spec/1 §4 'Order saving' 6: 'the stored temporary
 * order is reloaded with the code as token, method 5011 becomes 5009'). Kept in this tab's session storage
 * while the diner is on the form; read once on /l/carttoken.
 */
const KEY = DINER_TAB_RECORDS.cardOrder;

/** How long a stored order waits for its card (the vault's form session, CARD_ENROLLMENT_MINUTES). */
const MAX_AGE_MS = 30 * 60_000;

type Stored = { request: TSaveOrderRequestInput; at: number };
type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function storePendingOrder(
  request: TSaveOrderRequestInput,
  now = Date.now(),
  storage: Store = sessionStorage,
): void {
  storage.setItem(KEY, JSON.stringify({ request, at: now } satisfies Stored));
}

/** The stored order, taken (read once), or null when none or too old. */
export function takePendingOrder(
  now = Date.now(),
  storage: Store = sessionStorage,
): TSaveOrderRequestInput | null {
  const raw = storage.getItem(KEY);
  storage.removeItem(KEY);
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Stored;
    if (typeof stored.at !== 'number' || now - stored.at > MAX_AGE_MS || !stored.request) return null;
    return stored.request;
  } catch {
    return null;
  }
}

/** The stored order paid with the card the form tokenized: 5011 becomes 5009, the code its token. */
export const paidWithToken = (request: TSaveOrderRequestInput, code: string): TSaveOrderRequestInput => ({
  ...request,
  prepago: request.prepago === PaymentCode.cardWallet ? PaymentCode.savedCard : request.prepago,
  tokenCard: code,
});
