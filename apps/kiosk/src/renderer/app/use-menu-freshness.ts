import { KIOSK_MENU_REFRESH_MS } from '@comanda/domain';
import { useEffect } from 'react';
import { bridge } from '../bridge.ts';
import { useKioskData } from '../kiosk-data/kiosk-data-store.ts';

/**
 * Keeps the menu a totem shows current while it stands idle on any screen (issue 12 item 4): sold-out
 * changes as the device's live channel brings them (`stock` events), a back-office save as soon as it is
 * made (`catalog` events: menu read again), and anything else — the configuration — by reading restaurant
 * and menu again every KIOSK_MENU_REFRESH_MS (spec/3 §9).
 */
export function useMenuFreshness(): void {
  useEffect(() => {
    const unsubscribe = bridge.subscribe((event) => {
      if (event.type === 'stock') useKioskData.getState().applyStock(event.ir, event.levels);
      if (event.type === 'catalog') void useKioskData.getState().refresh();
    });
    const timer = window.setInterval(() => void useKioskData.getState().refresh(), KIOSK_MENU_REFRESH_MS);
    return () => {
      unsubscribe();
      window.clearInterval(timer);
    };
  }, []);
}
