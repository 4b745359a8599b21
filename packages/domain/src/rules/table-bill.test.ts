import { describe, expect, it } from 'vitest';
import { ZCurrency } from '../contracts/restaurant.ts';
import {
  type BillOrder,
  type BillState,
  billLineId,
  billOrderDiner,
  billSelectionRefusal,
  checkInOrderGroups,
  recentTables,
  spread,
  tableBillLines,
  tableBillPayment,
  tableBillStatus,
  tableBillTotals,
  tableBillVersion,
} from './table-bill.ts';

// spec/1 §3 'Guest-order line', §4 'Check-in specifics' (selfatpay 2 optional, 3 on leaving), §8 'Payment'.

const line = (lir: number, np: string, cant: number, unit: number, over: object = {}) => ({
  lir,
  np,
  cant,
  unit,
  reference: unit,
  total: unit * cant,
  st: 0,
  ...over,
});
const ana: BillOrder = {
  id: 'ana-order-000001',
  ss: 0,
  sp: 0,
  prepago: 0,
  couponDiscount: 0,
  lines: [line(0, 'Margarita', 1, 9000, { reference: 10000 }), line(1, 'Agua', 2, 1900)],
};
const beto: BillOrder = {
  id: 'beto-order-00001',
  ss: 1,
  sp: 0,
  prepago: -9001,
  couponDiscount: 1000,
  lines: [line(0, 'Cerveza', 1, 3000), line(1, 'Papas', 1, 1000)],
};
const none: BillState = { paid: new Set(), held: new Map(), selected: new Map() };
const app = { selfatpay: 3, payMethods: [0, 5011], tip: 10 as number | boolean, cur: ZCurrency.parse({}) };
const read = (state: BillState = none, me = 'user:1', orders = [ana, beto], payMode = 3) =>
  tableBillLines({ orders, state, me, payMode });

