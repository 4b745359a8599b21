import { formatServerText } from '@comanda/i18n/server-text';
import { describe, expect, it } from 'vitest';
import { ZProduct } from '../contracts/menu.ts';
import { ZSaveOrderRequest } from '../contracts/order.ts';
import { ZAppConfig } from '../contracts/restaurant.ts';
import { newCart, seatAtTable } from './cart.ts';
import { indexCatalog } from './catalog-index.ts';
import {
  checkInActive,
  checkInMissing,
  checkInPath,
  checkInRoute,
  findTable,
  initialOrderStatus,
  isCheckInOrderId,
  paysNothing,
  showCheckInHelper,
} from './check-in.ts';
import { CHECKOUT_REFUSALS, type CheckoutVenue, NO_PAYMENT_NAME, priceOrder } from './order-checkout.ts';
import { PAYMENT_REFUSALS, paymentProblem } from './order-payment.ts';
import { tipsOffered } from './tip.ts';

const app = (over: object = {}) =>
  ZAppConfig.parse({
    nombre: 'Mesa Test',
    ord: true,
    ordpick: true,
    selfat: true,
    selfatbanner: true,
    selfatpay: 1,
    payMethods: [0, 5011],
    ordmindvy: 10_000,
    cur: { code: 'CLP', decimals: 0, thousandsSeparator: '.' },
    ...over,
  });
const tables = [
  { id: '1', nm: 'Mesa 1', sector: 'Salón' },
  { id: '5', nm: 'Mesa 5', sector: 'Salón' },
  { id: 'terraza-vip', nm: 'Terraza VIP', sector: 'Terraza' },
];

