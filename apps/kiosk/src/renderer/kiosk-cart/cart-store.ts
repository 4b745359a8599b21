import {
  type AddLineInput,
  addLine,
  type CatalogIndex,
  type LineChanges,
  newCart,
  removeLine,
  type TCart,
  type TCartResto,
  updateLine,
} from '@comanda/domain';
import { create } from 'zustand';
import { refusalText } from '../app/refusal-text.ts';
import { bridge } from '../bridge.ts';

export type KioskUserData = { name: string; email: string; phone: string; country: string };

type CartState = {
  cart: TCart | null;
  /** The diner's details (spec/3 §3 'User data'); in memory only, gone with the reset's reload. */
  user: KioskUserData | null;
  /** Reads the cart the device keeps (it survives a page reload, spec/3 §3 'Kiosk cart'). */
  load(): Promise<void>;
  /** A new diner: an empty cart, with the order type when the configuration fixes it. */
  start(tipo?: 4 | 5): Promise<void>;
  setOrderType(tipo: 4 | 5): Promise<void>;
  /** The table found for the locator: its id, its name (the order's) and the name in other languages. */
  setTable(mesa: string, mesaName: string, mesaNameTrad?: Readonly<Record<string, string>>): Promise<void>;
  add(venue: TCartResto, input: AddLineInput, index: CatalogIndex): Promise<string | null>;
  update(indiceCart: number, changes: LineChanges, index: CatalogIndex): Promise<string | null>;
  remove(indiceCart: number): Promise<void>;
  setUser(user: KioskUserData): void;
  /**
   * Cancel the order: an order already saved (the diner came back from paying) is cancelled at the
   * platform, then the cart is forgotten (the caller reloads into Welcome).
   */
  cancel(): Promise<void>;
  /** Paid (PaymentReceived): the cart and the device's order record are cleared (spec/3 §4). */
  settle(): Promise<void>;
};

const ctx = () => ({ now: Date.now(), newId: () => crypto.randomUUID() });

/**
 * The kiosk cart: the domain's cart rules (addLine, updateLine, removeLine) on a cart the device stores.
 * Every change is written through the bridge before the screen moves on.
 */
export const useKioskCart = create<CartState>((set, get) => {
  const save = async (cart: TCart) => {
    set({ cart });
    await bridge.cart.set(cart);
  };
  const current = () => get().cart ?? newCart(Date.now());
  return {
    cart: null,
    user: null,
    async load() {
      set({ cart: await bridge.cart.get() });
    },
    start: (tipo) => save(newCart(Date.now(), tipo ? { tipo } : {})),
    setOrderType: (tipo) => save({ ...current(), tipo, fmu: Date.now() }),
    setTable: (mesa, mesaName, mesaNameTrad) =>
      save({ ...current(), mesa, mesaName, ...(mesaNameTrad ? { mesaNameTrad } : {}), fmu: Date.now() }),
    async add(venue, input, index) {
      const outcome = addLine(current(), venue, input, index, ctx());
      if (!outcome.ok) return refusalText(outcome.refusal);
      await save(outcome.value);
      return null;
    },
    async update(indiceCart, changes, index) {
      const outcome = updateLine(current(), indiceCart, changes, index, ctx());
      if (!outcome.ok) return refusalText(outcome.refusal);
      await save(outcome.value);
      return null;
    },
    async remove(indiceCart) {
      const outcome = removeLine(current(), indiceCart, ctx());
      if (outcome.ok) await save(outcome.value);
    },
    setUser: (user) => set({ user }),
    async cancel() {
      set({ cart: null, user: null });
      await bridge.order.cancel().catch(() => bridge.cart.clear());
    },
    async settle() {
      set({ cart: null, user: null });
      await bridge.order.settle();
    },
  };
});
