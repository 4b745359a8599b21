import type { TStockLevel } from '@comanda/domain';
import { openLiveSocket } from '../../../lib/live-socket.ts';

/**
 * Stock changes of some restaurants from the live channel (spec/1 §4 'Cart lifecycle': sold-out updates
 * arrive without a reload), and their catalog changes (a back-office save: `onCatalog` reads the menu
 * again). Returns the function that stops listening.
 */
export function listenToStock(
  restaurants: readonly string[],
  onLevels: (levels: TStockLevel[]) => void,
  onCatalog: () => void = () => {},
): () => void {
  const wanted = new Set(restaurants);
  return openLiveSocket(
    { type: 'subscribe', restaurants: [...wanted] },
    (event) => {
      if (event.type === 'stock' && wanted.has(event.ir)) onLevels(event.levels);
      if (event.type === 'catalog' && wanted.has(event.ir)) onCatalog();
    },
    undefined,
    // Only these are read: the live contracts load with the first of them, not with the menu page.
    { types: ['stock', 'catalog'] },
  );
}
