import type { TTableBill } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { type BillSource, keepBill } from './bill-keeper.ts';

// One bill for the table (issue 14 item 5): a diner's ticks against the answers and live reads that cross
// them on the way. The CI saw a second quick tick untick itself when the first tick's answer came back.

type Pending<T> = { promise: Promise<T>; resolve: (value: T) => void; reject: (failure: unknown) => void };
function pending<T>(): Pending<T> {
  let resolve!: (value: T) => void;
  let reject!: (failure: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** A bill whose lines are `a`, `b`, `c`, the listed ones ticked by this diner. */
function billWith(ticked: string[]): TTableBill {
  const lines = ['a', 'b', 'c'].map((li) => ({
    li,
    selected: ticked.includes(li),
    estado: ticked.includes(li) ? 'mine' : 'open',
  }));
  return { lines } as TTableBill;
}
const tickedIn = (bill: TTableBill | null) => bill?.lines.filter((l) => l.selected).map((l) => l.li);

/** A server whose every answer waits until the test lets it go, and a screen that records what it is told. */
function table() {
  const reads: Pending<TTableBill>[] = [];
  const writes: { li: string; selected: boolean; answer: Pending<TTableBill> }[] = [];
  const source: BillSource = {
    read: () => {
      reads.push(pending());
      return (reads.at(-1) as Pending<TTableBill>).promise;
    },
    select: (li, selected) => {
      writes.push({ li, selected, answer: pending() });
      return (writes.at(-1) as (typeof writes)[number]).answer.promise;
    },
  };
  const screen = { shown: null as TTableBill | null, said: [] as string[], log: [] as string[] };
  const keeper = keepBill(source, {
    show: (change) => {
      screen.shown = change(screen.shown);
      screen.log.push('show');
    },
    fail: async (failure) => {
      screen.said.push(String(failure));
      screen.log.push('fail');
    },
  });
  return { keeper, reads, writes, screen };
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('keepBill: a diner ticking lines of the table bill', () => {
  it('keeps a second quick tick when the first tick’s answer comes back, and sends the ticks one by one', async () => {
    const { keeper, reads, writes, screen } = table();
    const first = keeper.reload();
    reads[0]?.resolve(billWith([]));
    await first;

    const a = keeper.select('a', true);
    const b = keeper.select('b', true);
    expect(tickedIn(screen.shown)).toEqual(['a', 'b']);
    await settle();
    expect(writes.map((w) => w.li)).toEqual(['a']);

    writes[0]?.answer.resolve(billWith(['a']));
    await a;
    expect(tickedIn(screen.shown)).toEqual(['a', 'b']);
    await settle();
    expect(writes.map((w) => w.li)).toEqual(['a', 'b']);

    writes[1]?.answer.resolve(billWith(['a', 'b']));
    await b;
    expect(tickedIn(screen.shown)).toEqual(['a', 'b']);
  });

  it('drops a read started before a tick, and reads a change announced during a tick after its answer', async () => {
    const { keeper, reads, writes, screen } = table();
    const first = keeper.reload();
    reads[0]?.resolve(billWith([]));
    await first;

    const live = keeper.reload();
    const a = keeper.select('a', true);
    reads[1]?.resolve(billWith([]));
    await live;
    expect(tickedIn(screen.shown)).toEqual(['a']);

    // Another diner's change, announced while the tick is on its way, waits for the tick's answer.
    const announced = keeper.reload();
    await announced;
    expect(reads).toHaveLength(2);
    await settle();
    writes[0]?.answer.resolve(billWith(['a']));
    await settle();
    expect(reads).toHaveLength(3);
    reads[2]?.resolve(billWith(['a', 'c']));
    await a;
    expect(tickedIn(screen.shown)).toEqual(['a', 'c']);
  });

  it('reads the bill again when a tick is refused, then says the refusal', async () => {
    const { keeper, reads, writes, screen } = table();
    const first = keeper.reload();
    reads[0]?.resolve(billWith([]));
    await first;

    const a = keeper.select('a', true);
    await settle();
    writes[0]?.answer.reject('Otro usuario hizo cambios en la orden.');
    await settle();
    reads[1]?.resolve(billWith([]));
    await a;
    expect(tickedIn(screen.shown)).toEqual([]);
    expect(screen.said).toEqual(['Otro usuario hizo cambios en la orden.']);
    expect(screen.log.slice(-2)).toEqual(['show', 'fail']);
  });
});
