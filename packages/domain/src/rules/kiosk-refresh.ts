/**
 * How often a totem reads its restaurant and menu again (spec/3 §9 'Times': restaurant info cached 10 min,
 * 3 min for a kiosk): prices, products and the configuration a restaurant changes reach an idle totem
 * within this long, without a reload. Sold-out changes do not wait for it: they come live.
 */
export const KIOSK_MENU_REFRESH_MS = 180_000;
