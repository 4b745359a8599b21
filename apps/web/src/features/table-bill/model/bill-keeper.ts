import type { TTableBill } from '@comanda/domain';

/** Where the bill comes from: the table's read and a diner's tick (spec/1 §7 getgaeorder, paygaeorder). */
export interface BillSource {
  read(): Promise<TTableBill>;
  select(li: string, selected: boolean): Promise<TTableBill>;
}

/** What the screen is told: the bill to show (or how to change the one shown), and a failure to say. */
export interface BillScreen {
  show(change: (shown: TTableBill | null) => TTableBill | null): void;
  fail(failure: unknown): Promise<void>;
}

/**
 * Keeps the bill a diner reads (issue 14 item 5) in step with their own ticks and the table's changes.
 *
 * A tick shows at once. Ticks are sent one after another, and while any is on its way no older answer — a
 * tick's own, or a read that a live event set off — replaces the screen: a diner ticking two lines quickly
 * saw the second untick itself when the first's answer arrived. The last tick's answer holds them all; a
 * change of the table's announced meanwhile is read after it.
 */
export function keepBill(source: BillSource, screen: BillScreen) {
  let latest = 0;
  let ticking = 0;
  let missedChange = false;
  let sent: Promise<unknown> = Promise.resolve();

  async function reload(): Promise<void> {
    if (ticking > 0) {
      missedChange = true;
      return;
    }
    const call = ++latest;
    try {
      const read = await source.read();
      if (call === latest) screen.show(() => read);
    } catch (failure) {
      if (call === latest) await screen.fail(failure);
    }
  }

  async function select(li: string, selected: boolean): Promise<void> {
    ++latest;
    ticking++;
    screen.show((shown) => shown && tick(shown, li, selected));
    const answer = sent.then(() => source.select(li, selected));
    sent = answer.catch(() => undefined);
    try {
      const read = await answer;
      if (--ticking > 0) return;
      ++latest;
      screen.show(() => read);
      if (missedChange) {
        missedChange = false;
        await reload();
      }
    } catch (failure) {
      ticking--;
      // The bill read again first: its read clears the error, and the refusal must stay on screen.
      missedChange = false;
      await reload();
      await screen.fail(failure);
    }
  }

  return { reload, select };
}

/** The bill as the diner's tick leaves it, before the server answers. */
function tick(bill: TTableBill, li: string, selected: boolean): TTableBill {
  return {
    ...bill,
    lines: bill.lines.map((l) => (l.li === li ? { ...l, selected, estado: selected ? 'mine' : 'open' } : l)),
  };
}
