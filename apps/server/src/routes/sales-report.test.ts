import { type TOrder, type TSalesReport, ZOrder, ZSalesReport } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cancelTimedOutOrders } from '../store/order-timeouts.ts';
import { managerOf } from '../testing/back-office.ts';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  AT,
  bearer,
  irlOf,
  margarita,
  pairKiosk,
  pickupOrder,
  pizzeria,
  sanguches,
  saveOrder,
} from './orders-fixtures.ts';

// The closing report (issue 13 item 4) on orders placed through the real routes — web, table QR, kiosk;
// on receipt, transfer, online and cash; a coupon, a tip, a cancellation, a payment timeout — then moved to
// the instants the test needs (the venue is open at AT; its report reads when an order was placed). Staff
// mark two paid and finish one paid on receipt; the rest stay unpaid, outstanding. Santiago is UTC−3 in
// November: 23:59:30 on the 23rd is already the 24th in UTC, the edge a report by UTC days gets wrong.
let t: TestApp;
let ana: string;
let admin: string;
let manager: string;
let cocina: string;
const placed: Record<string, TOrder> = {};

const at = (iso: string) => new Date(iso);
const A = '2026-11-22';
const B = '2026-11-23';
const C = '2026-11-24';

async function place(name: string, token: string, payload: object, when: Date, query = '') {
  const res = await saveOrder(t.app, token, payload, query);
  expect(res.statusCode, res.body).toBe(200);
  const order = ZOrder.parse(res.json().data.order);
  await t.db.query('update orders set created_at = $2 where id = $1', [order.iped, when]);
  placed[name] = order;
}

beforeAll(async () => {
  t = await createTestApp({ at: AT });
  ana = await signIn(t.app, 'ana@correo.cl');
  admin = await signIn(t.app, 'soporte@comanda.demo', 9000);
  cocina = await signIn(t.app, 'cocina@comanda.demo', 5000);
  manager = await managerOf(t, 'gerente@forestal.cl', pizzeria.ir);
  const kiosk = await pairKiosk(t.app);
  // A card order nobody paid: the confirmation limit (15 minutes) cancels it by timeout (ss -3). Swept before
  // the others are placed, so it is the only one old enough.
  await place('expired', ana, pickupOrder({ prepago: 5011 }), at('2026-11-22T12:00:00Z'));
  expect(await cancelTimedOutOrders(t.db, at('2026-11-22T12:20:00Z'))).toEqual([placed.expired!.iped]);
  await place('coupon', ana, pickupOrder({ cupon: 'FORESTAL10' }), at('2026-11-22T16:10:00Z'));
  await place(
    'tip',
    ana,
    pickupOrder({ prepago: 5011, propina: { pct: -1, monto: '1000' } }),
    at('2026-11-22T23:05:00Z'),
  );
  await place(
    'kiosk',
    kiosk.token,
    { ...pickupOrder({ tipo: 5, prepago: 1000, condiciones: false, lines: [margarita(2)] }), terminal: '' },
    at('2026-11-23T15:30:00Z'),
    '?kio=1',
  );
  await place(
    'table',
    ana,
    pickupOrder({ tipo: 3, mesa: '1', prepago: 5011, contacto: { nm: 'Ana Pérez', ph: '', em: '' } }),
    at('2026-11-24T00:15:00Z'),
  );
  await place('cancelled', ana, pickupOrder({ prepago: -9001 }), at('2026-11-23T22:00:00Z'));
  await staff('cancelled', 'cancel');
  await place('lastMinute', ana, pickupOrder({ lines: [margarita(3)] }), at('2026-11-24T02:59:30Z'));
  // 'Marcar pagado' on one paid on receipt and on the card order; the last minute's handed over (finished).
  await staff('coupon', 'paid');
  await staff('tip', 'paid');
  await staff('lastMinute', 'confirm');
  await staff('lastMinute', 'finish');
  await place('nextDay', ana, pickupOrder(), at('2026-11-24T03:00:30Z'));
  await place(
    'otherVenue',
    ana,
    pickupOrder({ irl: irlOf(sanguches), lines: [{ ip: 'mp-sopaipillas', cant: 1 }] }),
    at('2026-11-22T16:00:00Z'),
  );
}, 60_000);
afterAll(() => t.close());

/** A move on the kitchen's board, as its staff make it. */
async function staff(name: string, action: 'paid' | 'confirm' | 'finish' | 'cancel') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/srv/staff/order',
    headers: bearer(cocina),
    payload: { iped: placed[name]!.iped, action },
  });
  expect(res.statusCode, res.body).toBe(200);
}

const get = (path: string, token?: string) =>
  t.app.inject({ method: 'GET', url: path, headers: token ? bearer(token) : {} });
const reportUrl = (from: string, to: string, irl = irlOf(pizzeria)) =>
  `/srv/staff/reports/sales?irl=${irl}&from=${from}&to=${to}`;
