import { type TKioskIdentity, ZKioskIdentity } from '@comanda/domain';
import type { DeviceStore } from './device-store.ts';

/** The stored KIOUSER, or null when the device is not paired or the record does not fit the contract. */
export function readIdentity(store: DeviceStore): TKioskIdentity | null {
  const parsed = ZKioskIdentity.safeParse(store.get('KIOUSER'));
  return parsed.success ? parsed.data : null;
}
