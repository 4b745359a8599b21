import {
  ALL_TABLES_SECTOR,
  asksForTable,
  type TAppConfig,
  type TSendMessageRequest,
  type TWaiterCall,
  type WaiterCallKind,
  WaiterStep,
  waiterMove,
} from '@comanda/domain';
import { createStore } from 'zustand/vanilla';

/** Where a call goes: the table the diner sits at (from its QR), one they pick, or none that can be read. */
export type CallTarget =
  | { kind: 'table'; id: string; name: string }
  | { kind: 'pick' }
  | { kind: 'unreadable' };

/**
 * spec/1 §5, §8: the table of the QR where the diner is seated; the selectors where the venue asks for one
 * (self-at-table off, ask-for-table on); otherwise 'Error de lectura' — the table could not be read.
 */
export function callTarget(
  app: Parameters<typeof asksForTable>[0],
  seated: { id: string; name: string } | null,
): CallTarget {
  if (seated && seated.id !== '') return { kind: 'table', ...seated };
  return asksForTable(app) ? { kind: 'pick' } : { kind: 'unreadable' };
}

/** The wire request of a call (spec/1 §7 sendmessage). A picked table carries its sector ('ZB.': any). */
export function sendMessageRequest(input: {
  irl: string;
  dk: string;
  table: string;
  sector: string;
  kind: WaiterCallKind;
  comment: string;
}): TSendMessageRequest {
  return {
    local_id: input.irl,
    dk: input.dk,
    idMesa: input.table,
    idSector: input.sector === ALL_TABLES_SECTOR ? '' : input.sector,
    comment: input.kind === 'waiter' ? input.comment.trim() : '',
    check: { waiter_ask: input.kind === 'waiter', pay_account: input.kind === 'bill' },
  };
}

export type WaiterCallState = {
  step: WaiterStep;
  /** The last call sent from this page, as the server last told it (acknowledged live). */
  call: TWaiterCall | null;
  sending: boolean;
  error: string | null;
  /** A button of the modal (spec/1 §4 steps): moves on, and sends when the step says so. */
  press: (
    button: 'call' | 'pay' | 'send-comment',
    app: Pick<TAppConfig, 'callWaiterComment'>,
    send: WaiterCallSend,
  ) => Promise<void>;
  /** A live `waiter` event: the call sent from here, acknowledged by staff. */
  heard: (call: TWaiterCall) => void;
  /** Closing the modal: the next opening starts at step 0 unless a call still waits for staff. */
  close: () => void;
  reset: () => void;
};

export type WaiterCallSend = (kind: WaiterCallKind) => Promise<TWaiterCall>;

/**
 * The call-waiter modal's state (spec/1 §4 'Check-in specifics': 0 initial, 1 comment, 2 on the way, 3 bill).
 * A refused call stays on its step with the refusal in words (`describe`: the diner's language).
 */
export function createWaiterCallStore(describe: (error: unknown) => string) {
  return createStore<WaiterCallState>()((set, get) => ({
    step: WaiterStep.initial,
    call: null,
    sending: false,
    error: null,
    press: async (button, app, send) => {
      if (get().sending) return;
      const move = waiterMove(button, app);
      if (!move.send) return set({ step: move.step, error: null });
      set({ sending: true, error: null });
      try {
        const call = await send(move.send);
        set({ step: move.step, call, sending: false });
      } catch (error) {
        set({ sending: false, error: describe(error) });
      }
    },
    heard: (call) => {
      if (get().call?.id === call.id) set({ call });
    },
    close: () => {
      const { call } = get();
      const waiting = call !== null && call.acknowledgedAt === null;
      set({ error: null, sending: false, ...(waiting ? {} : { step: WaiterStep.initial, call: null }) });
    },
    reset: () => set({ step: WaiterStep.initial, call: null, sending: false, error: null }),
  }));
}