describe('spread: a coupon over lines by largest remainder', () => {
  it('adds up exactly and favours the bigger line', () => {
    expect(spread(1000, [3000, 1000])).toEqual([750, 250]);
    expect(spread(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(spread(0, [5, 5])).toEqual([0, 0]);
  });
});

describe('tableBillLines: the table’s lines as one diner reads them', () => {
  it('prices each line: reference, charged, discounts, the coupon’s share, what is due', () => {
    const lines = read();
    expect(lines.map((l) => [l.li, l.ca, l.pr, l.p28, l.p23, l.dp, l.apagar, l.estado])).toEqual([
      [billLineId(ana.id, 0), 1, 9000, 10000, 9000, 1000, 9000, 'open'],
      [billLineId(ana.id, 1), 2, 1900, 3800, 3800, 0, 3800, 'open'],
      [billLineId(beto.id, 0), 1, 3000, 3000, 3000, 750, 2250, 'open'],
      [billLineId(beto.id, 1), 1, 1000, 1000, 1000, 250, 750, 'open'],
    ]);
    expect(lines.every((l) => l.selectable && !l.selected)).toBe(true);
    expect(tableBillTotals(lines)).toEqual({ total: 15800, paid: 0, due: 15800, selected: 0 });
  });

  it('paid, held, selected by another, mine, cancelled and own-payment lines', () => {
    const state: BillState = {
      paid: new Set([billLineId(ana.id, 0)]),
      held: new Map([[billLineId(ana.id, 1), 'user:2']]),
      selected: new Map([
        [billLineId(beto.id, 0), 'user:2'],
        [billLineId(beto.id, 1), 'user:1'],
      ]),
    };
    const online: BillOrder = { ...ana, id: 'card-order-00001', prepago: 5011 };
    const cancelled: BillOrder = { ...beto, id: 'gone-order-00001', ss: -1 };
    const lines = read(state, 'user:1', [ana, beto, online, cancelled]);
    expect(lines.map((l) => l.estado)).toEqual([
      'paid',
      'paying',
      'otherSelected',
      'mine',
      'ownPayment',
      'ownPayment',
      'cancelled',
      'cancelled',
    ]);
    expect(lines.map((l) => l.selectable)).toEqual([false, false, false, true, false, false, false, false]);
    expect(lines.map((l) => l.apagar)).toEqual([0, 3800, 2250, 750, 9000, 3800, 0, 0]);
    const totals = tableBillTotals(lines);
    expect(totals).toMatchObject({ paid: 9000, selected: 750 });
  });

  it('a cancelled line leaves the others’ amounts as they were; an order paid whole is paid', () => {
    const oneCancelled = { ...beto, lines: [beto.lines[0]!, { ...beto.lines[1]!, st: 170 }] };
    expect(read(none, 'user:1', [oneCancelled]).map((l) => [l.apagar, l.estado])).toEqual([
      [2250, 'open'],
      [0, 'cancelled'],
    ]);
    expect(read(none, 'user:1', [{ ...ana, sp: 2 }]).every((l) => l.estado === 'paid')).toBe(true);
  });

  it('nothing is selectable where the bill is not paid at the table (modes 0 and 1)', () => {
    for (const mode of [0, 1])
      expect(read(none, 'user:1', [ana], mode).some((l) => l.selectable)).toBe(false);
    expect(read(none, 'user:1', [ana], 2).every((l) => l.selectable)).toBe(true);
  });
});

describe('tableBillVersion and tableBillStatus', () => {
  it('changes with a new line or a payment, not with another diner’s selection', () => {
    const before = tableBillVersion(read());
    const selected = { ...none, selected: new Map([[billLineId(ana.id, 0), 'user:2']]) };
    expect(tableBillVersion(read(selected))).toBe(before);
    expect(tableBillVersion(read({ ...none, paid: new Set([billLineId(ana.id, 0)]) }))).not.toBe(before);
    expect(tableBillVersion(read(none, 'user:1', [ana]))).not.toBe(before);
  });

  it('is settled (ss 3, sp 2) once every live line is paid', () => {
    expect(tableBillStatus(read())).toEqual({ ss: 0, sp: 0 });
    const some = { ...none, paid: new Set([billLineId(ana.id, 0)]) };
    expect(tableBillStatus(read(some))).toEqual({ ss: 0, sp: 1 });
    const all = { ...none, paid: new Set(read().map((l) => l.li)) };
    expect(tableBillStatus(read(all))).toEqual({ ss: 3, sp: 2 });
  });
});

describe('tableBillPayment: what a payment of some lines charges, or why not', () => {
  const lines = read();
  const version = tableBillVersion(lines);
  const pay = (over: Partial<Parameters<typeof tableBillPayment>[0]> = {}) =>
    tableBillPayment({
      lines,
      chosen: [billLineId(ana.id, 0), billLineId(ana.id, 1)],
      version,
      code: 5011,
      tip: { pct: 0, monto: '' },
      app,
      ...over,
    });

  it('sums the chosen lines, with the tip on their sum', () => {
    expect(pay()).toEqual({
      ok: true,
      value: {
        lines: [
          { li: billLineId(ana.id, 0), amount: 9000 },
          { li: billLineId(ana.id, 1), amount: 3800 },
        ],
        amount: 12800,
        tip: 0,
      },
    });
    const tipped = pay({ tip: { pct: 10, monto: '' } });
    expect(tipped.ok && [tipped.value.amount, tipped.value.tip]).toEqual([14080, 1280]);
  });

  it('refuses lines another diner pays or chose, and a bill that changed', () => {
    const theirs = read({ ...none, held: new Map([[billLineId(ana.id, 1), 'user:2']]) });
    const paying = pay({ lines: theirs, version: tableBillVersion(theirs) });
    expect(!paying.ok && paying.refusal).toEqual({ code: 'bill_paying', key: 'm1_err_bill_paying' });
    const chosen = read({ ...none, selected: new Map([[billLineId(ana.id, 0), 'user:2']]) });
    expect(!pay({ lines: chosen }).ok && 'refused').toBe('refused');
    const stale = pay({ version: '0-00000000' });
    expect(!stale.ok && stale.refusal.code).toBe('bill_changed');
    const gone = pay({ chosen: ['nope:0'] });
    expect(!gone.ok && gone.refusal.key).toBe('m1_err_bill_changed');
  });

  it('refuses an on-receipt method, a bill not paid here and a tip the venue does not offer', () => {
    expect(!pay({ code: 0 }).ok).toBe(true);
    const mode1 = pay({ app: { ...app, selfatpay: 1 } });
    expect(!mode1.ok && mode1.refusal.code).toBe('not_payable');
    const noTips = pay({ app: { ...app, tip: false }, tip: { pct: 10, monto: '' } });
    expect(!noTips.ok && noTips.refusal.code).toBe('tip');
    const odd = pay({ tip: { pct: 7, monto: '' } });
    expect(!odd.ok && odd.refusal.code).toBe('tip');
  });
});

describe('billSelectionRefusal', () => {
  it('lets a diner select a free line, never one another diner took', () => {
    const lines = read({ ...none, selected: new Map([[billLineId(ana.id, 0), 'user:2']]) });
    expect(billSelectionRefusal(lines, billLineId(ana.id, 1), 3).ok).toBe(true);
    const taken = billSelectionRefusal(lines, billLineId(ana.id, 0), 3);
    expect(!taken.ok && taken.refusal.code).toBe('bill_paying');
    const mode0 = billSelectionRefusal(lines, billLineId(ana.id, 1), 0);
    expect(!mode0.ok && mode0.refusal.code).toBe('not_payable');
  });
});

describe('checkInOrderGroups: the check-in orders list, grouped by status (spec/1 §2 screen 9)', () => {
  it('keeps table orders only, awaiting payment and in process first, then finished and cancelled', () => {
    const o = (iped: string, ti: number, ss: number, sp: number) => ({ iped, ti, ss, sp });
    const groups = checkInOrderGroups([
      o('a', 3, 3, 2),
      o('b', 3, 0, 0),
      o('c', 1, 0, 0),
      o('d', 3, 1, 0),
      o('e', 3, 0, 1),
      o('f', 3, -1, 0),
      o('g', 3, 0, 0),
    ]);
    expect(groups.map((g) => [g.status, g.orders.map((x) => x.iped)])).toEqual([
      [-22, ['e']],
      [0, ['b', 'g']],
      [1, ['d']],
      [3, ['a']],
      [-1, ['f']],
    ]);
  });
});

describe('who ordered, as the table reads it (spec/1 §2 screen 10)', () => {
  const usuario = { id: 42, nombre: 'Ana María Rojas' };
  it("the first name given at checkout, else the account's; a guest ('Guest', id 1) is named by its seat", () => {
    expect(billOrderDiner({ usuario, contacto: { nm: '  Beto  Soto ' } })).toBe('Beto');
    expect(billOrderDiner({ usuario, contacto: { nm: '' } })).toBe('Ana');
    expect(billOrderDiner({ usuario: { id: 1, nombre: 'Guest' }, contacto: { nm: '' } })).toBe('');
    expect(billOrderDiner({ usuario: { id: 7, nombre: '' }, contacto: { nm: '' } })).toBe('');
  });
});

describe('recentTables: the tables a diner reviews (spec/1 §2 screen 10, §9 240 minutes)', () => {
  const now = Date.UTC(2026, 10, 25, 22, 0);
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();
  const order = (iped: string, m_id: string, minutesAgo: number, over: object = {}) => ({
    iped,
    ti: 3,
    m_id,
    ir: 'R',
    il: '1',
    fc: at(minutesAgo),
    ...over,
  });
  it('one per venue and table, by its newest order, newest first; older than 240 minutes or not at a table: none', () => {
    const tables = recentTables(
      [
        order('a', '5', 100),
        order('b', '5', 10),
        order('c', '7', 50),
        order('d', '5', 20, { il: '2' }),
        order('e', '9', 240),
        order('f', '9', 5, { ti: 1 }),
      ],
      now,
    );
    expect(tables.map((o) => o.iped)).toEqual(['b', 'd', 'c']);
  });
});
