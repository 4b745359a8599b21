import type { TOrder } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import {
  emptyChangeLog,
  markAllRead,
  parseChangeLog,
  recordOrder,
  unreadChanges,
  visibleChanges,
} from './status-changes.ts';

const NOW = Date.parse('2026-11-25T20:00:00Z');
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const order = (iped: string, ss: number, o: Partial<TOrder> = {}): TOrder =>
  ({ iped, ss, sp: 0, stdvy: 40, ti: 1, fc: ago(10), fm: ago(0), ...o }) as TOrder;

describe("the bell's status changes (issue 15 item 6; spec/1 §9, spec/3 §2)", () => {
  it("takes an order's first sight as its baseline and counts each later change of ss, sp or sub-status", () => {
    let log = recordOrder(emptyChangeLog(), order('a', 0), NOW);
    expect(log.changes).toEqual([]);
    log = recordOrder(log, order('a', 1), NOW);
    log = recordOrder(log, order('a', 1), NOW);
    log = recordOrder(log, order('a', 1, { stdvy: 100 }), NOW);
    log = recordOrder(log, order('a', 1, { stdvy: 100, sp: 2 }), NOW);
    const orders = { a: order('a', 1, { stdvy: 100, sp: 2 }) };
    expect(unreadChanges(log, orders, NOW)).toBe(3);
    expect(unreadChanges(markAllRead(log), orders, NOW)).toBe(0);
    expect(visibleChanges(markAllRead(log), orders, NOW)).toHaveLength(3);
  });

  it("keeps the diner's own moves read, and hides changes older than 480 minutes", () => {
    let log = recordOrder(emptyChangeLog(), order('b', 0, { fm: ago(500) }), NOW);
    log = recordOrder(log, order('b', -2, { fm: ago(2) }), NOW, true);
    const orders = { b: order('b', -2) };
    expect(unreadChanges(log, orders, NOW)).toBe(0);
    expect(visibleChanges(log, orders, NOW)).toHaveLength(1);
    log = recordOrder(log, order('b', 3, { fm: ago(481) }), NOW);
    expect(visibleChanges(log, orders, NOW).map((c) => c.ss)).toEqual([-2]);
  });

  it("stops counting a check-in order's changes once the order is older than 240 minutes", () => {
    const table = (fc: string) => order('t', 1, { ti: 3, fc });
    const log = recordOrder(
      recordOrder(emptyChangeLog(), order('t', 0, { ti: 3 }), NOW),
      table(ago(30)),
      NOW,
    );
    expect(unreadChanges(log, { t: table(ago(240)) }, NOW)).toBe(1);
    expect(unreadChanges(log, { t: table(ago(241)) }, NOW)).toBe(0);
    // A pickup order of the same age still counts.
    expect(unreadChanges(log, { t: order('t', 1, { fc: ago(300) }) }, NOW)).toBe(1);
  });

  it('lists only known orders and reads a damaged stored log as empty', () => {
    const log = recordOrder(recordOrder(emptyChangeLog(), order('c', 0), NOW), order('c', 1), NOW);
    expect(visibleChanges(log, {}, NOW)).toEqual([]);
    expect(parseChangeLog(JSON.parse(JSON.stringify(log)))).toEqual(log);
    expect(parseChangeLog({ stamps: {}, changes: 'x' })).toEqual(emptyChangeLog());
    expect(parseChangeLog(null)).toEqual(emptyChangeLog());
  });
});
