import { type TWaiterCall, ZAppConfig } from '@comanda/domain';
import { describe, expect, it } from 'vitest';
import { callTarget, createWaiterCallStore, sendMessageRequest } from './waiter-call-store.ts';

// The call-waiter modal (spec/1 §2 screen 13, §4 steps 0–3, §5 selectors, §8 'Call-waiter read failure').
const app = (over: object = {}) =>
  ZAppConfig.parse({ nombre: 'Mesa Test', selfat: true, callWaiterFooter: true, ...over });
const irl = 'cmdDemoSantiagoPizza00001-1';
const sent = (over: Partial<TWaiterCall> = {}): TWaiterCall => ({
  id: 'c1',
  irl,
  mesa: '5',
  mesaName: 'Mesa 5',
  sector: 'Salón',
  kind: 'waiter',
  comment: '',
  createdAt: '2026-11-25T20:00:00.000Z',
  acknowledgedAt: null,
  ...over,
});

describe('where the call goes', () => {
  it("the seated table; the selectors where the venue asks; else 'Error de lectura'", () => {
    expect(callTarget(app(), { id: '5', name: 'Mesa 5' })).toEqual({
      kind: 'table',
      id: '5',
      name: 'Mesa 5',
    });
    expect(callTarget(app({ selfat: false, callWaiterAskTable: true }), null)).toEqual({ kind: 'pick' });
    expect(callTarget(app(), null)).toEqual({ kind: 'unreadable' });
    expect(callTarget(app({ selfat: false }), null)).toEqual({ kind: 'unreadable' });
  });
  it("sends the wire's check flags, the comment only with a waiter call, and no sector for 'ZB.'", () => {
    const base = { irl, dk: '', table: '9', sector: 'ZB.', comment: ' sin hielo ' };
    expect(sendMessageRequest({ ...base, kind: 'waiter' })).toEqual({
      local_id: irl,
      dk: '',
      idMesa: '9',
      idSector: '',
      comment: 'sin hielo',
      check: { waiter_ask: true, pay_account: false },
    });
    expect(sendMessageRequest({ ...base, sector: 'Terraza', kind: 'bill' })).toMatchObject({
      idSector: 'Terraza',
      comment: '',
      check: { waiter_ask: false, pay_account: true },
    });
  });
});

describe('the steps', () => {
  it('call waiter with comments: step 1 first, the comment sends and shows step 2 until staff acknowledge it', async () => {
    const store = createWaiterCallStore(String);
    const kinds: string[] = [];
    const send = async (kind: 'waiter' | 'bill') => {
      kinds.push(kind);
      return sent({ kind });
    };
    await store.getState().press('call', app({ callWaiterComment: true }), send);
    expect(store.getState()).toMatchObject({ step: 1, call: null });
    expect(kinds).toEqual([]);
    await store.getState().press('send-comment', app({ callWaiterComment: true }), send);
    expect(store.getState()).toMatchObject({ step: 2, call: { id: 'c1', acknowledgedAt: null } });
    store.getState().heard(sent({ id: 'other', acknowledgedAt: '2026-11-25T20:01:00.000Z' }));
    expect(store.getState().call?.acknowledgedAt).toBeNull();
    store.getState().heard(sent({ acknowledgedAt: '2026-11-25T20:01:00.000Z' }));
    expect(store.getState().call?.acknowledgedAt).toBe('2026-11-25T20:01:00.000Z');
    store.getState().close();
    expect(store.getState()).toMatchObject({ step: 0, call: null });
  });
  it('pay account goes to step 3 and sends the bill; a refusal stays on the step with its text', async () => {
    const store = createWaiterCallStore((e) => `refused: ${(e as Error).message}`);
    await store.getState().press('pay', app(), async () => {
      throw new Error('429');
    });
    expect(store.getState()).toMatchObject({ step: 0, error: 'refused: 429', sending: false });
    await store.getState().press('pay', app(), async (kind) => sent({ kind }));
    expect(store.getState()).toMatchObject({ step: 3, error: null, call: { kind: 'bill' } });
    // Closed while staff have not seen it: opening again shows the same call waiting.
    store.getState().close();
    expect(store.getState()).toMatchObject({ step: 3, call: { id: 'c1' } });
  });
});
