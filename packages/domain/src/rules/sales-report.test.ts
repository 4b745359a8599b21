import { describe, expect, it } from 'vitest';
import { roleCoversVenue } from './kitchen-screens.ts';
import { moneyInUnits } from './money.ts';
import {
  isCalendarDate,
  isCancelledOrder,
  localHour,
  orderChannel,
  type ReportOrder,
  reportRangeProblem,
  summarizeSales,
} from './sales-report.ts';

const order = (over: Partial<ReportOrder>): ReportOrder => ({
  id: 'o',
  createdAt: new Date('2026-11-23T15:00:00Z'),
  deviceId: null,
  tipo: 1,
  ss: 1,
  prepago: 0,
  paymentName: 'Pago al retirar',
  total: 10_000,
  tip: 0,
  discounts: 0,
  coupon: 0,
  ...over,
});

describe('the closing report rules (issue 13 item 4)', () => {
  it('names the channel by how the order was placed', () => {
    expect(orderChannel({ deviceId: null, tipo: 1 })).toBe('web');
    expect(orderChannel({ deviceId: null, tipo: 2 })).toBe('web');
    expect(orderChannel({ deviceId: null, tipo: 3 })).toBe('qr');
    expect(orderChannel({ deviceId: 'totem-1', tipo: 5 })).toBe('kiosk');
    // A kiosk order whose device row was deleted (device_id set null) is still the kiosk's.
    expect(orderChannel({ deviceId: null, tipo: 4 })).toBe('kiosk');
  });

  it('counts -1, -2 and -3 as cancelled (spec/1 §4) and nothing else', () => {
    expect([-3, -2, -1].every(isCancelledOrder)).toBe(true);
    expect([0, 1, 2, 3, -10, -22].some(isCancelledOrder)).toBe(false);
  });

  it('sums sold orders apart from cancelled ones; discounts are promotions plus coupon', () => {
    const report = summarizeSales(
      [
        order({ total: 9_000, tip: 500, discounts: 300, coupon: 1_000 }),
        order({ ss: -2, total: 4_000, tip: 200 }),
        order({ tipo: 3, prepago: 5011, paymentName: 'Tarjeta', total: 7_000 }),
      ],
      { timeZone: 'America/Santiago', from: '2026-11-23', to: '2026-11-23' },
    );
    expect(report.totals).toEqual({
      orders: 2,
      revenue: 16_000,
      tips: 500,
      discounts: 1_300,
      cancelled: 1,
      cancelledAmount: 4_000,
    });
    expect(report.byChannel.map((c) => [c.channel, c.orders, c.cancelled])).toEqual([
      ['web', 1, 1],
      ['qr', 1, 0],
      ['kiosk', 0, 0],
    ]);
    expect(report.byPayment.map((p) => [p.code, p.name, p.orders])).toEqual([
      [0, 'Pago al retirar', 1],
      [5011, 'Tarjeta', 1],
    ]);
    expect(report.byHour[12]).toEqual({ hour: 12, orders: 2 });
  });

  it("puts an order on the restaurant's day and hour, not UTC's", () => {
    const late = new Date('2026-11-24T02:59:30Z');
    expect(localHour(late, 'America/Santiago')).toBe(23);
    const report = summarizeSales([order({ createdAt: late })], {
      timeZone: 'America/Santiago',
      from: '2026-11-23',
      to: '2026-11-23',
    });
    expect(report.byDay.map((d) => d.day)).toEqual(['2026-11-23']);
    expect(localHour(new Date('2026-11-24T03:00:00Z'), 'America/Santiago')).toBe(0);
  });

  it('refuses a range backwards, longer than 92 days, or a day that does not exist', () => {
    expect(reportRangeProblem('2026-11-23', '2026-11-22')).toEqual({ key: 'p1_err_v_report_range_order' });
    expect(reportRangeProblem('2026-01-01', '2026-04-03')).toEqual({
      key: 'p1_err_v_report_range_long',
      max: 92,
    });
    // 1 January to 2 April is 92 days, both counted.
    expect(reportRangeProblem('2026-01-01', '2026-04-02')).toBeNull();
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
  });

  it('lists the venues a role row covers: every one, every local of one restaurant, or one local', () => {
    expect(roleCoversVenue({ ir: '', il: '' }, { ir: 'a', il: '1' })).toBe(true);
    expect(roleCoversVenue({ ir: 'a', il: '' }, { ir: 'a', il: '2' })).toBe(true);
    expect(roleCoversVenue({ ir: 'a', il: '1' }, { ir: 'a', il: '2' })).toBe(false);
    expect(roleCoversVenue({ ir: 'a', il: '1' }, { ir: 'b', il: '1' })).toBe(false);
  });

  it("writes money in the currency's units for spreadsheets", () => {
    expect(moneyInUnits(1250, 2)).toBe('12.50');
    expect(moneyInUnits(5, 2)).toBe('0.05');
    expect(moneyInUnits(12_500, 0)).toBe('12500');
    expect(moneyInUnits(-1250, 2)).toBe('-12.50');
  });
});
