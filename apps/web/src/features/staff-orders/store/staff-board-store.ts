import { ApiError } from '@comanda/api-client';
import {
  allowedAtKitchenStage,
  staffCancelLine,
  staffTransition,
  type TStaffAction,
  type TStaffOrder,
  type TStaffVenue,
} from '@comanda/domain';
import { createStore } from 'zustand/vanilla';
import { errorMessage } from '../../../lib/error-message.ts';
import { type BoardFilter, NO_FILTER } from './board-view.ts';
import { readMuted, readSession, type StaffSession, writeMuted, writeSession } from './staff-session.ts';

export { boardColumns } from './board-view.ts';
export { staffToken } from './staff-session.ts';

export const STAFF_ACTIONS: readonly TStaffAction[] = [
  'confirm',
  'prepare',
  'ready',
  'finish',
  'paid',
  'cancel',
];

/**
 * The moves the board offers for an order: those the domain's staffTransition accepts (spec/1 §4), and for
 * one waiting for its payment only cancel and 'Marcar pagado' (rules/kitchen-release.ts, issue 13 item 1).
 */
export const allowedActions = (order: Pick<TStaffOrder, 'ss' | 'sp' | 'stdvy' | 'kitchen'>) =>
  STAFF_ACTIONS.filter(
    (action) => staffTransition(order, action).ok && allowedAtKitchenStage(order.kitchen, action),
  );

/**
 * Whether the board offers to cancel one product line: the domain's staffCancelLine accepts it (the order
 * neither cancelled nor finished, the line not cancelled yet; spec/1 §4 kitchen-line 170).
 */
export const lineCancellable = (order: Pick<TStaffOrder, 'ss' | 'sp' | 'stdvy' | 'det'>, lir: number) =>
  staffCancelLine(order, order.det.lines, lir).ok;

/**
 * Why the sign-in form shows: a venue change (spec/3 §8 'Por favor vuelva a iniciar sesión para cambiar de
 * local.'), a session that ended (expired or signed out elsewhere), or a kitchen screen whose token was
 * revoked.
 */
export type SignInNotice = 'venue-change' | 'session-ended' | 'screen-revoked';

export type BoardApi = {
  staffOrders: (irl: string) => Promise<TStaffOrder[]>;
  staffAction: (iped: string, action: TStaffAction) => Promise<TStaffOrder>;
  staffCancelLine: (iped: string, lir: number) => Promise<TStaffOrder>;
};

export type StaffBoardState = {
  token: string | null;
  kind: StaffSession['kind'];
  screenName: string;
  venue: TStaffVenue | null;
  /** The venue asked for before a venue change signed the person out: it opens after the next sign-in. */
  wantedIrl: string | null;
  notice: SignInNotice | null;
  orders: TStaffOrder[];
  /** Lists of this venue received: the first tells what was already there (not announced as new). */
  loads: number;
  loading: boolean;
  error: string | null;
  busy: string | null;
  muted: boolean;
  filter: BoardFilter;
  signIn: (token: string) => void;
  /** This device becomes a kitchen screen of the open venue, with the token issued to it. */
  becomeScreen: (token: string, name: string) => void;
  choose: (venue: TStaffVenue) => void;
  /**
   * Another venue: the person is signed out and asked to sign in again (spec/3 §4 'Selecting a different venue
   * logs the user out'); the venue they chose opens once they have.
   */
  changeVenue: (irl: string) => void;
  load: () => Promise<void>;
  act: (iped: string, action: TStaffAction) => Promise<void>;
  /** Cancels one product line (st 170); the server answers the order as it now is. */
  cancelLine: (iped: string, lir: number) => Promise<void>;
  /** A call answered 401: the session or the screen's token is no more. */
  sessionEnded: () => void;
  signOut: (notice?: SignInNotice | null) => void;
  setMuted: (muted: boolean) => void;
  setFilter: (filter: Partial<BoardFilter>) => void;
};

const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/** The staff board (spec/3 §4 'Staff gating'; spec/1 §4 statuses): session, venue, its orders and moves. */
export function createStaffBoardStore(api: BoardApi) {
  const stored = readSession();
  let ticket = 0;
  return createStore<StaffBoardState>()((set, get) => {
    const save = () => {
      const { token, kind, screenName, venue } = get();
      writeSession(token ? { token, kind, screenName, venue } : null);
    };
    const guarded = async (iped: string, call: () => Promise<TStaffOrder>) => {
      if (get().busy) return;
      set({ busy: iped, error: null });
      try {
        const changed = await call();
        set({ orders: get().orders.map((o) => (o.iped === iped ? changed : o)) });
      } catch (error) {
        if (isUnauthorized(error)) get().sessionEnded();
        else set({ error: errorMessage(error) });
      } finally {
        set({ busy: null });
      }
    };
    return {
      token: stored?.token ?? null,
      kind: stored?.kind ?? 'person',
      screenName: stored?.screenName ?? '',
      venue: stored?.venue ?? null,
      wantedIrl: null,
      notice: null,
      orders: [],
      loads: 0,
      loading: false,
      error: null,
      busy: null,
      muted: readMuted(),
      filter: NO_FILTER,
      signIn: (token) => {
        set({ token, kind: 'person', screenName: '', venue: null, orders: [], error: null, notice: null });
        save();
      },
      becomeScreen: (token, name) => {
        set({ token, kind: 'screen', screenName: name, orders: [], error: null, notice: null });
        save();
      },
      choose: (venue) => {
        const same = get().venue?.irl === venue.irl;
        set({ venue, wantedIrl: null, ...(same ? {} : { orders: [], loads: 0, error: null }) });
        save();
      },
      changeVenue: (irl) => {
        get().signOut('venue-change');
        set({ wantedIrl: irl });
      },
      load: async () => {
        const irl = get().venue?.irl;
        if (!irl) return;
        const mine = ++ticket;
        set({ loading: true });
        try {
          const orders = await api.staffOrders(irl);
          if (mine === ticket) set({ orders, loads: get().loads + 1, loading: false, error: null });
        } catch (error) {
          if (mine !== ticket) return;
          set({ loading: false });
          if (isUnauthorized(error)) get().sessionEnded();
          else set({ error: errorMessage(error) });
        }
      },
      act: (iped, action) => guarded(iped, () => api.staffAction(iped, action)),
      cancelLine: (iped, lir) => guarded(iped, () => api.staffCancelLine(iped, lir)),
      sessionEnded: () => get().signOut(get().kind === 'screen' ? 'screen-revoked' : 'session-ended'),
      signOut: (notice = null) => {
        ticket++;
        set({
          token: null,
          kind: 'person',
          screenName: '',
          venue: null,
          wantedIrl: null,
          orders: [],
          loads: 0,
          loading: false,
          error: null,
          notice,
        });
        save();
      },
      setMuted: (muted) => {
        writeMuted(muted);
        set({ muted });
      },
      setFilter: (filter) => set({ filter: { ...get().filter, ...filter } }),
    };
  });
}
