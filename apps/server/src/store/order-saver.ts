import type { Database } from '../db/database.ts';
import type { HttpError } from '../http/errors.ts';
import { cartSaveSettled } from './cart-save-lock.ts';
import {
  completeSave,
  type PreparedSave,
  prepareSave,
  refusalOf,
  replayedOrder,
  type SaveInput,
  type SaveOutcome,
  type SaveResult,
  scopeOf,
} from './orders-save.ts';
import { transactionWithRetry } from './transaction-retry.ts';

type Waiting = {
  input: SaveInput;
  prepared: PreparedSave;
  resolve: (result: SaveResult) => void;
  reject: (error: unknown) => void;
  /** How many times this save has already waited for another save of its cart. */
  waits: number;
};

/** At most this many orders share one transaction. */
const MAX_GROUP = 32;

/**
 * How many times a retried save waits for other saves of its cart before it is refused as in flight. Copies of
 * one save on one instance never meet in the database (a later group sees the earlier one committed), so
 * each wait is for another instance's copy; a few cover any client's burst of retries.
 */
const MAX_WAITS = 4;

/**
 * Saves orders (spec/1 §4 'Order saving') in groups: the orders that arrive while a group is being saved are
 * saved together next, in one transaction and one call of save_orders (migration 008) — group commit. An
 * order alone waits only for the current turn of the event loop; under load, the fixed cost of a transaction
 * and a call is shared (bench, embedded, 16 diners at once: saveorder at 0.15 of the trivial route saved one
 * by one, above 0.3 in groups of about four). Every order keeps its own outcome: save_orders undoes a refused order's writes only,
 * and an order answers only once its group has committed. If a group fails as a whole (an unexpected error
 * in one order), each of its orders is saved again on its own, so only the one at fault fails.
 *
 * A retry (same idempotency key) that finds its cart locked by a save in flight — another instance's copy of
 * it on the same PostgreSQL — waits for that save to end (issue 10 item 9) and answers the order the key made,
 * or the reused-key 409 for a different body, or is saved again if the other save wrote no key. Measured with
 * two instances, 5 copies at alternating instances, 60 rounds: about 1 answer in 3 was the in-flight 409
 * before, none of 1500 after.
 * A save without a key, or a different cart's order, keeps the refusal of spec/1 §8 'Second save in flight'.
 */
export function createOrderSaver(db: Database) {
  const waiting: Waiting[] = [];
  let scheduled = false;

  function enqueue(w: Waiting) {
    waiting.push(w);
    // The group starts once the requests already received in this turn of the event loop have queued
    // theirs: an embedded query never lets a new request in while it runs, so a group started at once
    // would only ever hold one order.
    if (!scheduled) {
      scheduled = true;
      setImmediate(() => void drain());
    }
  }

  /**
   * Outside the group's turn: the groups behind it go on while this one save waits. Once the other save has
   * ended, the key it wrote answers at once (its order, or the reused-key 409); only when it wrote none (it
   * was refused or undone) is this one saved again. Answering from the key rather than saving again matters:
   * a save again try-locks the cart, and every copy still waiting holds that lock a moment.
   */
  async function waitThenRetry(w: Waiting) {
    const { request, actor, hash } = w.input;
    try {
      await cartSaveSettled(db, request.cartId);
      const orderId = await replayedOrder(db, scopeOf(actor), request.idempotencyKey, hash);
      if (orderId) return w.resolve({ orderId, row: null });
    } catch (error) {
      return w.reject(error);
    }
    enqueue({ ...w, waits: w.waits + 1 });
  }

  async function drain() {
    try {
      while (waiting.length > 0) await saveGroup(db, waiting.splice(0, MAX_GROUP), waitThenRetry);
    } finally {
      scheduled = false;
    }
  }

  return {
    /** Saves one order; resolves once it is committed, or rejects with its refusal. */
    save(input: SaveInput): Promise<SaveResult> {
      return new Promise((resolve, reject) => {
        enqueue({ input, prepared: prepareSave(input), resolve, reject, waits: 0 });
      });
    },
  };
}

export type OrderSaver = ReturnType<typeof createOrderSaver>;

type Answer = { result: SaveResult } | { refusal: HttpError } | { wait: true };

/** A retry whose cart another save holds waits for it; anything else in flight is refused at once. */
const waitsForCart = (w: Waiting, outcome: SaveOutcome) =>
  outcome.outcome === 'in_flight' && w.input.request.idempotencyKey !== undefined && w.waits < MAX_WAITS;

async function saveGroup(
  db: Database,
  group: Waiting[],
  waitThenRetry: (w: Waiting) => Promise<void>,
): Promise<void> {
  let answers: Answer[];
  try {
    answers = await transactionWithRetry(db, async (tx) => {
      const [row] = await tx.query<{ outcomes: SaveOutcome[] }>('select save_orders($1::jsonb) as outcomes', [
        JSON.stringify(group.map((w) => w.prepared.save)),
      ]);
      const outcomes = row!.outcomes;
      const answers: Answer[] = [];
      for (const [i, w] of group.entries()) {
        const outcome = outcomes[i]!;
        if (outcome.outcome === 'saved') {
          const saved = await completeSave(db, tx, w.input, w.prepared, outcome);
          answers.push({ result: { orderId: saved.id, row: saved } });
        } else if (outcome.outcome === 'replayed') {
          answers.push({ result: { orderId: outcome.order_id, row: null } });
        } else if (waitsForCart(w, outcome)) answers.push({ wait: true });
        else answers.push({ refusal: refusalOf(w.input, outcome) });
      }
      return answers;
    });
  } catch (error) {
    if (group.length === 1) group[0]!.reject(error);
    else for (const w of group) await saveGroup(db, [w], waitThenRetry);
    return;
  }
  answers.forEach((answer, i) => {
    const w = group[i]!;
    if ('result' in answer) w.resolve(answer.result);
    else if ('wait' in answer) void waitThenRetry(w);
    else w.reject(answer.refusal);
  });
}