describe('check-in at a venue (spec/1 §4 "Check-in specifics", "Dispatch type selection")', () => {
  it('is active when offered (selfat or check-in only) and not blocked (§5 "Ordering availability")', () => {
    expect(checkInActive(app())).toBe(true);
    expect(checkInActive(app({ selfat: false, selfatonly: true }))).toBe(true);
    expect(checkInActive(app({ selfat: false }))).toBe(false);
    expect(checkInActive(app({ selfatblock: true }))).toBe(false);
  });

  it('finds a table by id or by number; unknown, empty and 0 find none', () => {
    expect(findTable(tables, '5')?.nm).toBe('Mesa 5');
    expect(findTable(tables, '05')?.nm).toBe('Mesa 5');
    expect(findTable(tables, ' 1 ')?.nm).toBe('Mesa 1');
    expect(findTable(tables, 'terraza-vip')?.nm).toBe('Terraza VIP');
    expect(findTable(tables, '99')).toBeNull();
    expect(findTable(tables, '')).toBeNull();
    expect(findTable(tables, '0')).toBeNull();
    expect(findTable(tables, 'mesa')).toBeNull();
  });

  it('a table path orders only where check-in is active; otherwise, and for /checkin/menu, it browses', () => {
    expect(checkInRoute(app(), '5')).toBe('order');
    expect(checkInRoute(app(), 'menu')).toBe('browse');
    expect(checkInRoute(app({ selfat: false }), '5')).toBe('browse');
    expect(checkInRoute(app({ selfatblock: true }), '5')).toBe('browse');
  });

  it('builds the check-in paths (§2) and needs 16-character order ids in them', () => {
    const venue = '/r/cl/pizzeria-forestal/101';
    expect(checkInPath(venue)).toBe('/r/cl/pizzeria-forestal/101/checkin/menu');
    expect(checkInPath(venue, '5')).toBe('/r/cl/pizzeria-forestal/101/checkin/5');
    expect(checkInPath(venue, '5', 'AbCdEfGhIjKlMnOp')).toBe(
      '/r/cl/pizzeria-forestal/101/checkin/5/AbCdEfGhIjKlMnOp',
    );
    expect(isCheckInOrderId('AbCdEfGhIjKlMnOp')).toBe(true);
    expect(isCheckInOrderId('AbCdEfGhIjKlMnO')).toBe(false);
    expect(isCheckInOrderId('AbCdEfGhIjKlMnOpQ')).toBe(false);
  });

  it('seats the cart at a table: type 3, table and name, the venue; another venue’s products refuse', () => {
    const venue = { id: 'venueA0000000000000000000-1', dk: '', nombre: 'A', pais: 'cl', simpleId: 1 };
    const seated = seatAtTable(newCart(1000), venue, { id: '5', nm: 'Mesa 5' }, 2000);
    expect(seated.ok && seated.value).toMatchObject({ tipo: 3, mesa: '5', mesaName: 'Mesa 5', fmu: 2000 });
    const other = {
      ...newCart(1000),
      resto: { ...venue, id: 'venueB0000000000000000000-1' },
      dl: [{ cant: 1, ct: '', item: 'x', extras: {}, indiceCart: 0, lineReference: 'r' }],
    };
    const refused = seatAtTable(other, venue, { id: '5', nm: 'Mesa 5' }, 2000);
    expect(!refused.ok && formatServerText(refused.refusal.key)).toBe(
      'Hay productos pendientes de otro local',
    );
  });

  it('shows the helper when last shown never or over 240 minutes ago, at a table of an active venue with the banner on', () => {
    const now = 1_000_000_000;
    const base = { now, tipo: 3, app: app(), table: '5' };
    expect(showCheckInHelper({ ...base, lastShownMs: null })).toBe(true);
    expect(showCheckInHelper({ ...base, lastShownMs: now - 240 * 60_000 })).toBe(false);
    expect(showCheckInHelper({ ...base, lastShownMs: now - 240 * 60_000 - 1 })).toBe(true);
    expect(showCheckInHelper({ ...base, lastShownMs: null, tipo: 1 })).toBe(false);
    expect(showCheckInHelper({ ...base, lastShownMs: null, table: '' })).toBe(false);
    expect(showCheckInHelper({ ...base, lastShownMs: null, app: app({ selfatbanner: false }) })).toBe(false);
    expect(showCheckInHelper({ ...base, lastShownMs: null, app: app({ selfatblock: true }) })).toBe(false);
  });

  it('missing-profile data for type 3 (§5): full name; phone and tax id when the venue requires them', () => {
    const contact = { nm: 'Ana Pérez', ph: '', rut: '' };
    expect(checkInMissing(app(), contact)).toEqual([]);
    expect(checkInMissing(app(), { ...contact, nm: 'Ana' })).toEqual(['name']);
    expect(checkInMissing(app({ selfatphone: true, selfatrut: true }), contact)).toEqual(['phone', 'rut']);
    expect(
      checkInMissing(app({ selfatphone: true, selfatrut: true }), {
        nm: 'Ana Pérez',
        ph: '+56 9 1234 5678',
        rut: '12.345.678-5',
      }),
    ).toEqual([]);
  });

  it('payment per the check-in mode: 0 not allowed, 1 mandatory, 2 optional, 3 pay on leaving', () => {
    const problem = (selfatpay: number, code: number) =>
      paymentProblem({ tipo: 3, code, app: app({ selfatpay }), kiosk: null });
    expect([problem(0, 0), problem(0, 5011)]).toEqual([null, PAYMENT_REFUSALS.checkInNoPayment]);
    expect([problem(1, 0), problem(1, 5011)]).toEqual([PAYMENT_REFUSALS.prepaid, null]);
    expect([problem(2, 0), problem(2, 5011)]).toEqual([null, null]);
    expect([problem(3, 0), problem(3, 5011)]).toEqual([null, PAYMENT_REFUSALS.checkInNoPayment]);
  });

  it('tips for check-in only when payment is configured, the setting is not false and the method is prepaid (§5 "Tip")', () => {
    const offered = (checkInPayment: number, setting: boolean | number = true, prepaid = true) =>
      tipsOffered({ tipo: 3, setting, prepaid, checkInPayment });
    expect(offered(0)).toBe(false);
    expect(offered(1)).toBe(true);
    expect(offered(2)).toBe(true);
    expect(offered(1, false)).toBe(false);
    expect(offered(2, true, false)).toBe(false);
  });

  it('a check-in order with total zero pays nothing and starts confirmed', () => {
    expect(paysNothing(3, 0)).toBe(true);
    expect(paysNothing(3, 1)).toBe(false);
    expect(paysNothing(1, 0)).toBe(false);
    expect(initialOrderStatus(3, 0)).toBe(1);
    expect(initialOrderStatus(3, 1900)).toBe(0);
    expect(initialOrderStatus(1, 0)).toBe(0);
  });
});

