/**
 * The device's own storage keys of spec/3 §9 'Codes' (local storage keys): the paired identity
 * (KIOUSER), the portal (KIOPORTAL), the environment (AMB), the language (IDI), the kiosk token's
 * load time (TK5, re-fetched after 172800 s), the saved local table (CSEAT) and the kiosk cart
 * (KIOSKCART). The cart is kept here, not in the renderer, so a crashed page that is reloaded finds
 * the diner's order again; the inactivity reset removes it. Two keys of our own join them: KIOSKORDER,
 * the order being paid (its idempotency key, so a reload or retry never saves a second order) until it is
 * settled or cancelled, and KIOSKCHARGES, card charges whose report has not reached the server yet (a
 * charge that succeeded is never lost). And the technician's: TECHPIN, the salted hash of the PIN chosen at
 * pairing, and TECHPINTRIES, the wrong tries that lock it (technician-pin.ts). A module of their own: the store
 * (device-store.ts) keeps them and the secret box (secret-box.ts) names the ones it seals.
 */
export const DEVICE_KEYS = [
  'KIOUSER',
  'KIOPORTAL',
  'AMB',
  'IDI',
  'TK5',
  'CSEAT',
  'KIOSKCART',
  'KIOSKORDER',
  'KIOSKCHARGES',
  'TECHPIN',
  'TECHPINTRIES',
] as const;
export type DeviceKey = (typeof DEVICE_KEYS)[number];
