import { describe, expect, it } from 'vitest';
import {
  boardTransition,
  entersKitchen,
  isPrepaidOrder,
  KITCHEN_RELEASE_DEFAULT,
  kitchenStage,
  reachesKitchen,
} from './kitchen-release.ts';

const web = (prepago: number, tipo = 1) => ({ tipo, prepago });
const at = (order: { tipo: number; prepago: number }, ss: number, sp: number) => ({ ...order, ss, sp });

describe('which orders are prepaid (spec/1 §9, spec/3 §9 codes)', () => {
  it('web: online providers are prepaid; on receipt, transfer and custom methods are not', () => {
    for (const code of [5009, 5011, 5045, 5050, 5061, 5081, 5082, 5218])
      expect(isPrepaidOrder(web(code))).toBe(true);
    for (const code of [0, -1, -9001, -1000]) expect(isPrepaidOrder(web(code))).toBe(false);
  });
  it('kiosk: everything the totem charges is prepaid; cash at the desk is not', () => {
    for (const tipo of [4, 5]) {
      for (const code of [5025, 5310, 1500, 1600, 5010, 5011, 2000])
        expect(isPrepaidOrder({ tipo, prepago: code })).toBe(true);
      expect(isPrepaidOrder({ tipo, prepago: 1000 })).toBe(false);
    }
  });
});

describe('kitchenStage', () => {
  it('a prepaid order waits for its payment, whatever the restaurant chose, then reaches the kitchen', () => {
    const card = web(5011, 2);
    for (const release of ['saved', 'confirmed'] as const) {
      expect(kitchenStage(at(card, 0, 0), release)).toBe('waitingPayment');
      expect(kitchenStage(at(card, 0, 1), release)).toBe('waitingPayment');
      expect(kitchenStage(at(card, 0, -1), release)).toBe('waitingPayment');
      expect(kitchenStage(at(card, 0, 2), release)).toBe('released');
    }
  });
  it("paid on receipt: at once with 'saved' (the default), after confirmation with 'confirmed'", () => {
    expect(KITCHEN_RELEASE_DEFAULT).toBe('saved');
    for (const order of [web(0), web(-9001, 2), web(0, 3), { tipo: 4, prepago: 1000 }]) {
      expect(kitchenStage(at(order, 0, 0), undefined)).toBe('released');
      expect(kitchenStage(at(order, 0, 0), 'saved')).toBe('released');
      expect(kitchenStage(at(order, 0, 0), 'confirmed')).toBe('waitingConfirmation');
      expect(kitchenStage(at(order, 1, 0), 'confirmed')).toBe('released');
      expect(kitchenStage(at(order, 2, 0), 'confirmed')).toBe('released');
    }
  });
  it('a cancelled order is in no kitchen', () => {
    for (const ss of [-1, -2, -3]) {
      expect(kitchenStage(at(web(0), ss, 0), 'saved')).toBe('cancelled');
      expect(reachesKitchen(at(web(5011), ss, 2), 'saved')).toBe(false);
    }
  });
});

describe('entersKitchen: the moment the kitchen ticket is queued', () => {
  it('at save for an order on receipt; on payment for a prepaid one; on confirmation when configured', () => {
    expect(entersKitchen(null, at(web(0), 0, 0), 'saved')).toBe(true);
    expect(entersKitchen(null, at(web(5011), 0, 0), 'saved')).toBe(false);
    expect(entersKitchen(at(web(5011), 0, 1), at(web(5011), 0, 2), 'saved')).toBe(true);
    expect(entersKitchen(null, at(web(0), 0, 0), 'confirmed')).toBe(false);
    expect(entersKitchen(at(web(0), 0, 0), at(web(0), 1, 0), 'confirmed')).toBe(true);
    expect(entersKitchen(at(web(0), 0, 0), at(web(0), 2, 0), 'confirmed')).toBe(true);
  });
  it('never twice: marking a released order paid, or confirming it, sends nothing again', () => {
    expect(entersKitchen(at(web(0), 0, 0), at(web(0), 0, 2), 'saved')).toBe(false);
    expect(entersKitchen(at(web(5011), 0, 2), at(web(5011), 1, 2), 'confirmed')).toBe(false);
    expect(entersKitchen(at(web(0), 1, 0), at(web(0), -1, 0), 'confirmed')).toBe(false);
  });
});

describe('boardTransition', () => {
  const waiting = { ...at(web(5011, 2), 0, 1), stdvy: 40 };
  it('an order waiting for its payment cannot be confirmed, prepared, made ready or finished', () => {
    for (const action of ['confirm', 'prepare', 'ready', 'finish'] as const) {
      const outcome = boardTransition(waiting, action, 'saved');
      expect(outcome.ok).toBe(false);
      if (!outcome.ok) expect(outcome.refusal.key).toBe('m1_err_order_awaiting_payment');
    }
  });
  it('it may still be cancelled or marked paid; once paid it moves as any order', () => {
    expect(boardTransition(waiting, 'cancel', 'saved').ok).toBe(true);
    expect(boardTransition(waiting, 'paid', 'saved').ok).toBe(true);
    expect(boardTransition({ ...waiting, sp: 2 }, 'prepare', 'saved')).toEqual({
      ok: true,
      value: { ss: 2, sp: 2, stdvy: 100, tipo: 2, prepago: 5011 },
    });
  });
});
