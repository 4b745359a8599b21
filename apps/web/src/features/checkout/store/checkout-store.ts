import { ApiError } from '@comanda/api-client';
import type {
  TCartLine,
  TCartResto,
  TDeliveryCost,
  TOrderTotals,
  TSaveOrderAnswer,
  TSaveOrderRequestInput,
} from '@comanda/domain';
import { AS_SOON_AS_POSSIBLE, type Language, type TAppConfig } from '@comanda/domain';
import { createStore } from 'zustand/vanilla';
import { errorMessage } from '../../../lib/error-message.ts';
import { type CheckoutForm, orderRequest, type PreflightRefusal } from '../model/checkout-form.ts';

type Saved = Extract<TSaveOrderAnswer, { preflight: false }>;
type Priced = Extract<TSaveOrderAnswer, { preflight: true }>;

export type CheckoutContext = {
  cartId: string;
  resto: Pick<TCartResto, 'id' | 'dk'>;
  lines: readonly TCartLine[];
  /** The table the cart sits at (type 3). */
  mesa?: string;
  /** The diner's seat at that table, from the device's seat record (spec/1 §3). */
  seat?: number | null;
  app: TAppConfig;
  name: string;
  email: string;
  fallbackPrepago: number;
  /** The language the diner orders in (the site's): the order remembers it. */
  language: Language;
  /** Signed in (an account or a table's guest): else the checkout is priced as a signed-out diner's. */
  signedIn: boolean;
};

export type CheckoutDeps = {
  preflight: (request: TSaveOrderRequestInput) => Promise<TSaveOrderAnswer>;
  /** The same pricing before sign-in (issue 16 item 3): the fee and total of a temporary address. */
  preflightSignedOut: (request: TSaveOrderRequestInput) => Promise<TSaveOrderAnswer>;
  save: (request: TSaveOrderRequestInput) => Promise<TSaveOrderAnswer>;
  newKey: () => string;
};

/** Why a priced order cannot be placed yet, as the preflight answered it beside the amounts (issue 15 item 2). */
export type PreflightBlock = PreflightRefusal & {
  shortfall?: number | undefined;
  opensAt?: { date: string; time: string } | null | undefined;
};

export type PreflightState = {
  status: 'idle' | 'loading' | 'ready' | 'refused' | 'error';
  totals: TOrderTotals | null;
  /** With status ready: the order is priced but cannot be placed yet, and why. */
  blocked: PreflightBlock | null;
  delivery: TDeliveryCost | null;
  refusal: PreflightRefusal | null;
  /** The coupon the answer is about: a refused coupon is dropped only if it is still the chosen one. */
  coupon: string;
};

export type SavePhase = 'idle' | 'saving' | 'received' | 'failed';

export type CheckoutState = {
  form: CheckoutForm | null;
  preflight: PreflightState;
  phase: SavePhase;
  saveError: string | null;
  saved: Saved | null;
  /** The idempotency key of this checkout attempt: a retry of the same form reuses it. */
  attemptKey: string | null;
  /** The phone typed last in this visit: going back to the menu and returning keeps it. */
  lastPhone: string;
  /**
   * The server said 'Clave Check In incorrecta' (spec/1 §8): the password field was cleared and reads
   * 'CLAVE INCORRECTA' until the diner types again.
   */
  passwordWrong: boolean;
  start: (form: CheckoutForm) => void;
  update: (patch: Partial<CheckoutForm>) => void;
  runPreflight: (context: CheckoutContext) => Promise<void>;
  /** Saves the order; a second press while one save runs is discarded ('discarded'). */
  confirm: (context: CheckoutContext) => Promise<'saved' | 'failed' | 'discarded'>;
  dismissError: () => void;
  reset: () => void;
  /** The session ended (issue 16 item 6): the form and the phone typed last go with the diner. */
  forgetDiner: () => void;
};

/** spec/1 §8 'Server save failure': the message when the site's translator lacks the key. */
const SAVE_FAILURE_ES = 'Error en grabacion de pedido en server';

/** The save's refusal code for a wrong check-in password (routes/orders.ts, store/checkin-password.ts). */
const CHECK_IN_PASSWORD_REFUSED = 'checkin_password';

const idle: PreflightState = {
  status: 'idle',
  totals: null,
  blocked: null,
  delivery: null,
  refusal: null,
  coupon: '',
};

const refusalOf = (error: unknown): PreflightRefusal => ({
  code: (error as { code?: string }).code ?? 'unexpected',
  message: errorMessage(error),
});

