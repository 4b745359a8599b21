import { isInProcess, NOTIFICATION_MAX_AGE_MINUTES, type TLivePedEvent, type TOrder } from '@comanda/domain';
import { createStore } from 'zustand/vanilla';
import { errorMessage } from '../../../lib/error-message.ts';
import { minutesSince, statusStamp } from '../model/order-view.ts';

export type OrdersApi = {
  userOrders: (tipo: 1 | 2 | 10) => Promise<TOrder[]>;
  order: (iped: string) => Promise<TOrder>;
  cancelOrder: (iped: string) => Promise<TOrder>;
  payOrder: (iped: string) => Promise<{ order: TOrder; redirect: string }>;
};

export type OrdersDeps = {
  api: OrdersApi;
  now: () => number;
  /** What the diner has seen of each order (the bell's unread marks), kept between visits. */
  seen: { read: () => Record<string, string>; write: (value: Record<string, string>) => void };
};

export type OrdersState = {
  orders: Record<string, TOrder>;
  /** Whether the list of all orders was loaded at least once. */
  loaded: boolean;
  loading: boolean;
  error: string | null;
  seen: Record<string, string>;
  cancelling: string | null;
  loadAll: () => Promise<void>;
  loadOne: (iped: string) => Promise<TOrder>;
  cancel: (iped: string) => Promise<TOrder>;
  /**
   * Pay now (spec/1 §4 'Pay later'), also after a declined payment: the server opens a new attempt; answers
   * the provider's page to go to.
   */
  payNow: (iped: string) => Promise<string>;
  /** A live `ped` event (spec/1 §4 'Realtime order changes'): merged; an unknown order is fetched. */
  applyEvent: (event: TLivePedEvent) => Promise<void>;
  markSeen: () => void;
  reset: () => void;
};

/** The orders of tab 1 (in process) or tab 2 (history), newest first. */
export function ordersOfTab(orders: Record<string, TOrder>, tab: 1 | 2): TOrder[] {
  return Object.values(orders)
    .filter((o) => (tab === 1 ? isInProcess(o.ss) : !isInProcess(o.ss)))
    .sort((a, b) => b.fc.localeCompare(a.fc));
}

/** The notification panel (spec/1 §2 screen 11, §9): orders changed in the last 480 minutes, newest first. */
export function notifications(orders: Record<string, TOrder>, now: number): TOrder[] {
  return Object.values(orders)
    .filter((o) => minutesSince(o.fm, now) <= NOTIFICATION_MAX_AGE_MINUTES)
    .sort((a, b) => b.fm.localeCompare(a.fm));
}

/** Unread: a recent order whose status the diner has not seen (a new order counts once it changes). */
export function unreadCount(
  orders: Record<string, TOrder>,
  seen: Record<string, string>,
  now: number,
): number {
  return notifications(orders, now).filter(
    (o) => seen[o.iped] !== undefined && seen[o.iped] !== statusStamp(o),
  ).length;
}

/**
 * The diner's orders (spec/1 §2 screens 7, 8, 11; §4): one map by id for the lists, the order page and the
 * bell; live events merge into it, so a status change shows everywhere without a reload.
 */
export function createOrdersStore(deps: OrdersDeps) {
  return createStore<OrdersState>()((set, get) => {
    const put = (order: TOrder) => {
      const seen = get().seen;
      // The first sight of an order is its baseline: only later changes ring the bell.
      const nextSeen = seen[order.iped] === undefined ? { ...seen, [order.iped]: statusStamp(order) } : seen;
      if (nextSeen !== seen) deps.seen.write(nextSeen);
      set({ orders: { ...get().orders, [order.iped]: order }, seen: nextSeen });
    };
    return {
      orders: {},
      loaded: false,
      loading: false,
      error: null,
      seen: deps.seen.read(),
      cancelling: null,
      loadAll: async () => {
        set({ loading: true, error: null });
        try {
          const list = await deps.api.userOrders(10);
          const seen = { ...get().seen };
          for (const o of list) if (seen[o.iped] === undefined) seen[o.iped] = statusStamp(o);
          deps.seen.write(seen);
          set({
            orders: Object.fromEntries(list.map((o) => [o.iped, o])),
            loaded: true,
            loading: false,
            seen,
          });
        } catch (error) {
          set({ loading: false, error: errorMessage(error) });
        }
      },
      loadOne: async (iped) => {
        const order = await deps.api.order(iped);
        put(order);
        return order;
      },
      cancel: async (iped) => {
        if (get().cancelling) throw new Error('busy');
        set({ cancelling: iped });
        try {
          const order = await deps.api.cancelOrder(iped);
          put(order);
          return order;
        } finally {
          set({ cancelling: null });
        }
      },
      payNow: async (iped) => {
        const { order, redirect } = await deps.api.payOrder(iped);
        put(order);
        return redirect;
      },
      applyEvent: async (event) => {
        const known = get().orders[event.iped];
        if (!known) {
          try {
            await get().loadOne(event.iped);
          } catch {
            // Not this diner's order, or gone: nothing to show.
          }
          return;
        }
        set({
          orders: {
            ...get().orders,
            [event.iped]: {
              ...known,
              ss: event.ss,
              sp: event.sp,
              stdvy: event.stdvy,
              fm: new Date(deps.now()).toISOString(),
            },
          },
        });
        // The rest of the order (lines' kitchen status, payment link) comes with a fetch.
        void get()
          .loadOne(event.iped)
          .catch(() => undefined);
      },
      markSeen: () => {
        const seen = { ...get().seen };
        for (const o of Object.values(get().orders)) seen[o.iped] = statusStamp(o);
        deps.seen.write(seen);
        set({ seen });
      },
      reset: () => set({ orders: {}, loaded: false, loading: false, error: null, cancelling: null }),
    };
  });
}

export type OrdersStore = ReturnType<typeof createOrdersStore>;
