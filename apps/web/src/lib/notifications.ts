import {
  admitNotification,
  NOTIFICATION_DURATIONS_MS,
  type NotificationKind,
  type ShownNotification,
  type TextRef,
} from '@comanda/domain';
import { translateServerText } from '@comanda/i18n';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { i18n } from './language.ts';

export type { NotificationKind };

/**
 * What a notice says: a text key and its parameters, put in words each time the notice is drawn, so a
 * language switch while it shows re-says it in the new language (a rendered string would stay in the old one
 * beside its translation); or words that came as words (a provider's reason, an old server's message).
 * `message` is what to say when the key has no text here.
 */
export type NoticeText = string | (TextRef & { message?: string });

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** A notice's words in the language `t` speaks. */
export function sayNotice(t: Translate, text: NoticeText): string {
  if (typeof text === 'string') return text;
  return translateServerText(t, text) || (text.message ?? '');
}

export type Notification = {
  id: number;
  text: NoticeText;
  kind: NotificationKind;
  /** Errors are announced assertively (role=alert); the rest politely (role=status). */
  error: boolean;
};

export type NotificationsState = {
  items: Notification[];
  /** What the dedupe rule remembers (spec/3 §8: the same words within 5 s are dropped). */
  recent: ShownNotification[];
  /** Shows a text for its kind's time; answers false when dropped as a repeat. */
  notify: (text: NoticeText, options?: { kind?: NotificationKind; error?: boolean }) => boolean;
  dismiss: (id: number) => void;
  reset: () => void;
};

export type NotificationsDeps = {
  now: () => number;
  setTimer: (run: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  /** A notice's words now, for the dedupe: two keys with the same words are one message (spec/3 §8). */
  say: (text: NoticeText) => string;
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
      const words = deps.say(text);
      const { admitted, recent } = admitNotification(get().recent, words, deps.now());
      set({ recent });
      if (!admitted || words === '') return false;
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
  say: (text) => sayNotice((key, params) => i18n.t(key, params), text),
});

/** Shows a passing message (see createNotificationsStore); give it a key where there is one. */
export const notify = (text: NoticeText, options?: { kind?: NotificationKind; error?: boolean }) =>
  notificationsStore.getState().notify(text, options);

export function useNotifications<T>(select: (state: NotificationsState) => T): T {
  return useStore(notificationsStore, select);
}