async function report(from: string, to: string, token = manager): Promise<TSalesReport> {
  const res = await get(reportUrl(from, to), token);
  expect(res.statusCode, res.body).toBe(200);
  return ZSalesReport.parse(res.json().data);
}

/** The figures of paid orders among those placed, summed here from their own answers. */
const total = (names: string[]) => names.reduce((s, n) => s + placed[n]!.det.total, 0);
function paidOf(...names: string[]) {
  const orders = names.map((n) => placed[n]!);
  const sum = (f: (o: TOrder) => number) => orders.reduce((s, o) => s + f(o), 0);
  return {
    revenue: sum((o) => o.det.total),
    tips: sum((o) => o.det.propina),
    discounts: sum((o) => o.det.discounts + (o.det.coupon?.discount ?? 0)),
  };
}
/** A group's whole figures: which orders are paid, outstanding, cancelled and expired. */
function figures(of: { paid?: string[]; outstanding?: string[]; cancelled?: string[]; expired?: string[] }) {
  const { paid = [], outstanding = [], cancelled = [], expired = [] } = of;
  return {
    orders: paid.length + outstanding.length,
    ...paidOf(...paid),
    outstanding: outstanding.length,
    outstandingAmount: total(outstanding),
    cancelled: cancelled.length,
    cancelledAmount: total(cancelled),
    expired: expired.length,
    expiredAmount: total(expired),
  };
}

