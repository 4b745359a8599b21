import { applyStockLevels, type TMenu, type TRestaurantInfo, type TStockLevel } from '@comanda/domain';
import type { TDeviceInfo } from '@comanda/kiosk-device/bridge/channels.ts';
import { create } from 'zustand';
import { followCountry } from '../app/i18n.ts';
import { bridgeErrorText } from '../app/refusal-text.ts';
import { bridge } from '../bridge.ts';

type Loaded = { device: TDeviceInfo; info: TRestaurantInfo; menu: TMenu };

export type KioskDataState =
  | { status: 'idle' | 'loading' | 'not_paired' }
  | { status: 'refused'; error: 'inactive' | 'notAvailable' }
  | { status: 'error'; message: string }
  | ({ status: 'ready' } & Loaded);

type KioskData = {
  state: KioskDataState;
  /** Loads the paired restaurant and its menu once; later calls reuse them. */
  load(): Promise<void>;
  /** Reads the restaurant and menu again (spec/3 §9: every 3 min); on failure the shown ones stay. */
  refresh(): Promise<void>;
  /** New stock levels of the shown restaurant (a live `stock` event): sold-out marks follow. */
  applyStock(ir: string, levels: readonly TStockLevel[]): void;
  reset(): void;
};

/**
 * The restaurant and menu every kiosk screen shows, fetched through the bridge. The platform is asked
 * first whether it still accepts this device: 401 → inactive, 403 → notAvailable (spec/3 §4).
 */
export const useKioskData = create<KioskData>((set, get) => ({
  state: { status: 'idle' },
  async load() {
    const { status } = get().state;
    if (status === 'loading' || status === 'ready') return;
    set({ state: { status: 'loading' } });
    try {
      const [device, identity] = await Promise.all([bridge.device.info(), bridge.device.identity()]);
      if (!identity) {
        set({ state: { status: 'not_paired' } });
        return;
      }
      const check = await bridge.platform.check();
      if (check.status === 'inactive' || check.status === 'notAvailable') {
        set({ state: { status: 'refused', error: check.status } });
        return;
      }
      const [info, menu] = await Promise.all([bridge.platform.restaurant(), bridge.platform.menu()]);
      followCountry(info.pais);
      set({ state: { status: 'ready', device, info, menu } });
    } catch (error) {
      set({ state: { status: 'error', message: bridgeErrorText(error) } });
    }
  },
  async refresh() {
    if (get().state.status !== 'ready') return;
    try {
      const [info, menu] = await Promise.all([bridge.platform.restaurant(), bridge.platform.menu()]);
      const state = get().state;
      // A reset or another restaurant chosen meanwhile: these answers are not for the screen shown now.
      if (state.status !== 'ready' || state.info.ir !== info.ir) return;
      set({ state: { ...state, info, menu } });
    } catch {
      // Offline for a moment: the menu shown stays, and the next refresh tries again.
    }
  },
  applyStock(ir, levels) {
    const state = get().state;
    if (state.status !== 'ready' || state.info.ir !== ir) return;
    const menu = applyStockLevels(state.menu, levels);
    if (menu !== state.menu) set({ state: { ...state, menu } });
  },
  reset: () => set({ state: { status: 'idle' } }),
}));
