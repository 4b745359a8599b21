import { staffCancelLine, staffTransition, type TStaffAction, type TStaffOrder } from '@comanda/domain';
import { createStore } from 'zustand/vanilla';
import { errorMessage } from '../../../lib/error-message.ts';

const KEY = 'comanda.staff5000';

type Stored = { token: string; irl: string | null; venue: string };

/** Session storage: a kitchen tablet's session ends with the tab (as the technician's page does). */
function read(): Stored | null {
  try {
    return JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
}
function write(value: Stored | null) {
  try {
    if (value) sessionStorage.setItem(KEY, JSON.stringify(value));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Blocked storage: the session lasts as long as the page.
  }
}

export const staffToken = () => read()?.token ?? null;

export const STAFF_ACTIONS: readonly TStaffAction[] = [
  'confirm',
  'prepare',
  'ready',
  'finish',
  'paid',
  'cancel',
];

/** The moves the board offers for an order: those the domain's staffTransition accepts (spec/1 §4). */
export const allowedActions = (order: Pick<TStaffOrder, 'ss' | 'sp' | 'stdvy'>) =>
  STAFF_ACTIONS.filter((action) => staffTransition(order, action).ok);

/**
 * Whether the board offers to cancel one product line: the domain's staffCancelLine accepts it (the order
 * neither cancelled nor finished, the line not cancelled yet; spec/1 §4 kitchen-line 170).
 */
export const lineCancellable = (order: Pick<TStaffOrder, 'ss' | 'sp' | 'stdvy' | 'det'>, lir: number) =>
  staffCancelLine(order, order.det.lines, lir).ok;

/** Board columns: to confirm (ss 0), in progress (1, 2), finished or cancelled. */
export function boardColumns(orders: readonly TStaffOrder[]) {
  const sorted = [...orders].sort((a, b) => b.fc.localeCompare(a.fc));
  return {
    fresh: sorted.filter((o) => o.ss === 0),
    progress: sorted.filter((o) => o.ss === 1 || o.ss === 2),
    done: sorted.filter((o) => o.ss >= 3 || o.ss < 0),
  };
}

export type BoardApi = {
  staffOrders: (irl: string) => Promise<TStaffOrder[]>;
  staffAction: (iped: string, action: TStaffAction) => Promise<TStaffOrder>;
  staffCancelLine: (iped: string, lir: number) => Promise<TStaffOrder>;
};

export type StaffBoardState = {
  token: string | null;
  irl: string | null;
  venue: string;
  orders: TStaffOrder[];
  loading: boolean;
  error: string | null;
  busy: string | null;
  signIn: (token: string) => void;
  choose: (irl: string, venue: string) => void;
  load: () => Promise<void>;
  act: (iped: string, action: TStaffAction) => Promise<void>;
  /** Cancels one product line (st 170); the server answers the order as it now is. */
  cancelLine: (iped: string, lir: number) => Promise<void>;
  leaveVenue: () => void;
  signOut: () => void;
};

/** The staff board (spec/3 §4 'Staff gating'; spec/1 §4 statuses): session, venue, its orders and moves. */
export function createStaffBoardStore(api: BoardApi) {
  const stored = read();
  let ticket = 0;
  return createStore<StaffBoardState>()((set, get) => {
    const save = () => {
      const { token, irl, venue } = get();
      write(token ? { token, irl, venue } : null);
    };
    return {
      token: stored?.token ?? null,
      irl: stored?.irl ?? null,
      venue: stored?.venue ?? '',
      orders: [],
      loading: false,
      error: null,
      busy: null,
      signIn: (token) => {
        set({ token, irl: null, venue: '', orders: [], error: null });
        save();
      },
      choose: (irl, venue) => {
        set({ irl, venue, orders: [], error: null });
        save();
      },
      load: async () => {
        const { irl } = get();
        if (!irl) return;
        const mine = ++ticket;
        set({ loading: true });
        try {
          const orders = await api.staffOrders(irl);
          if (mine === ticket) set({ orders, loading: false, error: null });
        } catch (error) {
          if (mine === ticket) set({ loading: false, error: errorMessage(error) });
        }
      },
      act: async (iped, action) => {
        if (get().busy) return;
        set({ busy: iped, error: null });
        try {
          const changed = await api.staffAction(iped, action);
          set({ orders: get().orders.map((o) => (o.iped === iped ? changed : o)) });
        } catch (error) {
          set({ error: errorMessage(error) });
        } finally {
          set({ busy: null });
        }
      },
      cancelLine: async (iped, lir) => {
        if (get().busy) return;
        set({ busy: iped, error: null });
        try {
          const changed = await api.staffCancelLine(iped, lir);
          set({ orders: get().orders.map((o) => (o.iped === iped ? changed : o)) });
        } catch (error) {
          set({ error: errorMessage(error) });
        } finally {
          set({ busy: null });
        }
      },
      leaveVenue: () => {
        set({ irl: null, venue: '', orders: [] });
        save();
      },
      signOut: () => {
        set({ token: null, irl: null, venue: '', orders: [], error: null });
        save();
      },
    };
  });
}
