import { AS_SOON_AS_POSSIBLE, ZOrder, ZSaveOrderAnswer } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  AT,
  bearer,
  irlOf,
  margarita,
  newCartId,
  pickupOrder,
  pizzeria,
  saveOrder,
  size,
  stockOf,
  taberna,
} from './orders-fixtures.ts';

let t: TestApp;
let ana: string;
let beto: string;
beforeAll(async () => {
  t = await createTestApp({ at: AT });
  ana = await signIn(t.app, 'ana@correo.cl');
  beto = await signIn(t.app, 'beto@correo.cl');
});
afterAll(() => t.close());

const saved = (res: { json(): { data: unknown } }) => {
  const answer = ZSaveOrderAnswer.parse(res.json().data);
  if (answer.preflight) throw new Error('expected a saved order');
  return answer;
};
const setStock = (id: string, stock: number | null) =>
  t.db.query(`update stock set stock = $3 where ir = $1 and kind = 'p' and item_id = $2`, [
    pizzeria.ir,
    id,
    stock,
  ]);
const ordersOfCart = (cartId: string) =>
  t.db.query<{ id: string; total: number }>('select id, total from orders where cart_id = $1', [cartId]);

describe('POST /srv/saveorder — the server checks and prices everything (spec/1 §4 "Order saving", §5)', () => {
  it('needs a signed-in diner (401)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/srv/saveorder', payload: pickupOrder() });
    expect(res.statusCode).toBe(401);
  });

  it('ignores client prices and totals: the saved total is the server recomputation', async () => {
    const tampered = {
      ...pickupOrder({ lines: [{ ...margarita(2), pm: 1, unit: 1 } as never] }),
      total: 1,
      subtotal: 1,
      propina: { pct: 0, monto: '' },
    };
    const res = await saveOrder(t.app, ana, tampered);
    expect(res.statusCode).toBe(200);
    const { order, redirect } = saved(res);
    expect(order.det.subtotal).toBe(17_800);
    expect(order.det.total).toBe(17_800);
    expect(order.det.lines[0]).toMatchObject({ ip: 'fz-margarita', cant: 2, unit: 8900, total: 17_800 });
    expect(order).toMatchObject({ ss: 0, sp: 0, stdvy: 40, ti: 1, ent: 'PE' });
    expect(order.det.usuario.id).toBeGreaterThan(1);
    expect(redirect).toBeNull();
    expect(
      (await t.db.query<{ total: number }>('select total from orders where id = $1', [order.iped]))[0]!.total,
    ).toBe(17_800);
  });

  it('refuses unknown or sold-out products and bad quantities with "Datos invalidos en orden" naming the product', async () => {
    const cases: [object, string][] = [
      [{ ip: 'fz-no-existe', cant: 1 }, "el producto 'fz-no-existe' no existe"],
      [{ ip: 'fz-cuatro-quesos', cant: 1, extras: size }, "('Pizza Cuatro Quesos'): está agotado"],
      [{ ...margarita(), cant: 0 }, "('Pizza Margarita'): la cantidad debe estar entre 1 y 1000"],
      [{ ...margarita(), cant: -3 }, "('Pizza Margarita'): la cantidad"],
      [{ ...margarita(), cant: 1001 }, "('Pizza Margarita'): la cantidad"],
      [{ ip: 'fz-margarita', cant: 1 }, "el grupo 'fz-tamano' pide al menos 1"],
      [
        { ...margarita(), extras: { ...size, 'fz-agregados': [['fz-ag-queso', 3]] } },
        "el extra 'fz-ag-queso' admite como máximo 2",
      ],
    ];
    for (const [line, message] of cases) {
      const res = await saveOrder(t.app, ana, pickupOrder({ lines: [line as never] }));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message).toMatch(/^Datos invalidos en orden: Línea 1/);
      expect(res.json().error.message).toContain(message);
    }
    // A product flagged sold out in its stock row after the menu was cached is refused too.
    await t.db.query(
      `update stock set sold_out = true where ir = $1 and kind = 'p' and item_id = 'fz-lasana'`,
      [pizzeria.ir],
    );
    const soldOut = await saveOrder(t.app, ana, pickupOrder({ lines: [{ ip: 'fz-lasana', cant: 1 }] }));
    expect(soldOut.json().error.message).toContain("('Lasaña boloñesa'): está agotado");
    await t.db.query(
      `update stock set sold_out = false where ir = $1 and kind = 'p' and item_id = 'fz-lasana'`,
      [pizzeria.ir],
    );
  });

  it('refuses what checkout readiness refuses: conditions, payment method, phone, closed dispatch type', async () => {
    const cases: [object, string][] = [
      [{ condiciones: false }, 'Debe aceptar términos y condiciones para finalizar su pedido'],
      [{ prepago: 5050 }, 'Debe seleccionar un medio de pago válido para este pedido'],
      [{ prepago: 1000 }, 'Debe seleccionar un medio de pago válido para este pedido'],
      [{ contacto: { nm: 'Ana', ph: '1234', em: '' } }, 'Faltan campos por completar: teléfono'],
      // Long enough, but not a phone (the phone rule, packages/domain/src/rules/phone.ts).
      [{ contacto: { nm: 'Ana', ph: 'llamar-al-fijo', em: '' } }, 'Faltan campos por completar: teléfono'],
      [{ tipo: 4 }, 'Tipo de pedido inválido'],
      [{ tipo: 3, mesa: '99', prepago: 5011 }, 'Mesa no encontrada'],
      [
        { tipo: 3, mesa: '2', contacto: { nm: 'Ana Pérez', ph: '', em: '' } },
        'Este local exige pago en línea para este tipo de pedido',
      ],
    ];
    for (const [over, message] of cases) {
      const res = await saveOrder(t.app, ana, pickupOrder(over));
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
  });

  it('preflight answers the recomputed totals and creates nothing', async () => {
    const cartId = newCartId();
    const res = await saveOrder(t.app, ana, pickupOrder({ cartId }), '?preflight=1');
    expect(res.statusCode).toBe(200);
    const answer = ZSaveOrderAnswer.parse(res.json().data);
    expect(answer).toMatchObject({
      preflight: true,
      totals: { subtotal: 8900, total: 8900 },
      delivery: null,
    });
    expect(await ordersOfCart(cartId)).toEqual([]);
  });

  it('takes a custom tip typed with a comma (spec/1 §5 "Tip"), only with a prepaid method', async () => {
    const order = {
      irl: irlOf(taberna),
      tipo: 1 as const,
      lines: [{ ip: 'ar-agua', cant: 2 }],
      prepago: 5011,
      propina: { pct: -1, monto: '2,5' },
    };
    const res = await saveOrder(t.app, ana, pickupOrder(order));
    expect(res.statusCode).toBe(200);
    const { order: o, redirect } = saved(res);
    expect(o.det).toMatchObject({ subtotal: 400, propina: 250, total: 650 });
    expect(redirect).toMatch(/^\/pay\/mw\/payments\/paypayment\?idpr=pay-/);
    const onReceipt = await saveOrder(t.app, ana, pickupOrder({ ...order, prepago: 0 }));
    expect(onReceipt.json().error.message).toBe('Este local no ofrece propina para este pedido');
    const notOffered = await saveOrder(
      t.app,
      ana,
      pickupOrder({ ...order, propina: { pct: 20, monto: '' } }),
    );
    expect(notOffered.json().error.message).toBe('Elige una propina de las que ofrece el local');
  });

  it('applies a percentage coupon of the venue and refuses another venue’s coupon', async () => {
    const res = await saveOrder(t.app, ana, pickupOrder({ cupon: 'FORESTAL10' }));
    expect(saved(res).order.det).toMatchObject({
      subtotal: 8900,
      coupon: { id: 'FORESTAL10', type: 'PERCENTAGE', discount: 890 },
      total: 8010,
    });
    const foreign = await saveOrder(t.app, ana, pickupOrder({ cupon: 'MAPOCHO15' }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.message).toBe('El cupón no existe o no es válido para este local');
  });

  it('answers the transfer instructions for -9001', async () => {
    const answer = saved(await saveOrder(t.app, ana, pickupOrder({ prepago: -9001 })));
    expect(answer.transferText).toContain('Pizzería Forestal SpA');
    expect(answer.order.det.nombreprepago).toBe('Transferencia bancaria');
    // The venue's English name for it, kept for the diner's order page (issue 11 item 3).
    expect(answer.order.det.nombreprepagoTrad).toEqual({ en: 'Bank transfer' });
  });
});

