import { describe, expect, it } from 'vitest';
import {
  customerCancel,
  LINE_REFUSALS,
  paymentTransition,
  staffCancelLine,
  staffTransition,
  TRANSITION_REFUSALS,
} from './order-transitions.ts';

const order = (ss: number, sp = 0, stdvy = 40) => ({ ss, sp, stdvy });

describe('staff board transitions (spec/1 §4 "Order status ss", sub-statuses)', () => {
  it('confirms, prepares, marks ready and finishes', () => {
    expect(staffTransition(order(0), 'confirm')).toEqual({ ok: true, value: order(1) });
    expect(staffTransition(order(1), 'prepare')).toEqual({ ok: true, value: order(2, 0, 100) });
    expect(staffTransition(order(2, 0, 100), 'ready')).toEqual({ ok: true, value: order(2, 0, 110) });
    expect(staffTransition(order(2, 0, 110), 'finish')).toEqual({ ok: true, value: order(3, 0, 180) });
  });

  it('refuses moving a cancelled or finished order, and confirming twice', () => {
    expect(staffTransition(order(-2), 'confirm')).toMatchObject({ ok: false });
    expect(staffTransition(order(-1), 'paid')).toMatchObject({ ok: false });
    expect(staffTransition(order(1), 'confirm')).toMatchObject({ ok: false });
    expect(staffTransition(order(3), 'cancel')).toMatchObject({ ok: false });
    expect(staffTransition(order(0), 'finish')).toMatchObject({ ok: false });
  });

  it('cancels as merchant (ss -1) and marks paid once', () => {
    expect(staffTransition(order(2), 'cancel')).toEqual({ ok: true, value: order(-1, 0, 172) });
    expect(staffTransition(order(3, 1), 'paid')).toEqual({ ok: true, value: order(3, 2) });
    expect(staffTransition(order(1, 2), 'paid')).toMatchObject({ ok: false });
  });
});

describe('customer cancellation (spec/1 §4 "Cancellation": ss 0 and sp below 2)', () => {
  it('cancels a pending unpaid order and refuses a confirmed or paid one', () => {
    expect(customerCancel(order(0, 1))).toEqual({ ok: true, value: order(-2, 1, 170) });
    expect(customerCancel(order(1))).toMatchObject({ ok: false });
    expect(customerCancel(order(0, 2))).toMatchObject({ ok: false });
  });
});

describe('payment results on an order (spec/1 §4 "Payment status sp")', () => {
  it('opening moves 0 to 1, approval to 2, decline to -1; ss stays', () => {
    expect(paymentTransition(order(0), 'opened')).toEqual({ ok: true, value: order(0, 1) });
    expect(paymentTransition(order(0, 1), 'approved')).toEqual({ ok: true, value: order(0, 2) });
    expect(paymentTransition(order(0, 1), 'declined')).toEqual({ ok: true, value: order(0, -1) });
    expect(paymentTransition(order(0, -1), 'approved')).toEqual({ ok: true, value: order(0, 2) });
  });

  it('a new attempt after a decline moves sp -1 back to 1 when its page opens', () => {
    expect(paymentTransition(order(0, -1), 'opened')).toEqual({ ok: true, value: order(0, 1) });
    expect(paymentTransition(order(1, 1), 'opened')).toEqual({ ok: true, value: order(1, 1) });
  });

  it('refuses paying a cancelled order or paying twice; a late decline leaves a paid order paid', () => {
    expect(paymentTransition(order(-2), 'approved')).toMatchObject({ ok: false });
    expect(paymentTransition(order(1, 2), 'approved')).toMatchObject({ ok: false });
    expect(paymentTransition(order(1, 2), 'declined')).toEqual({ ok: true, value: order(1, 2) });
  });
});

describe('staff cancel one line (spec/1 §4 "Delivery / kitchen sub-status": st 170; §8 "Cancelled products")', () => {
  const lines = [
    { lir: 0, st: 0, total: 100 },
    { lir: 1, st: 100, total: 200 },
    { lir: 2, st: 175, total: 300 },
  ];
  it('sets the line to 170 and leaves the others (and their totals) alone', () => {
    expect(staffCancelLine(order(1), lines, 1)).toEqual({
      ok: true,
      value: [lines[0], { lir: 1, st: 170, total: 200 }, lines[2]],
    });
    expect(staffCancelLine(order(0, 2), lines, 0)).toMatchObject({ ok: true });
  });
  it('refuses an unknown line, a line already cancelled (170 to 179), a cancelled or finished order', () => {
    expect(staffCancelLine(order(1), lines, 9)).toEqual({
      ok: false,
      refusal: { code: 'unknown-line', ...LINE_REFUSALS.unknown },
    });
    expect(staffCancelLine(order(1), lines, 2)).toMatchObject({
      refusal: { code: 'line-cancelled', ...LINE_REFUSALS.cancelled },
    });
    expect(staffCancelLine(order(-1), lines, 0)).toMatchObject({
      refusal: { code: 'cancelled', ...TRANSITION_REFUSALS.cancelled },
    });
    expect(staffCancelLine(order(3), lines, 0)).toMatchObject({
      refusal: { code: 'finished', ...TRANSITION_REFUSALS.finished },
    });
  });
});