describe('the closing report (issue 13 item 4)', () => {
  it('counts revenue, tips and discounts of paid orders only; outstanding, cancelled and expired apart', async () => {
    expect(placed.coupon!.det.coupon?.discount).toBe(890);
    expect(placed.tip!.det.propina).toBe(1000);
    const r = await report(A, B);
    expect(r.venue).toMatchObject({ irl: irlOf(pizzeria), timeZone: 'America/Santiago' });
    expect(r.venue.cur.code).toBe('CLP');
    expect(r.totals).toEqual(
      figures({
        paid: ['coupon', 'tip', 'lastMinute'],
        outstanding: ['kiosk', 'table'],
        cancelled: ['cancelled'],
        expired: ['expired'],
      }),
    );
    expect(r.totals.tips).toBe(1000);
    expect(r.totals.discounts).toBeGreaterThanOrEqual(890);
    // The unpaid card order at the table is money still to collect, not revenue.
    expect(r.totals.outstandingAmount).toBe(placed.kiosk!.det.total + placed.table!.det.total);
  });

  it("counts each order on the venue's own day: 23:59:30 in Santiago is the 23rd, 00:00:30 the 24th", async () => {
    const r = await report(A, B);
    expect(r.byDay).toEqual([
      { day: A, ...figures({ paid: ['coupon', 'tip'], expired: ['expired'] }) },
      {
        day: B,
        ...figures({ paid: ['lastMinute'], outstanding: ['kiosk', 'table'], cancelled: ['cancelled'] }),
      },
    ]);
    const later = await report(B, C);
    expect(later.byDay.map((d) => [d.day, d.orders])).toEqual([
      [B, 3],
      [C, 1],
    ]);
    expect(later.byHour[0]).toEqual({ hour: 0, orders: 1 });
  });

  it('splits by channel (web, table QR, kiosk) and by payment method', async () => {
    const r = await report(A, B);
    expect(r.byChannel).toEqual([
      {
        channel: 'web',
        ...figures({ paid: ['coupon', 'tip', 'lastMinute'], cancelled: ['cancelled'], expired: ['expired'] }),
      },
      { channel: 'qr', ...figures({ outstanding: ['table'] }) },
      { channel: 'kiosk', ...figures({ outstanding: ['kiosk'] }) },
    ]);
    expect(r.byPayment.map(({ code, name, ...f }) => ({ code, f }))).toEqual([
      { code: -9001, f: figures({ cancelled: ['cancelled'] }) },
      { code: 0, f: figures({ paid: ['coupon', 'lastMinute'] }) },
      { code: 1000, f: figures({ outstanding: ['kiosk'] }) },
      { code: 5011, f: figures({ paid: ['tip'], outstanding: ['table'], expired: ['expired'] }) },
    ]);
    expect(r.byPayment.find((p) => p.code === 0)?.name).toBe(placed.coupon!.det.nombreprepago);
  });

  it('counts orders per hour of the venue, cancelled and expired ones left out', async () => {
    const r = await report(A, B);
    expect(r.byHour).toHaveLength(24);
    const busy = Object.fromEntries(r.byHour.filter((h) => h.orders > 0).map((h) => [h.hour, h.orders]));
    expect(busy).toEqual({ 12: 1, 13: 1, 20: 1, 21: 1, 23: 1 });
  });

  it('answers an empty report for days without orders', async () => {
    const r = await report('2026-10-01', '2026-10-31', admin);
    expect(r.totals).toEqual(figures({}));
    expect(r.byDay).toEqual([]);
    expect(r.byChannel.map((c) => c.channel)).toEqual(['web', 'qr', 'kiosk']);
  });

  it('refuses a bad range readably and changes nothing', async () => {
    const backwards = await get(reportUrl(B, A), manager);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toMatchObject({ code: 'bad_request' });
    expect(JSON.stringify(backwards.json().error)).toContain('p1_err_v_report_range_order');
    expect(backwards.json().error.message).toContain('La fecha final no puede ser anterior a la inicial');
    const long = await get(reportUrl('2026-01-01', '2026-12-31'), manager);
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain('El informe abarca como máximo 92 días');
    const notADay = await get(reportUrl('2026-02-30', '2026-03-01'), manager);
    expect(notADay.statusCode).toBe(400);
    expect(notADay.json().error.message).toContain('Fecha inválida');
  });

  it('lets in the admin module’s rows that cover the venue: another venue is 403, a kitchen role too', async () => {
    expect((await get(reportUrl(A, B, irlOf(sanguches)), manager)).statusCode).toBe(403);
    const otherVenue = await get(reportUrl(A, B, irlOf(sanguches)), manager);
    expect(otherVenue.json().error.message).toBe('No tienes permisos para este módulo');
    expect((await get(reportUrl(A, B), cocina)).statusCode).toBe(403);
    expect((await get(reportUrl(A, B), ana)).statusCode).toBe(403);
    expect((await get(reportUrl(A, B))).statusCode).toBe(401);
    expect((await report(A, B, admin)).totals.orders).toBe(5);
    const sanguchesReport = await get(reportUrl(A, B, irlOf(sanguches)), admin);
    expect(sanguchesReport.json().data.totals.orders).toBe(1);
    const unknown = await get(reportUrl(A, B, 'cmdDemoNoSuchRestaurant00009-1'), admin);
    expect(unknown.statusCode).toBe(404);
  });

  it('lists the venues the caller may read', async () => {
    const mine = (await get('/srv/staff/reports/venues', manager)).json().data.venues;
    expect(mine).toEqual([{ irl: irlOf(pizzeria), nombre: expect.any(String), simpleId: 101 }]);
    const all = (await get('/srv/staff/reports/venues', admin)).json().data.venues;
    expect(all.map((v: { simpleId: number }) => v.simpleId)).toEqual([101, 102, 201]);
    expect((await get('/srv/staff/reports/venues', cocina)).statusCode).toBe(403);
  });

  it('downloads the same report as CSV: UTF-8 with BOM, quoted where needed, a file name', async () => {
    const res = await get(`/srv/staff/reports/sales.csv?irl=${irlOf(pizzeria)}&from=${A}&to=${B}`, manager);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="informe-ventas-101-${A}-${B}.csv"`,
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Sección,Detalle,Pedidos,Ingresos (CLP),Propinas (CLP),Descuentos (CLP),Por cobrar,Monto por cobrar (CLP),' +
        'Anulaciones,Monto anulado (CLP),Anulados por tiempo,Monto anulado por tiempo (CLP)',
    );
    const row = (f: ReturnType<typeof figures>) =>
      [
        f.orders,
        f.revenue,
        f.tips,
        f.discounts,
        f.outstanding,
        f.outstandingAmount,
        f.cancelled,
        f.cancelledAmount,
        f.expired,
        f.expiredAmount,
      ].join(',');
    const totals = await report(A, B);
    expect(lines[1]).toBe(`Total,${A} – ${B},${row(totals.totals)}`);
    const dayB = figures({ paid: ['lastMinute'], outstanding: ['kiosk', 'table'], cancelled: ['cancelled'] });
    expect(lines).toContain(`Día,${B},${row(dayB)}`);
    expect(lines).toContain(`Canal,QR de mesa,1,0,0,0,1,${placed.table!.det.total},0,0,0,0`);
    expect(lines).toContain('Hora,23:00,1');
    expect(lines.at(-1)).toBe('');
    const en = await get(
      `/srv/staff/reports/sales.csv?irl=${irlOf(pizzeria)}&from=${A}&to=${B}&lang=en`,
      manager,
    );
    expect(en.body.split('\r\n')[0]).toBe(
      '\uFEFFSection,Item,Orders,Revenue (CLP),Tips (CLP),Discounts (CLP),Outstanding,Outstanding amount (CLP),' +
        'Cancellations,Cancelled amount (CLP),Timed out,Timed-out amount (CLP)',
    );
    expect(en.headers['content-disposition']).toContain('sales-report-101-');
    expect(
      (await get(`/srv/staff/reports/sales.csv?irl=${irlOf(sanguches)}&from=${A}&to=${B}`, manager))
        .statusCode,
    ).toBe(403);
  });
});
