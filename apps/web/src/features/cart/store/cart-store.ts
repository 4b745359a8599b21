import type { ApiClient } from '@comanda/api-client';
import {
  type AddLineInput,
  addLine,
  type CartOutcome,
  type CatalogIndex,
  currentCart,
  emptyCart,
  isCartEditable,
  type LineChanges,
  removeLine,
  seatAtTable,
  stockLines,
  type TCart,
  type TCartResto,
  type TPriceCheckResult,
  type TStockLevel,
  type TStockLine,
  updateLine,
  type WebDispatchType,
} from '@comanda/domain';
import { createStore } from 'zustand/vanilla';
import { errorMessage, sayError } from '../../../lib/error-message.ts';
import { type CartActionResult, done } from '../model/cart-result.ts';
import type { PersistedCart } from '../model/persisted-cart.ts';
import { stockChanges } from '../model/stock-changes.ts';

export type CartApi = Pick<ApiClient, 'reserveStock' | 'releaseStock' | 'clearHolds' | 'priceCheck'>;

export type CartDeps = {
  api: CartApi;
  storage: { read: () => unknown; write: (value: PersistedCart) => void };
  now: () => number;
  /** Ids for cart ids and line references. */
  newId: () => string;
  /** Stock levels the server sent back with a reservation or release, for the menu to show. */
  onStock: (levels: TStockLevel[]) => void;
};

/** The server's prices for one version of the cart; stale once the cart changes again. */
export type PricedCart = { version: number; result: TPriceCheckResult };

export type CartState = PersistedCart & {
  /** Counts changes of this visit: fmu has millisecond steps, two changes can share one. */
  version: number;
  priced: PricedCart | null;
  /** An action is waiting for the server; actions run one after another. */
  busy: boolean;
  /**
   * Reads the stored cart; an expired one is dropped and its holds given back. A kept cart is checked
   * against its contract, loaded for it (so the menu page's first load carries no zod): cart actions wait
   * for it, and a type, table or reset chosen meanwhile applies to the kept cart too.
   */
  hydrate: () => Promise<void>;
  setTipo: (tipo: WebDispatchType) => void;
  /** The diner orders at a table of this venue (spec/1 §4): type 3 with the table; no stock moves. */
  seat: (venue: TCartResto, table: { id: string; nm: string }) => CartActionResult;
  add: (
    venue: TCartResto,
    input: AddLineInput,
    index: CatalogIndex,
    names: Record<string, string>,
  ) => Promise<CartActionResult>;
  update: (
    indiceCart: number,
    changes: LineChanges,
    index: CatalogIndex,
    names: Record<string, string>,
  ) => Promise<CartActionResult>;
  remove: (indiceCart: number) => Promise<CartActionResult>;
  empty: () => Promise<CartActionResult>;
  refreshPrices: () => Promise<void>;
  reset: () => void;
};

const failure = async (error: unknown): Promise<CartActionResult> => ({
  ok: false,
  code: 'network',
  message: await sayError(error),
});

/**
 * The diner's cart (spec/1 §3 'Cart', §4 'Cart lifecycle'). Every change is decided by the domain's
 * cart rules; the stock it moves is reserved on the server first (all or nothing) and released after,
 * so a refused reservation leaves the cart as it was. Prices shown come from the server's price check.
 */