describe('stock and idempotency of a save (spec/1 §4 "Cart lifecycle", §8)', () => {
  it('converts the cart holds into the order, and a replayed key answers the same order without taking stock again', async () => {
    await setStock('fz-trufa', 5);
    const cartId = newCartId();
    const trufa = (cant: number) => ({ ip: 'fz-trufa', cant, extras: size });
    await t.app.inject({
      method: 'POST',
      url: '/srv/cartstock/reserve',
      payload: { cartId, irl: irlOf(pizzeria), lines: [trufa(2)] },
    });
    expect(await stockOf(t.db, 'fz-trufa')).toBe(3);
    const body = pickupOrder({ cartId, lines: [trufa(3)], idempotencyKey: 'key-trufa-0001' });
    const first = await saveOrder(t.app, ana, body);
    expect(first.statusCode).toBe(200);
    // 2 held + 1 taken now.
    expect(await stockOf(t.db, 'fz-trufa')).toBe(2);
    expect(await t.db.query('select 1 from cart_holds where cart_id = $1', [cartId])).toEqual([]);
    const again = await saveOrder(t.app, ana, body);
    expect(again.statusCode).toBe(200);
    expect(saved(again).order.iped).toBe(saved(first).order.iped);
    expect(await stockOf(t.db, 'fz-trufa')).toBe(2);
    expect(await ordersOfCart(cartId)).toHaveLength(1);
    // The key also works as a header.
    const header = await t.app.inject({
      method: 'POST',
      url: '/srv/saveorder',
      headers: { ...bearer(ana), 'idempotency-key': 'key-trufa-0001' },
      payload: { ...body, idempotencyKey: undefined },
    });
    expect(saved(header).order.iped).toBe(saved(first).order.iped);
    const otherBody = await saveOrder(t.app, ana, { ...body, lines: [trufa(1)] });
    expect(otherBody.statusCode).toBe(409);
    expect(otherBody.json().error.message).toContain('clave de idempotencia');
  });

  it('refuses a shortage with a 409 naming the product, taking nothing', async () => {
    await setStock('fz-trufa', 2);
    const res = await saveOrder(
      t.app,
      ana,
      pickupOrder({ lines: [margarita(), { ip: 'fz-trufa', cant: 3, extras: size }] }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toContain("'Pizza Trufa y Hongos': quedan 2");
    expect(await stockOf(t.db, 'fz-trufa')).toBe(2);
  });

  it('discards a second save of the same cart while one is in flight, or once it is saved', async () => {
    await setStock('fz-trufa', 5);
    const cartId = newCartId();
    const lines = [{ ip: 'fz-trufa', cant: 2, extras: size }];
    const results = await Promise.all([
      saveOrder(t.app, ana, pickupOrder({ cartId, lines, idempotencyKey: 'race-key-0001' })),
      saveOrder(t.app, ana, pickupOrder({ cartId, lines, idempotencyKey: 'race-key-0002' })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = results.find((r) => r.statusCode === 409)!;
    expect(refused.json().error.message).toBe('Se esta grabando pedido, descartado nuevo intento');
    expect(await ordersOfCart(cartId)).toHaveLength(1);
    expect(await stockOf(t.db, 'fz-trufa')).toBe(3);
  });
});

describe('orders for the diner (spec/1 §7 User orders, Cancel order)', () => {
  it('lists the diner’s orders in process and history; another diner’s id is not found', async () => {
    const { order } = saved(await saveOrder(t.app, beto, pickupOrder()));
    const list = await t.app.inject({
      method: 'GET',
      url: '/srv/getuserorders?tipo=1',
      headers: bearer(beto),
    });
    const orders = z.array(ZOrder).parse(list.json().data);
    expect(orders.map((o) => o.iped)).toEqual([order.iped]);
    expect(orders[0]).toMatchObject({
      cfgApp: { nombre: 'Pizzería Forestal', tz: 'America/Santiago' },
      resto: { pais: 'cl', slug: 'pizzeria-forestal', simpleId: 101 },
      det: { horaDespacho: AS_SOON_AS_POSSIBLE },
    });
    const mine = await t.app.inject({
      method: 'GET',
      url: `/srv/getorder?iped=${order.iped}`,
      headers: bearer(beto),
    });
    expect(mine.statusCode).toBe(200);
    for (const url of [`/srv/getorder?iped=${order.iped}`, `/srv/cancelorder?iped=${order.iped}`]) {
      const other = await t.app.inject({ method: 'GET', url, headers: bearer(ana) });
      expect(other.statusCode).toBe(404);
      expect(other.json().error.message).toBe('no encontrado');
    }
    const history = await t.app.inject({
      method: 'GET',
      url: '/srv/getuserorders?tipo=2',
      headers: bearer(beto),
    });
    expect(history.json().data).toEqual([]);
  });

  it('cancels only a cancellable order and gives its stock back', async () => {
    await setStock('fz-trufa', 5);
    const { order } = saved(
      await saveOrder(t.app, beto, pickupOrder({ lines: [{ ip: 'fz-trufa', cant: 2, extras: size }] })),
    );
    expect(await stockOf(t.db, 'fz-trufa')).toBe(3);
    const cancel = () =>
      t.app.inject({ method: 'GET', url: `/srv/cancelorder?iped=${order.iped}`, headers: bearer(beto) });
    const res = await cancel();
    expect(res.statusCode).toBe(200);
    expect(ZOrder.parse(res.json().data)).toMatchObject({ ss: -2, stdvy: 170 });
    expect(await stockOf(t.db, 'fz-trufa')).toBe(5);
    const twice = await cancel();
    expect(twice.statusCode).toBe(409);
    expect(await stockOf(t.db, 'fz-trufa')).toBe(5);
    const history = await t.app.inject({
      method: 'GET',
      url: '/srv/getuserorders?tipo=2',
      headers: bearer(beto),
    });
    expect(
      z
        .array(ZOrder)
        .parse(history.json().data)
        .map((o) => o.iped),
    ).toContain(order.iped);
  });
});

describe('a platform with no online payment provider (COMANDA_ENV=production without the sandbox, README)', () => {
  let bare: TestApp;
  let diner: string;
  beforeAll(async () => {
    bare = await createTestApp({ at: AT, sandboxPayments: false });
    diner = await signIn(bare.app, 'ana@correo.cl');
  });
  afterAll(() => bare.close());

  it('refuses an online method readably before any order exists, and still takes one paid on receipt', async () => {
    const order = { irl: irlOf(taberna), tipo: 1 as const, lines: [{ ip: 'ar-agua', cant: 1 }] };
    const online = pickupOrder({ ...order, prepago: 5011 });
    const refused = await saveOrder(bare.app, diner, online);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({
      code: 'payment_unavailable',
      message: 'El pago en línea no está disponible por ahora. Elige otro medio de pago.',
      key: 'm1_err_payment_no_provider',
    });
    const orders = await bare.db.query('select id from orders where cart_id = $1', [online.cartId]);
    expect(orders).toEqual([]);
    const onReceipt = await saveOrder(bare.app, diner, pickupOrder({ ...order, prepago: 0 }));
    expect(onReceipt.statusCode).toBe(200);
  });
});
