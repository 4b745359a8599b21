/**
 * Which half of the back office a saved change belongs to (issue 13 item 3 'Every change is versioned (who,
 * when, what)'): the menu's — products, categories, extras groups and their stock — or the settings' — opening
 * hours, tables, payment methods, kiosk, kitchen, coupons and staff. Each half's history shows its own. A
 * change's `what` is '{thing}.{action}' ('product.save', 'settings.hours', 'coupon.delete').
 */
export const CHANGE_AREAS = ['menu', 'settings'] as const;
export type ChangeArea = (typeof CHANGE_AREAS)[number];

/** The things whose changes each area lists: the part of `what` before its first dot. */
export const CHANGE_AREA_THINGS: Readonly<Record<ChangeArea, readonly string[]>> = {
  menu: ['product', 'category', 'extraGroup', 'extra'],
  settings: ['settings', 'coupon', 'staff'],
};

/** The most rows one page of a history answers (GET /srv/backoffice/changes `limit`), and what a page shows. */
export const CHANGES_PAGE_MAX = 100;
export const CHANGES_PAGE = 20;

/** The area of a change, or null for a thing neither lists. */
export function changeArea(what: string): ChangeArea | null {
  const thing = what.split('.')[0] ?? '';
  return CHANGE_AREAS.find((area) => CHANGE_AREA_THINGS[area].includes(thing)) ?? null;
}
