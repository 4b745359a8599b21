import type { TStockLevel } from '../contracts/cart.ts';
import type { TMenu } from '../contracts/menu.ts';

/**
 * The menu with new stock levels (from a live stock event or a reservation's answer; spec/1 §4 'Cart
 * lifecycle': sold-out updates arrive without a reload, on the web and on an idle totem alike). Products and
 * extras not named keep their object, so cards that did not change do not re-render; a menu with
 * nothing to change is returned as is.
 */
export function applyStockLevels(menu: TMenu, levels: readonly TStockLevel[]): TMenu {
  const products = new Map(levels.filter((l) => l.kind === 'product').map((l) => [l.id, l]));
  const extras = new Map(levels.filter((l) => l.kind === 'extra').map((l) => [l.id, l]));
  let touched = false;
  const update = <T extends { stock: number | null; crinvol: number; agot: boolean }>(
    item: T,
    level: TStockLevel | undefined,
  ): T => {
    if (!level) return item;
    if (item.stock === level.stock && item.crinvol === level.crinvol && item.agot === level.agot) return item;
    touched = true;
    return { ...item, stock: level.stock, crinvol: level.crinvol, agot: level.agot };
  };
  const prods = menu.prods.map((p) => update(p, products.get(p.ip)));
  const extraList = menu.extras.map((e) => update(e, extras.get(e.pl)));
  return touched ? { ...menu, prods, extras: extraList } : menu;
}
