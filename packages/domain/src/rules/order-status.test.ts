import { describe, expect, it } from 'vitest';
import {
  asksForPayment,
  cancelBlock,
  displayStatus,
  hasCancelledLines,
  isCancellable,
  isCancelledLine,
  isInProcess,
  lineStatus,
  notificationAge,
  paymentColour,
  statusColour,
  totalLabel,
  waitingMessage,
} from './order-status.ts';

describe('order statuses (spec/1 §4)', () => {
  it('shows ss 0 with sp 1 as -22, awaiting payment', () => {
    expect(displayStatus(0, 1)).toBe(-22);
    expect(displayStatus(0, 0)).toBe(0);
    expect(displayStatus(1, 1)).toBe(1);
  });
  it('puts ss 0, 1, 2 in process and the rest in history', () => {
    expect([0, 1, 2].every(isInProcess)).toBe(true);
    expect([3, -1, -2, -3, -10, -11].some(isInProcess)).toBe(false);
  });
  it('lets a diner cancel only at ss 0 with sp below 2', () => {
    expect(isCancellable(0, 0)).toBe(true);
    expect(isCancellable(0, 1)).toBe(true);
    expect(isCancellable(0, 2)).toBe(false);
    expect(isCancellable(1, 0)).toBe(false);
  });
  it('colours yellow while pending, red when cancelled, green otherwise', () => {
    expect(statusColour(0, 0)).toBe('yellow');
    expect(statusColour(0, 1)).toBe('yellow');
    expect([-1, -2, -3].map((ss) => statusColour(ss, 0))).toEqual(['red', 'red', 'red']);
    expect(statusColour(1, 2)).toBe('green');
    expect(paymentColour(2)).toBe('green');
    expect(paymentColour(1)).toBe('progress');
    expect(paymentColour(-1)).toBe('error');
  });
  it("labels the total 'due' below sp 2 and 'paid' from 2", () => {
    expect(totalLabel(1)).toBe('due');
    expect(totalLabel(2)).toBe('paid');
  });
  it('picks the waiting message by ss', () => {
    expect(waitingMessage(0)).toBe('confirmation');
    expect(waitingMessage(2)).toBe('payments');
    expect(waitingMessage(3)).toBe('none');
    expect(waitingMessage(-2)).toBe('none');
    expect(waitingMessage(1)).toBe('preparing');
  });
  it('shows kitchen lines 170 to 179 as cancelled 170 and warns of cancelled products', () => {
    expect(lineStatus(175)).toBe(170);
    expect(lineStatus(180)).toBe(180);
    expect(lineStatus(179)).toBe(170);
    expect(isCancelledLine(169)).toBe(false);
    expect(isCancelledLine(170)).toBe(true);
    expect(isCancelledLine(179)).toBe(true);
    expect(isCancelledLine(180)).toBe(false);
    expect(hasCancelledLines([{ st: 100 }, { st: 172 }])).toBe(true);
    expect(hasCancelledLines([{ st: 110 }])).toBe(false);
  });
});

describe('notification ages (spec/1 §9)', () => {
  it('labels 1 minute, N minutes up to 60, over an hour, hours from 120, and hides after 480', () => {
    expect(notificationAge(0)).toEqual({ unit: 'minute', n: 1 });
    expect(notificationAge(42)).toEqual({ unit: 'minutes', n: 42 });
    expect(notificationAge(61)).toEqual({ unit: 'overHour', n: 60 });
    expect(notificationAge(150)).toEqual({ unit: 'hours', n: 2 });
    expect(notificationAge(480)).toEqual({ unit: 'hours', n: 8 });
    expect(notificationAge(481)).toBeNull();
  });
  it('never asks a cancelled order for payment; a paid one reads paid (issue 15 item 3)', () => {
    expect(totalLabel(0, -2)).toBe('total');
    expect(totalLabel(1, -3)).toBe('total');
    expect(totalLabel(2, -1)).toBe('paid');
    expect(totalLabel(1, 0)).toBe('due');
    expect(asksForPayment(-2, 0)).toBe(false);
    expect(asksForPayment(0, 1)).toBe(true);
    expect(asksForPayment(1, 2)).toBe(false);
  });
  it('says why an order cannot be cancelled: paid, confirmed or closed', () => {
    expect(cancelBlock(0, 0)).toBeNull();
    expect(cancelBlock(0, 1)).toBeNull();
    expect(cancelBlock(0, 2)).toBe('paid');
    expect(cancelBlock(1, 0)).toBe('confirmed');
    expect(cancelBlock(2, 2)).toBe('confirmed');
    expect(cancelBlock(3, 2)).toBe('closed');
    expect(cancelBlock(-2, 0)).toBe('closed');
  });
});
