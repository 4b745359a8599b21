import type { AddressVerification, TAddress } from '@comanda/domain';
import { createStore } from 'zustand/vanilla';

export type VerificationState = {
  /** The default address's verification: null unknown, valid, invalid (spec/2 §4 'Address verification'). */
  status: AddressVerification | null;
  /** The address it was checked for (alias and street), so a different default reads unknown. */
  of: string | null;
  check: (address: TAddress | null) => Promise<void>;
  set: (address: TAddress, status: AddressVerification | null) => void;
  reset: () => void;
};

const keyOf = (a: Pick<TAddress, 'alias' | 'di' | 'lt' | 'lg'>) => `${a.alias}|${a.di}|${a.lt}|${a.lg}`;

/**
 * The default address's verification, checked at start and on save, cleared on logout (spec/2 §4). A
 * check that cannot reach the platform leaves it unknown.
 */
export function createVerificationStore(verify: (address: TAddress) => Promise<AddressVerification>) {
  return createStore<VerificationState>()((set) => ({
    status: null,
    of: null,
    check: async (address) => {
      if (!address) return set({ status: null, of: null });
      try {
        set({ status: await verify(address), of: keyOf(address) });
      } catch {
        set({ status: null, of: keyOf(address) });
      }
    },
    set: (address, status) => set({ status, of: keyOf(address) }),
    reset: () => set({ status: null, of: null }),
  }));
}

/** The status as it applies to this address: unknown unless it is the one checked. */
export const statusFor = (state: Pick<VerificationState, 'status' | 'of'>, address: TAddress) =>
  state.of === keyOf(address) ? state.status : null;
