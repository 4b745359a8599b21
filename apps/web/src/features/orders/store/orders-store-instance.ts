import { useEffect } from 'react';
import { useStore } from 'zustand';
import { listenToOrders } from '../../../lib/live-orders.ts';
import { onSessionChange, storedSession } from '../../../lib/session.ts';
import { ordersApi } from '../api/orders-api.ts';
import { parseChangeLog } from '../model/status-changes.ts';
import { createOrdersStore, type OrdersState } from './orders-store.ts';

const CHANGES_KEY = 'comanda.orders.changes';

export const ordersStore = createOrdersStore({
  api: ordersApi,
  now: () => Date.now(),
  changes: {
    read: () => {
      try {
        return parseChangeLog(JSON.parse(localStorage.getItem(CHANGES_KEY) ?? 'null'));
      } catch {
        return parseChangeLog(null);
      }
    },
    write: (value) => {
      try {
        localStorage.setItem(CHANGES_KEY, JSON.stringify(value));
      } catch {
        // Not kept: the bell may ring again next visit.
      }
    },
  },
});

export function useOrders<T>(select: (state: OrdersState) => T): T {
  return useStore(ordersStore, select);
}

// One socket for every screen that shows orders (bell, lists, order page), opened while any is mounted.
let users = 0;
let stop: (() => void) | null = null;
let connectedToken: string | null = null;

function connect(token: string) {
  stop?.();
  connectedToken = token;
  stop = listenToOrders(
    { token },
    {
      onPed: (event) => void ordersStore.getState().applyEvent(event),
      onReconnect: () => void ordersStore.getState().loadAll(),
    },
  );
}

/** Keeps the live order stream open while the calling component is mounted (spec/1 §4 'Realtime order changes'). */
export function useLiveOrders(token: string | null = storedSession()): void {
  useEffect(() => {
    if (!token) return;
    users++;
    if (connectedToken !== token) connect(token);
    return () => {
      users--;
      // A short grace: moving from one orders screen to the next keeps the socket.
      setTimeout(() => {
        if (users === 0) {
          stop?.();
          stop = null;
          connectedToken = null;
        }
      }, 1000);
    };
  }, [token]);
}

/**
 * Logout, wherever it happens (the account page, the header, a refused token, another tab), clears the
 * diner's orders and the bell's log and closes the live connection (spec/2 §4 'Logout'; issue 16 item 6).
 */
if (typeof window !== 'undefined')
  onSessionChange(() => {
    if (storedSession() !== null) return;
    stop?.();
    stop = null;
    connectedToken = null;
    ordersStore.getState().reset();
  });
