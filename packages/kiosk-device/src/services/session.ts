import { type TKioskIdentity, type TKioskPortal, ZKioskPortal } from '@comanda/domain';
import type { DeviceStore } from './device-store.ts';
import { readIdentity } from './identity.ts';

/** The stored KIOPORTAL, or null. */
export function readPortal(store: DeviceStore): TKioskPortal | null {
  const parsed = ZKioskPortal.safeParse(store.get('KIOPORTAL'));
  return parsed.success ? parsed.data : null;
}

export type KioskSession = ReturnType<typeof createKioskSession>;

/**
 * Who the device is acting as right now: its paired restaurant (KIOUSER), or — on a portal kiosk — the
 * restaurant the current diner chose. The choice lives in memory only: every reset returns a portal
 * kiosk to the chooser (spec/3 §9), and a restart must not leave it inside one restaurant.
 */
export function createKioskSession(store: DeviceStore) {
  let chosen: TKioskIdentity | null = null;
  return {
    identity: (): TKioskIdentity | null => readIdentity(store) ?? (readPortal(store) ? chosen : null),
    portal: () => readPortal(store),
    choose(identity: TKioskIdentity): void {
      chosen = identity;
    },
    forgetChoice(): void {
      chosen = null;
    },
    /** Where a reset sends the device. */
    home: (): '/KioskWelcome' | '/SelectRestaurant' =>
      readIdentity(store) === null && readPortal(store) !== null ? '/SelectRestaurant' : '/KioskWelcome',
    arrival: (): '/KioskWelcome' | '/SelectRestaurant' | '/ProfileLogin' =>
      readIdentity(store) ? '/KioskWelcome' : readPortal(store) ? '/SelectRestaurant' : '/ProfileLogin',
  };
}
