import { ORDER_FOR_KEY, TEMPORARY_ADDRESS_KEY } from './stored-choices.ts';

/**
 * The device's records that hold one diner's own data, apart from the session and profile (issue 16 item 6:
 * logout clears everything of the diner in every store): the checkout's draft (address, phone, coupons),
 * where and when they order for (an address of their profile) and a temporary address. Each module that
 * keeps one names its key here, so that the end of a session — a logout anywhere, a refused token — forgets
 * them all (the account's session store), and the next diner of this device starts with none of them.
 */
export const DINER_RECORDS = {
  checkoutDraft: 'comanda.checkoutDraft',
  // Named where the menu's first load reads them (lib/stored-choices.ts): this module stays out of it.
  orderFor: ORDER_FOR_KEY,
  temporaryAddress: TEMPORARY_ADDRESS_KEY,
} as const;

/** This tab's records of the diner: the order waiting for a card typed on the vault's form. */
export const DINER_TAB_RECORDS = { cardOrder: 'comanda.card-order' } as const;

export function forgetDinerRecords(
  local: Pick<Storage, 'removeItem'> | null = safe(() => localStorage),
  tab: Pick<Storage, 'removeItem'> | null = safe(() => sessionStorage),
): void {
  for (const key of Object.values(DINER_RECORDS)) safe(() => local?.removeItem(key));
  for (const key of Object.values(DINER_TAB_RECORDS)) safe(() => tab?.removeItem(key));
}

/** Storage a browser refuses (a private window may) holds nothing to forget. */
function safe<T>(read: () => T): T | null {
  try {
    return read();
  } catch {
    return null;
  }
}
