import { isInProcess, type TLivePedEvent, type TOrder } from '@comanda/domain';
import { createStore } from 'zustand/vanilla';
import { errorMessage } from '../../../lib/error-message.ts';
import { type ChangeLog, markAllRead, parseChangeLog, recordOrder } from '../model/status-changes.ts';

export type OrdersApi = {
  userOrders: (tipo: 1 | 2 | 10) => Promise<TOrder[]>;
  order: (iped: string) => Promise<TOrder>;
  cancelOrder: (iped: string) => Promise<TOrder>;
  payOrder: (iped: string) => Promise<{ order: TOrder; redirect: string }>;
};

export type OrdersDeps = {
  api: OrdersApi;
  now: () => number;
  /** The bell's status changes and each order's last known status, kept between visits. */
  changes: { read: () => ChangeLog; write: (value: ChangeLog) => void };
};

export type OrdersState = {
  orders: Record<string, TOrder>;
  /** Whether the list of all orders was loaded at least once. */
  loaded: boolean;
  loading: boolean;
  error: string | null;
  /** Every status change the page learnt of (the bell's badge and panel, model/status-changes.ts). */
  changeLog: ChangeLog;
  cancelling: string | null;
  loadAll: () => Promise<void>;
  loadOne: (iped: string) => Promise<TOrder>;
  /** An order the diner just saved: listed at once (tab 1 shows it before the lists reload), already read. */
  saved: (order: TOrder) => void;
  /** Cancels one order (spec/1 §4 'Cancellation'), then reloads the lists. */
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

/**
 * The diner's orders (spec/1 §2 screens 7, 8, 11; §4): one map by id for the lists, the order page and the
 * bell; live events merge into it, so a status change shows everywhere without a reload.
 */
export function createOrdersStore(deps: OrdersDeps) {
  return createStore<OrdersState>()((set, get) => {
    // Every order that arrives passes the bell's log: a status other than the last known one is a change.
    const record = (orders: TOrder[], read = false) => {
      let log = get().changeLog;
      for (const order of orders)
        log = recordOrder(log, order, deps.now(), read || get().cancelling === order.iped);
      if (log !== get().changeLog) deps.changes.write(log);
      return log;
    };
    const put = (order: TOrder, read = false) => {
      const changeLog = record([order], read);
      set({ orders: { ...get().orders, [order.iped]: order }, changeLog });
    };
    return {
      orders: {},
      loaded: false,
      loading: false,
      error: null,
      changeLog: deps.changes.read(),
      cancelling: null,
      loadAll: async () => {
        set({ loading: true, error: null });
        try {
          const list = await deps.api.userOrders(10);
          // A change made while the page was away counts too, stamped with the order's own time.
          const changeLog = record(list);
          set({
            orders: Object.fromEntries(list.map((o) => [o.iped, o])),
            loaded: true,
            loading: false,
            changeLog,
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
      saved: (order) => put(order, true),
      cancel: async (iped) => {
        if (get().cancelling) throw new Error('busy');
        set({ cancelling: iped });
        let order: TOrder;
        try {
          order = await deps.api.cancelOrder(iped);
          put(order, true);
        } finally {
          set({ cancelling: null });
        }
        // spec/1 §4 'Cancellation': on success the orders reload (the lists move it to history).
        await get().loadAll();
        return order;
      },
      payNow: async (iped) => {
        const { order, redirect } = await deps.api.payOrder(iped);
        put(order, true);
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
        put({
          ...known,
          ss: event.ss,
          sp: event.sp,
          stdvy: event.stdvy,
          fm: new Date(deps.now()).toISOString(),
        });
        // The rest of the order (lines' kitchen status, payment link) comes with a fetch.
        void get()
          .loadOne(event.iped)
          .catch(() => undefined);
      },
      markSeen: () => {
        const changeLog = markAllRead(get().changeLog);
        deps.changes.write(changeLog);
        set({ changeLog });
      },
      // Everything of the diner goes, the bell's log too: the next diner on this device starts clean.
      reset: () => {
        const changeLog = parseChangeLog(null);
        deps.changes.write(changeLog);
        set({ orders: {}, loaded: false, loading: false, error: null, cancelling: null, changeLog });
      },
    };
  });
}

export type OrdersStore = ReturnType<typeof createOrdersStore>;
