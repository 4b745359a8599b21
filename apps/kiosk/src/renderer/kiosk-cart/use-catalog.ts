import {
  type CatalogIndex,
  indexCatalog,
  type TCartResto,
  type TMenu,
  type TRestaurantInfo,
} from '@comanda/domain';
import { useMemo } from 'react';

/** The menu indexed for the domain's cart and extras rules. */
export function useCatalog(menu: TMenu): CatalogIndex {
  return useMemo(() => indexCatalog(menu.prods, menu.jextras, menu.extras), [menu]);
}

/** The cart's venue: the restaurant location the kiosk sells for. */
export function venueOf(info: TRestaurantInfo): TCartResto {
  return {
    id: `${info.ir}-${info.il}`,
    dk: info.dk,
    nombre: info.nombre,
    pais: info.pais,
    simpleId: info.simpleId,
  };
}
