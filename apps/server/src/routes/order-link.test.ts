import { type TLiveEvent, type TOrder, ZOrder, ZPayOrderAnswer, ZSaveOrderAnswer } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectLive } from '../testing/live-client.ts';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  AT,
  bearer,
  irlOf,
  margarita,
  newCartId,
  pairKiosk,
  pickupOrder,
  pizzeria,
  saveOrder,
} from './orders-fixtures.ts';

// Issue 14 item 6: {venue}/pedido/{orderId} for every order, to whoever holds the id, without the diner.
let t: TestApp;
let ana: string;
let cocina: string;
let kiosk: { token: string; id: string };
beforeAll(async () => {
  t = await createTestApp({ at: AT });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  ana = await signIn(t.app, 'ana.link@correo.cl');
  cocina = await signIn(t.app, 'cocina@comanda.demo', 5000);
  kiosk = await pairKiosk(t.app);
});
afterAll(() => t.close());

const saved = (res: { statusCode: number; body: string; json(): { data: unknown } }) => {
  expect(res.statusCode, res.body).toBe(200);
  const answer = ZSaveOrderAnswer.parse(res.json().data);
  if (answer.preflight) throw new Error('expected a saved order');
  return answer.order;
};
const linked = (iped: string) => t.app.inject({ method: 'GET', url: `/srv/pedido?iped=${iped}` });
const act = (iped: string, action: string) =>
  t.app.inject({
    method: 'POST',
    url: '/srv/staff/order',
    headers: bearer(cocina),
    payload: { iped, action },
  });

// What the diner typed or is: none of it may reach the link's holder.
const contact = {
  nm: 'Ana Secreta',
  ph: '+56 9 8765 4321',
  em: 'ana.secreta@correo.cl',
  rut: '11.111.111-1',
};
const address = {
  di: 'Calle Escondida 742',
  dp: 'Depto 9B',
  ct: 'Tocar el timbre dos veces',
  lt: pizzeria.latitud + 0.0275,
  lg: pizzeria.longitud,
};
const secrets = [
  'Ana Secreta',
  '8765',
  'ana.secreta',
  'ana.link',
  '11.111.111-1',
  'Escondida',
  '9B',
  'timbre',
  'T-77',
];

const webPickup = async () => saved(await saveOrder(t.app, ana, pickupOrder({ contacto: contact })));
const webDelivery = async () =>
  saved(
    await saveOrder(
      t.app,
      ana,
      pickupOrder({ tipo: 2, direccion: address, contacto: contact, lines: [margarita(2)] }),
    ),
  );
const atTable = async () =>
  saved(
    await saveOrder(t.app, ana, {
      cartId: newCartId('link-table'),
      irl: irlOf(pizzeria),
      tipo: 3,
      mesa: '5',
      lines: [{ ip: 'fz-agua', cant: 2 }],
      prepago: 5011,
      contacto: contact,
      condiciones: true,
    }),
  );
const atKiosk = async () =>
  saved(
    await saveOrder(
      t.app,
      kiosk.token,
      {
        ...pickupOrder({
          tipo: 5,
          prepago: 5025,
          condiciones: false,
          lines: [margarita(1)],
          contacto: contact,
        }),
        mesa: '12',
        terminal: 'T-77',
      },
      '?kio=1',
    ),
  );

describe('GET /srv/pedido: the order as its link shows it (spec/3 §7, issue 14 item 6)', () => {
  it('answers web, table and kiosk orders to anyone: status, lines, extras, total, type, table', async () => {
    const cases: [string, () => Promise<TOrder>][] = [
      ['pickup', webPickup],
      ['delivery', webDelivery],
      ['table', atTable],
      ['kiosk', atKiosk],
    ];
    for (const [kind, place] of cases) {
      const order = await place();
      const res = await linked(order.iped);
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(200);
      const seen = ZOrder.parse(res.json().data);
      expect(seen).toMatchObject({
        iped: order.iped,
        io: order.io,
        ss: order.ss,
        sp: order.sp,
        ti: order.ti,
        m_id: order.m_id,
        det: {
          lines: order.det.lines,
          total: order.det.total,
          mesa: order.det.mesa,
          mesaName: order.det.mesaName,
          nombreprepago: order.det.nombreprepago,
        },
      });
      expect(seen.det.lines[0]!.extras.length + seen.det.lines[0]!.cant).toBeGreaterThan(0);
    }
  });

  it('leaks nothing about the diner: no contact, no address or distance, no account', async () => {
    for (const place of [webPickup, webDelivery, atTable, atKiosk]) {
      const order = await place();
      // The diner's own copy has them (so the test can fail), the link's has none of them.
      const own = JSON.stringify(order);
      expect(secrets.some((s) => own.includes(s))).toBe(true);
      const body = (await linked(order.iped)).body;
      for (const secret of secrets) expect(body).not.toContain(secret);
      const seen = ZOrder.parse(JSON.parse(body).data);
      expect(seen.det).toMatchObject({
        direccion: null,
        distancia: null,
        contacto: { nm: '', ph: '', em: '' },
        usuario: { id: 0, nombre: '' },
        terminal: '',
      });
      expect(seen.det.contacto.rut).toBeUndefined();
    }
  });

  it("an unknown id reads 'no encontrado'; a malformed one is a readable 400; neither is a 500", async () => {
    const unknown = await linked('AAAAAAAAAAAAAAAA');
    expect([unknown.statusCode, unknown.json().error.code]).toEqual([404, 'not_found']);
    expect(unknown.json().error.message).toMatch(/no encontrado/i);
    for (const bad of ['', 'x'.repeat(65), '%00abc', 'ab%0Acd']) {
      const res = await linked(bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error).toMatchObject({ code: expect.any(String), key: expect.any(String) });
    }
    // Shaped like no id we make (96 random bits, base64url), but text: simply not found.
    expect((await linked('..%2F..%2Fetc%E2%80%AE')).statusCode).toBe(404);
    const none = await t.app.inject({ method: 'GET', url: '/srv/pedido' });
    expect(none.statusCode).toBe(400);
  });
});

