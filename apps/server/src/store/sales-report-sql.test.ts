import { type ReportOrder, saleState, summarizeSales, ZOrder, ZOrderDetail } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AT, pairKiosk, pickupOrder, pizzeria, saveOrder } from '../routes/orders-fixtures.ts';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { salesReport } from './sales-report.ts';

// The closing report's SQL (store/sales-report.ts) held to the domain's summarizeSales
// (packages/domain rules/sales-report.ts) on the same orders, on PGlite and, with COMANDA_TEST_DATABASE_URL,
// on PostgreSQL: every channel, status, payment status (paid, outstanding, cancelled, expired — a finished
// order paid on receipt and a finished unpaid card order among them), payment method, tip, promotion and
// coupon, at instants around
// midnight in zones from UTC−11 to UTC+14 and across Santiago's change to summer time. The expected answer
// is always the domain function's.
let t: TestApp;
let orders: ReportOrder[];

/** A small deterministic generator, so a failure names the same orders every run. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

const INSTANTS = [
  // Around midnight in Santiago (UTC−3 in November), Madrid (UTC+1), Kiritimati (UTC+14), Pago Pago (UTC−11).
  '2026-11-20T02:59:59Z',
  '2026-11-20T03:00:00Z',
  '2026-11-20T10:00:00Z',
  '2026-11-20T10:59:59Z',
  '2026-11-20T11:00:00Z',
  '2026-11-20T22:59:59Z',
  '2026-11-20T23:00:00Z',
  '2026-11-21T09:59:59Z',
  '2026-11-21T12:00:00Z',
  '2026-11-21T18:30:00Z',
  '2026-11-22T00:00:00Z',
  '2026-11-22T03:00:01Z',
  '2026-11-23T14:45:00Z',
  // Santiago moves to summer time on 6 September 2026: midnight does not exist that night.
  '2026-09-06T03:59:59Z',
  '2026-09-06T04:00:00Z',
  '2026-09-06T04:30:00Z',
];

beforeAll(async () => {
  t = await createTestApp({ at: AT });
  const ana = await signIn(t.app, 'ana@correo.cl');
  const kiosk = await pairKiosk(t.app);
  const res = await saveOrder(t.app, ana, pickupOrder({ cupon: 'FORESTAL10' }));
  const template = ZOrder.parse(res.json().data.order);
  const next = random(13);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const payments = [
    [0, 'Pago al retirar'],
    [-9001, 'Transferencia, "bancaria"'],
    [5011, 'Tarjeta'],
    [1000, 'Efectivo en caja'],
  ] as const;
  let n = 0;
  for (const instant of INSTANTS) {
    for (let k = 0; k < 3; k++) {
      const [prepago, name] = pick(payments);
      const subtotal = 1000 + Math.floor(next() * 20_000);
      const coupon = next() < 0.3 ? Math.floor(subtotal / 10) : 0;
      const tip = next() < 0.4 ? Math.floor(next() * 3000) : 0;
      const det = {
        ...template.det,
        subtotal,
        discounts: next() < 0.3 ? Math.floor(next() * 2000) : 0,
        coupon: coupon ? { ...template.det.coupon!, discount: coupon } : null,
        propina: tip,
        total: subtotal - coupon + tip,
        prepago,
        nombreprepago: name,
      };
      const id = `report-sql-${String(++n).padStart(3, '0')}`;
      await t.db.query(
        `insert into orders (id, ir, il, cart_id, device_id, tipo, ss, sp, prepago, total, det, created_at, updated_at)
         values ($1, $2, $3, $1, $4, $5, $6, $11, $7, $8, $9, $10, $10)`,
        [
          id,
          pizzeria.ir,
          pizzeria.il,
          next() < 0.25 ? kiosk.id : null,
          pick([1, 2, 3, 4, 5]),
          pick([-3, -2, -1, 0, 1, 2, 3]),
          prepago,
          det.total,
          JSON.stringify(ZOrderDetail.parse(det)),
          new Date(instant),
          pick([-1, 0, 1, 2, 2]),
        ],
      );
    }
  }
  // What the domain reads of each order, straight from the rows.
  const rows = await t.db.query<{
    id: string;
    created_at: Date;
    device_id: string | null;
    tipo: number;
    ss: number;
    sp: number;
    prepago: number;
    total: number;
    det: unknown;
  }>('select id, created_at, device_id, tipo, ss, sp, prepago, total, det from orders where ir = $1', [
    pizzeria.ir,
  ]);
  orders = rows.map((r) => {
    const det = ZOrderDetail.parse(r.det);
    return {
      id: r.id,
      createdAt: new Date(r.created_at),
      deviceId: r.device_id,
      tipo: r.tipo,
      ss: r.ss,
      sp: r.sp,
      prepago: r.prepago,
      paymentName: det.nombreprepago,
      total: r.total,
      tip: det.propina,
      discounts: det.discounts,
      coupon: det.coupon?.discount ?? 0,
    };
  });
}, 60_000);
afterAll(() => t.close());

const ZONES = [
  'America/Santiago',
  'Europe/Madrid',
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Asia/Kolkata',
];
const RANGES: [string, string][] = [
  ['2026-11-19', '2026-11-19'],
  ['2026-11-20', '2026-11-20'],
  ['2026-11-21', '2026-11-21'],
  ['2026-11-20', '2026-11-22'],
  ['2026-11-19', '2026-11-24'],
  ['2026-09-05', '2026-09-05'],
  ['2026-09-06', '2026-09-06'],
];

describe('the report in SQL matches the domain rule', () => {
  it('has orders of every channel, status and payment method to sum', () => {
    expect(orders.length).toBe(INSTANTS.length * 3 + 1);
    expect(new Set(orders.map((o) => o.ss)).size).toBeGreaterThanOrEqual(5);
    expect(orders.some((o) => o.deviceId !== null)).toBe(true);
    expect(orders.some((o) => o.tip > 0 && o.coupon > 0)).toBe(true);
    expect(new Set(orders.map(saleState))).toEqual(new Set(['paid', 'outstanding', 'cancelled', 'expired']));
    // Both sides of the rule's finer edge: finished and unpaid, paid on receipt (paid) and by card (not).
    const finishedUnpaid = orders.filter((o) => o.ss === 3 && o.sp < 2).map(saleState);
    expect(finishedUnpaid).toContain('paid');
    expect(finishedUnpaid).toContain('outstanding');
  });

  it.each(ZONES.flatMap((zone) => RANGES.map(([from, to]) => [zone, from, to] as const)))(
    '%s, %s to %s',
    async (timeZone, from, to) => {
      const range = { timeZone, from, to };
      const expected = summarizeSales(orders, range);
      expect(await salesReport(t.db, pizzeria, range)).toEqual(expected);
    },
  );

  it('leaves out every order of another venue', async () => {
    const range = { timeZone: 'America/Santiago', from: '2026-11-19', to: '2026-11-24' };
    const other = await salesReport(t.db, { ir: 'cmdDemoSantiagoSanguche0002', il: '1' }, range);
    expect(other.totals.orders + other.totals.cancelled + other.totals.expired).toBe(0);
  });
});
