import type { TWaiterCall } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { applyCallEvent, newCalls } from './waiter-calls.ts';

const call = (id: string, createdAt: string, acknowledgedAt: string | null = null): TWaiterCall => ({
  id,
  irl: 'cmdDemoSantiagoPizza00001-1',
  mesa: id,
  mesaName: `Mesa ${id}`,
  sector: 'Salón',
  kind: 'waiter',
  comment: '',
  createdAt,
  acknowledgedAt,
});

describe("the board's calls from the tables (issue 14 item 4)", () => {
  it('a new call joins in order of arrival; an acknowledged one leaves; a repeated event changes nothing', () => {
    const a = call('a', '2026-11-25T20:00:00.000Z');
    const b = call('b', '2026-11-25T20:01:00.000Z');
    expect(applyCallEvent([b], a).map((c) => c.id)).toEqual(['a', 'b']);
    expect(applyCallEvent([a, b], b)).toEqual([a, b]);
    expect(applyCallEvent([a, b], { ...a, acknowledgedAt: '2026-11-25T20:02:00.000Z' })).toEqual([b]);
  });
  it('announces only calls the board did not have, and none on its first list', () => {
    const a = call('a', '2026-11-25T20:00:00.000Z');
    const b = call('b', '2026-11-25T20:01:00.000Z');
    expect(newCalls(null, [a, b])).toEqual([]);
    expect(newCalls(new Set(['a']), [a, b])).toEqual([b]);
  });
});
