import { DEFAULT_ADDRESS_ALIAS, type TAddress, ZAddress } from '@comanda/domain';
import { TEMPORARY_ADDRESS_KEY as KEY } from '../../../lib/stored-choices.ts';
import type { AddressDraft } from '../model/address-rules.ts';

/**
 * A signed-out diner's delivery address (spec/2 §4 'Not logged in: the address goes to temporary
 * storage'; §6 'Delivery address entry for logged-out users is via a modal and only to temporary
 * storage'). Read back validated: a stored value of another shape is no address.
 */
export const temporaryAddress = {
  read(): TAddress | null {
    try {
      const parsed = ZAddress.safeParse(JSON.parse(localStorage.getItem(KEY) ?? 'null'));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  },
  write(address: TAddress): void {
    try {
      localStorage.setItem(KEY, JSON.stringify(address));
    } catch {
      // Not kept: the diner types it again after signing in.
    }
  },
  clear(): void {
    try {
      localStorage.removeItem(KEY);
    } catch {
      // Nothing to clear.
    }
  },
};

/** A signed-out diner's address as kept: named Home when unnamed, and the one to use (spec/2 §4, §5). */
export function keepTemporary(draft: AddressDraft): TAddress {
  const saved: TAddress = { ...draft, alias: draft.alias || DEFAULT_ADDRESS_ALIAS, def: true };
  temporaryAddress.write(saved);
  return saved;
}