describe('priceOrder for type 3 (spec/1 §4 "Checkout readiness", "Check-in specifics")', () => {
  const product = (ip: string, pm: number) =>
    ZProduct.parse({ ip, np: ip, pm, jp: ['001'], sort: '0'.repeat(20) });
  const index = indexCatalog([product('cafe', 2500), product('agua', 0)], [], []);
  const venue = (over: object = {}): CheckoutVenue => ({
    app: app(over),
    kiosk: null,
    paymentMethods: [
      { id: 0, nm: 'Pago al recibir' },
      { id: 5011, nm: 'Tarjeta' },
    ],
    schedule: [],
    shifts: [{ jid: 'all', hi: '00:00', hf: '24:00', si: false, sf: false, d: 127, rv: false }],
    holidays: [],
    tables,
    polygons: [],
    tz: 'America/Santiago',
    latitud: -33.4372,
    longitud: -70.6506,
  });
  const request = (over: object = {}) =>
    ZSaveOrderRequest.parse({
      cartId: 'check-in-cart-000001',
      irl: 'cmdDemoSantiagoPizza00001-1',
      tipo: 3,
      mesa: '5',
      lines: [{ ip: 'cafe', cant: 2 }],
      prepago: 5011,
      contacto: { nm: 'Ana Pérez', ph: '', em: '' },
      condiciones: true,
      ...over,
    });
  const price = (over: object = {}, venueOver: object = {}) =>
    priceOrder({
      venue: venue(venueOver),
      index,
      request: request(over),
      coupon: null,
      now: new Date('2026-11-24T15:00:00Z'),
      kiosk: false,
    });

  it('has no delivery minimum: $5.000 at a table where delivery needs $10.000; names the table', () => {
    const priced = price();
    expect(priced.ok && priced.value.totals).toMatchObject({ subtotal: 5000, delivery: 0, total: 5000 });
    expect(priced.ok && priced.value).toMatchObject({ mesaName: 'Mesa 5', prepago: 5011, delivery: null });
  });

  it('takes a 10 % tip with a prepaid method when check-in payment is configured', () => {
    const priced = price({ propina: { pct: 10, monto: '' } });
    expect(priced.ok && priced.value.totals).toMatchObject({ subtotal: 5000, tip: 500, total: 5500 });
    const noPayment = price({ prepago: 0, propina: { pct: 10, monto: '' } }, { selfatpay: 2 });
    expect(!noPayment.ok && noPayment.refusal).toEqual({ code: 'tip', ...CHECKOUT_REFUSALS.tipNotOffered });
  });

  it('refuses an unknown table, a venue without check-in, a blocked one, and a missing full name', () => {
    const refusal = (over: object, venueOver: object = {}) => {
      const priced = price(over, venueOver);
      return priced.ok
        ? null
        : [priced.refusal.code, formatServerText(priced.refusal.key, priced.refusal.params)];
    };
    expect(refusal({ mesa: '99' })).toEqual(['table', 'Mesa no encontrada']);
    expect(refusal({ mesa: '' })).toEqual(['table', 'Mesa no encontrada']);
    expect(refusal({}, { selfat: false })).toEqual(['type', 'Para realizar pedido, escanee QR de la mesa']);
    expect(refusal({}, { selfatblock: true })).toEqual([
      'type',
      'Para realizar pedido, escanee QR de la mesa',
    ]);
    expect(refusal({ contacto: { nm: 'Ana', ph: '' } })).toEqual([
      'profile',
      'Faltan campos por completar: nombre y apellido',
    ]);
    expect(refusal({}, { selfatphone: true, selfatrut: true })).toEqual([
      'profile',
      'Faltan campos por completar: teléfono, RUT o documento de identidad',
    ]);
  });

  it('follows the payment mode: mandatory refuses on receipt, 0 and 3 refuse online', () => {
    const message = (prepago: number, selfatpay: number) => {
      const priced = price({ prepago }, { selfatpay });
      return priced.ok ? null : priced.refusal.key;
    };
    expect(message(0, 1)).toBe(PAYMENT_REFUSALS.prepaid.key);
    expect(message(5011, 1)).toBeNull();
    expect(message(5011, 0)).toBe(PAYMENT_REFUSALS.checkInNoPayment.key);
    expect(message(0, 0)).toBeNull();
    expect(message(0, 2)).toBeNull();
    expect(message(5011, 3)).toBe(PAYMENT_REFUSALS.checkInNoPayment.key);
  });

  it('a total of zero confirms with no payment, even where payment is mandatory', () => {
    const priced = price({ lines: [{ ip: 'agua', cant: 1 }], prepago: 0 });
    expect(priced.ok && priced.value).toMatchObject({
      totals: { total: 0 },
      prepago: 0,
      nombreprepago: NO_PAYMENT_NAME,
    });
    const online = price({ lines: [{ ip: 'agua', cant: 1 }], prepago: 5011 });
    expect(online.ok && online.value.prepago).toBe(0);
  });
});
