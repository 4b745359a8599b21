import { KIOSK_DEFAULT_CONFIG_ID, type TKioskIdentity } from '@comanda/domain';
import type { Queryable } from '../db/database.ts';
import { kioskIdentity, pairDeviceDirectly } from '../store/kiosk-devices.ts';
import { firstKioskRestaurant } from '../store/restaurants.ts';

/**
 * The demo totem's technician PIN (README 'Configuration', COMANDA_KIOSK_SEED_PIN replaces it): a real
 * totem's is chosen on its pairing screen, which the demo totem skips.
 */
export const DEMO_TOTEM_PIN = '2580';

/** The demo totem's row in kiosk_devices: fixed, so each start renews the same device instead of adding one. */
export const DEMO_TOTEM_ID = 'kio-demo-browser';

/**
 * The identity of the totem `npm start` runs at /kiosk/: a real device of the first restaurant with a
 * kiosk configuration, its token issued by the server's own store as pairing would (spec/3 §4 'Kiosk
 * pairing'), so a newcomer orders without pairing and every call it makes is checked like a real one.
 * Null when no restaurant has a kiosk configuration (the totem then starts unpaired).
 */
export async function demoTotemIdentity(db: Queryable, now: Date): Promise<TKioskIdentity | null> {
  const restaurant = await firstKioskRestaurant(db);
  if (!restaurant?.kiosk) return null;
  const { device, token } = await pairDeviceDirectly(
    db,
    DEMO_TOTEM_ID,
    {
      kind: 'restaurant',
      ir: restaurant.ir,
      il: restaurant.il,
      dp: KIOSK_DEFAULT_CONFIG_ID,
      name: restaurant.kiosk.nombre,
    },
    now,
  );
  return kioskIdentity(restaurant, device, token);
}
