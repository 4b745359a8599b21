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
  saleState,
  summarizeSales,
} from './sales-report.ts';

const order = (over: Partial<ReportOrder>): ReportOrder => ({
  id: 'o',
  createdAt: new Date('2026-11-23T15:00:00Z'),
  deviceId: null,
  tipo: 1,
  ss: 1,
  sp: 2,
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

  it('counts -1 and -2 as cancelled (spec/1 §4), -3 (timeout) apart as expired', () => {
    expect([-2, -1].every(isCancelledOrder)).toBe(true);
    expect([-3, 0, 1, 2, 3, -10, -22].some(isCancelledOrder)).toBe(false);
    expect(saleState({ ss: -3, sp: 0, tipo: 2, prepago: 5011 })).toBe('expired');
    // A paid order cancelled is a cancellation (its money goes back), not revenue.
    expect(saleState({ ss: -1, sp: 2, tipo: 1, prepago: 5011 })).toBe('cancelled');
    expect(saleState({ ss: -2, sp: 0, tipo: 1, prepago: 0 })).toBe('cancelled');
  });

  it('counts an order paid only once its money is in', () => {
    // Card on the web: paid at sp 2, whatever the kitchen did; unpaid it is outstanding even when finished.
    expect(saleState({ ss: 0, sp: 2, tipo: 2, prepago: 5011 })).toBe('paid');
    expect(saleState({ ss: 0, sp: 1, tipo: 2, prepago: 5011 })).toBe('outstanding');
    expect(saleState({ ss: 3, sp: 0, tipo: 2, prepago: 5011 })).toBe('outstanding');
    // Paid on receipt (0, transfer -9001): paid when marked so, or when handed over (finished).
    expect(saleState({ ss: 2, sp: 0, tipo: 1, prepago: 0 })).toBe('outstanding');
    expect(saleState({ ss: 1, sp: 2, tipo: 1, prepago: 0 })).toBe('paid');
    expect(saleState({ ss: 3, sp: 0, tipo: 1, prepago: -9001 })).toBe('paid');
    // Kiosk: the cash desk (1000) is paid on receipt, a card terminal (5025) is prepaid.
    expect(saleState({ ss: 3, sp: 0, tipo: 4, prepago: 1000 })).toBe('paid');
    expect(saleState({ ss: 3, sp: 0, tipo: 5, prepago: 5025 })).toBe('outstanding');
    // A stored -10 (never written: a display value) counts by its payment, never as sold unpaid.
    expect(saleState({ ss: -10, sp: 0, tipo: 1, prepago: 5011 })).toBe('outstanding');
  });

  it('puts revenue, tips and discounts on paid orders only; outstanding and expired apart', () => {
    const report = summarizeSales(
      [
        order({ total: 9_000, tip: 500, discounts: 300, coupon: 1_000 }),
        // An unpaid card order, finished by mistake: outstanding, its tip and coupon not counted.
        order({ ss: 3, sp: 0, prepago: 5011, paymentName: 'Tarjeta', total: 6_000, tip: 700, coupon: 50 }),
        // A card order whose payment never came, cancelled by the 15-minute timeout.
        order({ ss: -3, sp: 1, prepago: 5011, paymentName: 'Tarjeta', total: 3_000 }),
      ],
      { timeZone: 'America/Santiago', from: '2026-11-23', to: '2026-11-23' },
    );
    expect(report.totals).toEqual({
      orders: 2,
      revenue: 9_000,
      tips: 500,
      discounts: 1_300,
      outstanding: 1,
      outstandingAmount: 6_000,
      cancelled: 0,
      cancelledAmount: 0,
      expired: 1,
      expiredAmount: 3_000,
    });
    expect(report.byPayment.map((p) => [p.code, p.orders, p.revenue, p.outstanding, p.expired])).toEqual([
      [0, 1, 9_000, 0, 0],
      [5011, 1, 0, 1, 1],
    ]);
    expect(report.byHour[12]).toEqual({ hour: 12, orders: 2 });
  });

  it('sums each channel and payment method apart; discounts are promotions plus coupon', () => {
    const report = summarizeSales(
      [
        order({ total: 9_000, tip: 500, discounts: 300, coupon: 1_000 }),
        order({ ss: -2, total: 4_000, tip: 200 }),
        order({ tipo: 3, prepago: 5011, paymentName: 'Tarjeta', total: 7_000 }),
      ],
      { timeZone: 'America/Santiago', from: '2026-11-23', to: '2026-11-23' },
    );
    expect(report.totals).toMatchObject({ orders: 2, revenue: 16_000, tips: 500, discounts: 1_300 });
    expect(report.totals).toMatchObject({ cancelled: 1, cancelledAmount: 4_000 });
    expect(report.byChannel.map((c) => [c.channel, c.orders, c.cancelled])).toEqual([
      ['web', 1, 1],
      ['qr', 1, 0],
      ['kiosk', 0, 0],
    ]);
    expect(report.byPayment.map((p) => [p.code, p.name, p.orders])).toEqual([
      [0, 'Pago al retirar', 1],
      [5011, 'Tarjeta', 1],
    ]);
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
