import {
  admitNotification,
  NOTIFICATION_DURATIONS_MS,
  type NotificationKind,
  type ShownNotification,
} from '@comanda/domain';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

export type { NotificationKind };

export type Notification = {
  id: number;
  text: string;
  kind: NotificationKind;
  /** Errors are announced assertively (role=alert); the rest politely (role=status). */
  error: boolean;
};

export type NotificationsState = {
  items: Notification[];
  /** What the dedupe rule remembers (spec/3 §8: the same text within 5 s is dropped). */
  recent: ShownNotification[];
  /** Shows a text for its kind's time; answers false when dropped as a repeat. */
  notify: (text: string, options?: { kind?: NotificationKind; error?: boolean }) => boolean;
  dismiss: (id: number) => void;
  reset: () => void;
};

export type NotificationsDeps = {
  now: () => number;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
};

/**
 * The diner web's one notification system (issue 15 item 6): every passing message of the site — a refusal,
 * 'Agregado a tu pedido', 'Sesion Cerrada', a closed venue — goes through `notify`, which applies the
 * domain's times and dedupe (rules/notification-display.ts); `components/notifications.tsx` shows them.
 */
export function createNotificationsStore(deps: NotificationsDeps) {
  let nextId = 1;
  const timers = new Map<number, unknown>();
  return createStore<NotificationsState>()((set, get) => ({
    items: [],
    recent: [],
    notify: (text, options = {}) => {
      const kind = options.kind ?? 'default';
      const { admitted, recent } = admitNotification(get().recent, text, deps.now());
      set({ recent });
      if (!admitted || text === '') return false;
      const id = nextId++;
      const item = { id, text, kind, error: options.error ?? kind === 'slowError' };
      set({ items: [...get().items, item] });
      timers.set(
        id,
        deps.setTimer(() => get().dismiss(id), NOTIFICATION_DURATIONS_MS[kind]),
      );
      return true;
    },
    dismiss: (id) => {
      deps.clearTimer(timers.get(id));
      timers.delete(id);
      set({ items: get().items.filter((item) => item.id !== id) });
    },
    reset: () => {
      for (const timer of timers.values()) deps.clearTimer(timer);
      timers.clear();
      set({ items: [], recent: [] });
    },
  }));
}

export const notificationsStore = createNotificationsStore({
  now: () => Date.now(),
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
});

/** Shows a passing message (see createNotificationsStore). */
export const notify = (text: string, options?: { kind?: NotificationKind; error?: boolean }) =>
  notificationsStore.getState().notify(text, options);

export function useNotifications<T>(select: (state: NotificationsState) => T): T {
  return useStore(notificationsStore, select);
}