/** A refusal is the server's answer about this order (400, 409); anything else is a failure to ask. */
const isRefusal = (error: unknown) => {
  const status = (error as { status?: number }).status ?? 0;
  return status >= 400 && status < 500 && status !== 401;
};

/**
 * The checkout (spec/1 §4 'Checkout readiness', 'Order saving'): the form, the server's preflight of it
 * (totals and delivery quote are never computed only in the browser; answers for an older form are
 * dropped), and the save, with one idempotency key per attempt and a second press discarded.
 */
export function createCheckoutStore(deps: CheckoutDeps) {
  let preflightTicket = 0;
  let saving = false;
  return createStore<CheckoutState>()((set, get) => ({
    form: null,
    preflight: idle,
    phase: 'idle',
    saveError: null,
    saved: null,
    attemptKey: null,
    lastPhone: '',
    passwordWrong: false,
    start: (form) =>
      set({
        form,
        preflight: idle,
        phase: 'idle',
        saveError: null,
        saved: null,
        attemptKey: null,
        passwordWrong: false,
      }),
    update: (patch) => {
      const { form } = get();
      if (!form || saving) return;
      // A changed order is a new attempt: the old key would name another body (the server answers 409).
      set({
        form: { ...form, ...patch },
        attemptKey: null,
        saveError: null,
        ...(patch.phone !== undefined ? { lastPhone: patch.phone } : {}),
        ...(patch.pwdCheckin !== undefined ? { passwordWrong: false } : {}),
      });
    },
    runPreflight: async (context) => {
      const { form } = get();
      if (!form || context.lines.length === 0) return;
      const ticket = ++preflightTicket;
      set({ preflight: { ...get().preflight, status: 'loading' } });
      try {
        const request = orderRequest({
          ...context,
          form,
          preflight: true,
          fallbackPrepago: context.fallbackPrepago,
        });
        const price = context.signedIn ? deps.preflight : deps.preflightSignedOut;
        const answer = (await price(request)) as Priced;
        if (ticket !== preflightTicket) return;
        set({
          preflight: {
            status: 'ready',
            totals: answer.totals,
            // The server's Spanish message stands when the site's texts lack the key.
            blocked: answer.blocked
              ? { ...answer.blocked, message: errorMessage(answer.blocked) || answer.blocked.message }
              : null,
            delivery: answer.delivery,
            refusal: null,
            coupon: form.coupon,
          },
        });
      } catch (error) {
        if (ticket !== preflightTicket) return;
        set({
          preflight: {
            status: isRefusal(error) ? 'refused' : 'error',
            totals: null,
            blocked: null,
            delivery: null,
            refusal: refusalOf(error),
            coupon: form.coupon,
          },
        });
      }
    },
    confirm: async (context) => {
      const { form } = get();
      if (saving) return 'discarded';
      if (!form) return 'failed';
      saving = true;
      const attemptKey = get().attemptKey ?? deps.newKey();
      set({ phase: 'saving', saveError: null, attemptKey });
      try {
        const answer = await deps.save(
          orderRequest({
            ...context,
            form: { ...form, hora: form.hora || AS_SOON_AS_POSSIBLE },
            idempotencyKey: attemptKey,
          }),
        );
        // spec/1 §8 'Server save failure', said from its key in the diner's language.
        if (answer.preflight)
          throw new ApiError(SAVE_FAILURE_ES, 200, 'unexpected', 'm1_err_order_not_saved');
        set({ phase: 'received', saved: answer });
        return 'saved';
      } catch (error) {
        const refusal = refusalOf(error);
        if (refusal.code === CHECK_IN_PASSWORD_REFUSED) {
          // No failure dialog: the field is cleared and says 'CLAVE INCORRECTA' (spec/1 §8).
          set({ phase: 'idle', form: { ...form, pwdCheckin: '' }, passwordWrong: true, attemptKey: null });
          return 'failed';
        }
        set({ phase: 'failed', saveError: refusal.message });
        return 'failed';
      } finally {
        saving = false;
      }
    },
    dismissError: () => set({ phase: 'idle', saveError: null }),
    reset: () => {
      preflightTicket++;
      set({ form: null, preflight: idle, phase: 'idle', saveError: null, saved: null, attemptKey: null });
    },
    forgetDiner: () => {
      get().reset();
      set({ lastPhone: '', passwordWrong: false });
    },
  }));
}

export type CheckoutStore = ReturnType<typeof createCheckoutStore>;