describe('POST /srv/pedido/pay: the link holder pays ({venue}/order/{orderId}/paying)', () => {
  it('opens an attempt whose page returns to the link, not to the diner’s account', async () => {
    const order = saved(await saveOrder(t.app, ana, pickupOrder({ prepago: 5011, contacto: contact })));
    const res = await t.app.inject({ method: 'POST', url: '/srv/pedido/pay', payload: { iped: order.iped } });
    expect(res.statusCode, res.body).toBe(200);
    const answer = ZPayOrderAnswer.parse(res.json().data);
    for (const secret of secrets) expect(res.body).not.toContain(secret);
    expect(answer.order.det.contacto.nm).toBe('');
    expect(answer.redirect).toMatch(/^\/pay\/mw\/payments\/paypayment\?idpr=/);
    // The older attempt the save opened is superseded: only the newest decides.
    const [first] = await t.db.query<{ sp: number }>(
      "select sp from payments where order_id = $1 and return_to = 'owner'",
      [order.iped],
    );
    expect(first?.sp).toBe(-2);

    expect((await t.app.inject({ method: 'GET', url: answer.redirect })).statusCode).toBe(200);
    const approve = await t.app.inject({ method: 'POST', url: `${answer.redirect}&d=approve` });
    expect(approve.statusCode).toBe(303);
    expect(approve.headers.location).toBe(`/r/cl/pizzeria-forestal/101/pedido/${order.iped}`);
    expect(ZOrder.parse((await linked(order.iped)).json().data).sp).toBe(2);

    // Paid: nothing more to pay, with the reason.
    const again = await t.app.inject({
      method: 'POST',
      url: '/srv/pedido/pay',
      payload: { iped: order.iped },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('not_payable');
  });

  it('refuses an order paid on receipt, an unknown id and a malformed one, writing nothing', async () => {
    const onReceipt = await webPickup();
    const before = await t.db.query('select id from payments');
    const res = await t.app.inject({
      method: 'POST',
      url: '/srv/pedido/pay',
      payload: { iped: onReceipt.iped },
    });
    expect([res.statusCode, res.json().error.code]).toEqual([409, 'not_payable']);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/srv/pedido/pay',
      payload: { iped: 'AAAAAAAAAAAAAAAA' },
    });
    expect(unknown.statusCode).toBe(404);
    const malformed = await t.app.inject({ method: 'POST', url: '/srv/pedido/pay', payload: { iped: 7 } });
    expect(malformed.statusCode).toBe(400);
    expect(await t.db.query('select id from payments')).toEqual(before);
  });
});

type Ped = Extract<TLiveEvent, { type: 'ped' }>;
const isSubscribed = (e: TLiveEvent): e is Extract<TLiveEvent, { type: 'subscribed' }> =>
  e.type === 'subscribed';

describe('live: an anonymous holder of the id follows that one order (spec/1 §4 "Realtime order changes")', () => {
  it('joins the order’s topic only: its moves arrive, another order’s do not; an unknown id is refused', async () => {
    const followed = await webPickup();
    const other = await webPickup();
    const holder = await connectLive(t.app);
    holder.send({ type: 'subscribe', restaurants: [], order: followed.iped });
    expect(await holder.next(isSubscribed)).toMatchObject({
      order: followed.iped,
      orders: false,
      board: null,
    });

    await act(other.iped, 'confirm');
    await act(followed.iped, 'confirm');
    const ped = await holder.next(
      (e): e is Ped => e.type === 'ped' && e.iped === followed.iped && e.ss === 1,
    );
    expect(Object.keys(ped).sort()).toEqual(
      ['type', 'iped', 'io', 'sp', 'ss', 'stdvy', 'm_id', 'ioext', 'imTxt', 'ir'].sort(),
    );
    await act(followed.iped, 'cancel');
    await holder.next((e): e is Ped => e.type === 'ped' && e.iped === followed.iped && e.ss === -1);
    expect(holder.received.filter((e) => e.type === 'ped' && e.iped === other.iped)).toEqual([]);
    holder.close();

    const guesser = await connectLive(t.app);
    guesser.send({ type: 'subscribe', restaurants: [], order: 'AAAAAAAAAAAAAAAA' });
    const error = await guesser.next((e): e is Extract<TLiveEvent, { type: 'error' }> => e.type === 'error');
    expect(error.message).toContain('pedido no encontrado');
    expect(await guesser.next(isSubscribed)).toMatchObject({ order: null });
    await act(other.iped, 'cancel');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(guesser.received.filter((e) => e.type === 'ped')).toEqual([]);
    guesser.close();
  });

  it('hears a new order of its own once saved (the save’s notice names the order too)', async () => {
    // A kiosk order's holder subscribes after the save; the next move is what it hears.
    const order = await atKiosk();
    const holder = await connectLive(t.app);
    holder.send({ type: 'subscribe', restaurants: [], order: order.iped });
    await holder.next(isSubscribed);
    await act(order.iped, 'cancel');
    expect(
      await holder.next((e): e is Ped => e.type === 'ped' && e.iped === order.iped && e.ss === -1),
    ).toMatchObject({ m_id: '12' });
    holder.close();
  });
});