export function createCartStore(deps: CartDeps) {
  // Actions wait for the one before: two quick taps must not both build on the same old cart.
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const next = queue.then(task, task);
    queue = next.catch(() => undefined);
    return next;
  };

  return createStore<CartState>()((set, get) => {
    const persist = () => {
      const { cartId, cart, names } = get();
      deps.storage.write({ cartId, cart, names });
    };

    const moveStock = async (
      resto: Pick<TCartResto, 'id' | 'dk'>,
      reserve: TStockLine[],
      release: TStockLine[],
    ): Promise<CartActionResult> => {
      const { cartId } = get();
      const request = (lines: TStockLine[]) => ({ cartId, irl: resto.id, dk: resto.dk, lines });
      try {
        if (reserve.length > 0) {
          const result = await deps.api.reserveStock(request(reserve));
          if (result.stock.length > 0) deps.onStock(result.stock);
          if (!result.reserved) {
            return { ok: false, code: 'stock', message: 'Stock insuficiente', shortages: result.shortages };
          }
        }
        if (release.length > 0) {
          const result = await deps.api.releaseStock(request(release));
          if (result.stock.length > 0) deps.onStock(result.stock);
        }
        return done;
      } catch (error) {
        return failure(error);
      }
    };

    /** Applies a domain outcome: moves its stock, then commits the new cart and asks for prices. */
    const commit = async (
      outcome: CartOutcome,
      resto: Pick<TCartResto, 'id' | 'dk'> | null,
      names: Record<string, string> = {},
    ): Promise<CartActionResult> => {
      if (!outcome.ok) return { ok: false, ...outcome.refusal, message: await sayError(outcome.refusal) };
      const before = get().cart;
      const { reserve, release } = stockChanges(before, outcome.value);
      if (resto) {
        const moved = await moveStock(resto, reserve, release);
        if (!moved.ok) return moved;
      }
      set({ cart: outcome.value, names: { ...get().names, ...names }, version: get().version + 1 });
      persist();
      void get().refreshPrices();
      return done;
    };

    const run = (task: () => Promise<CartActionResult>) =>
      serial(async () => {
        set({ busy: true });
        try {
          return await task();
        } finally {
          set({ busy: false });
        }
      });

    const ctx = () => ({ now: deps.now(), newId: deps.newId });
    const fresh = (): PersistedCart => ({
      cartId: deps.newId(),
      cart: currentCart(null, deps.now()),
      names: {},
    });

    // Changes made with no wait (type, table, reset) while a kept cart is read: made again once it is in.
    let restoring = false;
    const replays: (() => void)[] = [];
    const alsoOnKeptCart = (change: () => void) => {
      if (restoring) replays.push(change);
    };

    return {
      ...fresh(),
      version: 0,
      priced: null,
      busy: false,

      hydrate: async () => {
        const stored = deps.storage.read();
        const apply = ({ expiredId, ...kept }: PersistedCart & { expiredId: string | null }) => {
          set({ ...kept, priced: null, version: get().version + 1 });
          if (expiredId) void deps.api.clearHolds(expiredId).catch(() => undefined);
          persist();
          void get().refreshPrices();
        };
        // Nothing kept: a new cart, nothing to check.
        if (stored === null || stored === undefined) return apply({ ...fresh(), expiredId: null });
        restoring = true;
        await serial(async () => {
          try {
            const { restoreCart } = await import('../model/persisted-cart.ts');
            apply(restoreCart(stored, deps.now(), deps.newId));
          } catch {
            // Its check could not load (the connection dropped): a new cart for now, the kept one left stored.
          } finally {
            restoring = false;
            for (const change of replays.splice(0)) change();
          }
        });
      },

      setTipo: (tipo) => {
        alsoOnKeptCart(() => get().setTipo(tipo));
        const { cart } = get();
        if (cart.tipo === tipo || !isCartEditable(cart)) return;
        set({ cart: { ...cart, tipo, fmu: deps.now() }, version: get().version + 1 });
        persist();
        void get().refreshPrices();
      },

      seat: (venue, table) => {
        alsoOnKeptCart(() => get().seat(venue, table));
        const outcome = seatAtTable(get().cart, venue, table, deps.now());
        if (!outcome.ok) return { ok: false, ...outcome.refusal, message: errorMessage(outcome.refusal) };
        set({ cart: outcome.value, version: get().version + 1 });
        persist();
        return done;
      },

      add: (venue, input, index, names) =>
        run(() => commit(addLine(get().cart, venue, input, index, ctx()), venue, names)),

      update: (indiceCart, changes, index, names) =>
        run(() => commit(updateLine(get().cart, indiceCart, changes, index, ctx()), get().cart.resto, names)),

      remove: (indiceCart) => run(() => commit(removeLine(get().cart, indiceCart, ctx()), get().cart.resto)),

      empty: () =>
        run(async () => {
          const outcome = emptyCart(get().cart, ctx());
          if (!outcome.ok) return { ok: false, ...outcome.refusal, message: await sayError(outcome.refusal) };
          try {
            await deps.api.clearHolds(get().cartId);
          } catch (error) {
            return failure(error);
          }
          // The holds are gone in one call; commit without moving stock line by line.
          return commit(outcome, null);
        }),

      refreshPrices: async () => {
        const { cart, version } = get();
        if (!cart.resto || cart.dl.length === 0) {
          set({ priced: null });
          return;
        }
        try {
          const result = await deps.api.priceCheck({
            irl: cart.resto.id,
            dk: cart.resto.dk,
            tipo: cart.tipo,
            lines: stockLines(cart.dl),
          });
          // An answer for a cart that has changed since is not this cart's price.
          if (get().version === version) set({ priced: { version, result } });
        } catch {
          // Totals stay provisional (domain rules on the menu's prices) until the next change.
        }
      },

      reset: () => {
        alsoOnKeptCart(() => get().reset());
        set({ ...fresh(), priced: null, version: get().version + 1 });
        persist();
      },
    };
  });
}

export type CartStore = ReturnType<typeof createCartStore>;

/** The cart's units and subtotal to show: the server's when it priced this very cart, else provisional. */
export function shownSubtotal(
  state: Pick<CartState, 'cart' | 'priced' | 'version'>,
  provisional: (cart: TCart) => number | null,
): number | null {
  if (state.priced && state.priced.version === state.version) return state.priced.result.subtotal;
  if (state.cart.dl.length === 0) return 0;
  return provisional(state.cart);
}
