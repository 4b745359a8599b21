import type { TExtra, TProduct, TRestaurantImport } from '@comanda/domain';

/** What a restaurants row keeps in `profile`: the imported restaurant without its menu, plus its slug. */
export type RestaurantProfile = Omit<TRestaurantImport, 'menu'> & { slug: string };

type StockFields = 'stock' | 'crinvol' | 'agot';

/** What a restaurants row keeps in `menu`: the menu tree without stock, which lives in stock rows. */
export type MenuDocument = Omit<TRestaurantImport['menu'], 'products' | 'extras'> & {
  products: Omit<TProduct, StockFields>[];
  extras: Omit<TExtra, StockFields>[];
};
