import { describe, expect, it } from 'vitest';
import { ZAppConfig } from '../contracts/restaurant.ts';
import { ZSendMessageRequest } from '../contracts/waiter-call.ts';
import {
  ALL_TABLES_SECTOR,
  asksForTable,
  callsWaiter,
  sectorsOf,
  tableCallWait,
  tablesOfSector,
  WAITER_CALLS_PER_TABLE,
  WAITER_COMMENT_MAX,
  WaiterStep,
  waiterCallKind,
  waiterCallRefusal,
  waiterMove,
} from './waiter-call.ts';

// Calling the waiter (spec/1 §2 screen 13, §4 'Check-in specifics' steps 0–3, §5, §7 sendmessage, §9).
const app = (over: object = {}) => ZAppConfig.parse({ nombre: 'Mesa Test', selfat: true, ...over });
const tables = [
  { id: '1', sector: 'Salón' },
  { id: '2', sector: 'Salón' },
  { id: '9', sector: 'Terraza' },
  { id: '20', sector: '' },
];
const irl = 'cmdDemoSantiagoPizza00001-1';

describe('call-waiter button (spec/1 §2 screen 1)', () => {
  it('shows when the footer or the icon setting is on, and not otherwise', () => {
    expect(callsWaiter(app())).toBe(false);
    expect(callsWaiter(app({ callWaiterFooter: true }))).toBe(true);
    expect(callsWaiter(app({ callWaiterIcon: true }))).toBe(true);
  });
});

describe('modal steps (spec/1 §4: 0 initial, 1 comment, 2 on the way, 3 bill)', () => {
  it('call waiter goes to the comment step only where comments are enabled', () => {
    expect(waiterMove('call', app({ callWaiterComment: true }))).toEqual({
      step: WaiterStep.comment,
      send: null,
    });
    expect(waiterMove('call', app())).toEqual({ step: WaiterStep.onTheWay, send: 'waiter' });
  });
  it('sending the comment goes to step 2 and sends; pay account goes to step 3 with pay_account', () => {
    expect(waiterMove('send-comment', app({ callWaiterComment: true }))).toEqual({ step: 2, send: 'waiter' });
    expect(waiterMove('pay', app({ callWaiterComment: true }))).toEqual({ step: 3, send: 'bill' });
    expect(waiterCallKind({ pay_account: true })).toBe('bill');
    expect(waiterCallKind({ pay_account: false })).toBe('waiter');
  });
});

describe('table and sector selectors (spec/1 §5)', () => {
  it('appear only when self-at-table is off and the ask-for-table flag is on', () => {
    expect(asksForTable(app({ callWaiterAskTable: true }))).toBe(false);
    expect(asksForTable(app({ selfat: false, callWaiterAskTable: true }))).toBe(true);
    expect(asksForTable(app({ selfat: false }))).toBe(false);
    // A venue whose check-in is blocked takes no table from a QR: the diner picks it.
    expect(asksForTable(app({ selfatblock: true, callWaiterAskTable: true }))).toBe(true);
  });
  it("sector 'ZB.' means all tables; a sector its own; none chosen offers none", () => {
    expect(ALL_TABLES_SECTOR).toBe('ZB.');
    expect(tablesOfSector(tables, 'ZB.').map((t) => t.id)).toEqual(['1', '2', '9', '20']);
    expect(tablesOfSector(tables, 'Terraza').map((t) => t.id)).toEqual(['9']);
    expect(tablesOfSector(tables, '')).toEqual([]);
    expect(sectorsOf(tables)).toEqual(['ZB.', 'Salón', 'Terraza']);
  });
});

describe('comment (spec/1 §5, §9: optional, at most 80 characters)', () => {
  const body = (over: object) => ({ local_id: irl, idMesa: '5', check: { waiter_ask: true }, ...over });
  it('takes 80 characters and refuses 81', () => {
    expect(WAITER_COMMENT_MAX).toBe(80);
    expect(ZSendMessageRequest.safeParse(body({ comment: 'a'.repeat(80) })).success).toBe(true);
    const refused = ZSendMessageRequest.safeParse(body({ comment: 'a'.repeat(81) }));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.path).toEqual(['comment']);
  });
  it('asks for exactly one thing: the waiter or the bill', () => {
    expect(ZSendMessageRequest.safeParse(body({ check: { pay_account: true } })).success).toBe(true);
    expect(ZSendMessageRequest.safeParse(body({ check: {} })).success).toBe(false);
    expect(
      ZSendMessageRequest.safeParse(body({ check: { waiter_ask: true, pay_account: true } })).success,
    ).toBe(false);
  });
  it('a venue without the button takes no calls; one without comments takes calls without one', () => {
    expect(waiterCallRefusal(app(), '')).toBe('m1_err_waiter_off');
    expect(waiterCallRefusal(app({ callWaiterIcon: true }), 'sin hielo')).toBe('m1_err_waiter_no_comment');
    expect(waiterCallRefusal(app({ callWaiterIcon: true }), '')).toBeNull();
    expect(
      waiterCallRefusal(app({ callWaiterFooter: true, callWaiterComment: true }), 'sin hielo'),
    ).toBeNull();
  });
});

describe('a table cannot flood the board', () => {
  const now = 1_000_000_000;
  const s = (seconds: number) => now - seconds * 1000;
  it(`allows ${WAITER_CALLS_PER_TABLE.max} calls in ${WAITER_CALLS_PER_TABLE.windowSeconds} s, then says how long to wait`, () => {
    expect(tableCallWait([s(10), s(20), s(30)], now)).toBe(0);
    // The oldest of the four left 100 s ago: it leaves the 300 s window in 200 s.
    expect(tableCallWait([s(10), s(20), s(30), s(100)], now)).toBe(200);
    expect(tableCallWait([s(10), s(20), s(30), s(300)], now)).toBe(0);
  });
});
