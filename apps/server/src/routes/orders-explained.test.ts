import { ZSaveOrderAnswer } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { AT, irlOf, margarita, pickupOrder, pizzeria, sanguches, saveOrder } from './orders-fixtures.ts';

// Issue 15 item 2: the checkout's preflight answers the amounts of an order that cannot be placed yet, with
// why (closed and its next opening, a time not offered, the minimum and what is missing, out of the area);
// the save refuses the same and creates nothing. The tip has a maximum the server holds.

let t: TestApp;
let ana: string;
beforeAll(async () => {
  t = await createTestApp({ at: AT });
  ana = await signIn(t.app, 'ana@correo.cl');
});
afterAll(() => t.close());

const near = { di: 'Calle de prueba 123', lt: pizzeria.latitud + 0.0275, lg: pizzeria.longitud };
const far = { di: 'Calle lejana 9', lt: pizzeria.latitud + 0.18, lg: pizzeria.longitud };
const delivery = (over: object) => pickupOrder({ tipo: 2, direccion: near, ...over });
const orderCount = async (db: TestApp['db']) =>
  Number((await db.query<{ n: string }>('select count(*)::text as n from orders'))[0]?.n);

/** A preflight's answer, parsed by the contract the web reads it with. */
async function preflight(app: TestApp['app'], token: string, body: object) {
  const res = await saveOrder(app, token, body, '?preflight=1');
  expect(res.statusCode, res.body).toBe(200);
  const answer = ZSaveOrderAnswer.parse(res.json().data);
  if (!answer.preflight) throw new Error('preflight expected');
  return answer;
}

describe("the preflight explains beside the amounts (issue 15 item 2; spec/1 §5 'Delivery', §8)", () => {
  it('below the minimum: the subtotal, the fee and the total, and what is missing', async () => {
    const before = await orderCount(t.db);
    const answer = await preflight(t.app, ana, delivery({ lines: [margarita(1)] }));
    // $8.900 and the fee of 3.1 km ($3.500); $1.100 short of the $10.000 minimum.
    expect(answer.totals).toMatchObject({ subtotal: 8900, delivery: 3500, total: 12_400 });
    expect(answer.blocked).toMatchObject({
      code: 'minimum',
      key: 'p1_err_checkout_minimum',
      message: 'El monto SubTotal mínimo para despachar es $10.000',
      shortfall: 1100,
    });
    const saved = await saveOrder(t.app, ana, delivery({ lines: [margarita(1)] }));
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error.message).toBe('El monto SubTotal mínimo para despachar es $10.000');
    expect(await orderCount(t.db)).toBe(before);
  });

  it('out of the area: the subtotal and total with no fee, and the distance refusal', async () => {
    const answer = await preflight(t.app, ana, delivery({ direccion: far, lines: [margarita(2)] }));
    expect(answer.totals).toMatchObject({ subtotal: 17_800, delivery: 0, total: 17_800 });
    expect(answer.delivery).toBeNull();
    expect(answer.blocked?.code).toBe('delivery');
    expect(answer.blocked?.message).toContain('La distancia máxima de despacho es 8 km');
  });

  it('an order that can be placed answers no block', async () => {
    const answer = await preflight(t.app, ana, delivery({ lines: [margarita(2)] }));
    expect(answer.blocked).toBeNull();
  });

  it('a time not offered is explained; other refusals stay refusals', async () => {
    const body = pickupOrder({
      irl: irlOf(sanguches),
      lines: [{ ip: 'mp-empanada-pino', cant: 2 }],
      fechaDespacho: '2026-11-25',
      horaDespacho: '17:00',
    });
    const answer = await preflight(t.app, ana, body);
    expect(answer.totals.subtotal).toBe(5800);
    expect(answer.blocked).toMatchObject({
      code: 'time',
      message: 'El horario 17:00 no está disponible, debe seleccionar otro horario.',
    });
    const unknown = await saveOrder(
      t.app,
      ana,
      pickupOrder({ lines: [{ ip: 'no-existe', cant: 1 }] }),
      '?preflight=1',
    );
    expect(unknown.statusCode).toBe(400);
  });
});

describe("a closed venue's preflight says when it opens (spec/1 §4 'Closed or uncovered')", () => {
  // Tuesday 20:00 in Santiago: 102's lunch is over and it has no Tuesday dinner; it opens Wednesday 11:30.
  let evening: TestApp;
  let bea: string;
  beforeAll(async () => {
    evening = await createTestApp({ at: new Date('2026-11-24T23:00:00Z') });
    bea = await signIn(evening.app, 'bea@correo.cl');
  });
  afterAll(() => evening.close());
  const now = pickupOrder({ irl: irlOf(sanguches), lines: [{ ip: 'mp-empanada-pino', cant: 1 }] });

  it('answers the amounts, "Este local está cerrado." and the next opening; the save refuses', async () => {
    const answer = await preflight(evening.app, bea, now);
    expect(answer.totals).toMatchObject({ subtotal: 2900, total: 2900 });
    expect(answer.blocked).toMatchObject({
      code: 'closed',
      message: 'Este local está cerrado.',
      opensAt: { date: '2026-11-25', time: '11:30' },
    });
    const saved = await saveOrder(evening.app, bea, now);
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error).toMatchObject({ code: 'closed', message: 'Este local está cerrado.' });
  });
});

describe('the tip has a maximum (issue 15 item 2: 100 % of the subtotal unless the venue sets another)', () => {
  const card = (monto: string) =>
    pickupOrder({ lines: [margarita(1)], prepago: 5011, propina: { pct: -1, monto } });

  it('refuses a custom tip above the subtotal, in the preflight and the save, and creates nothing', async () => {
    const before = await orderCount(t.db);
    for (const query of ['?preflight=1', '']) {
      const res = await saveOrder(t.app, ana, card('8.901'), query);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'tip',
        key: 'p1_err_checkout_tip_max',
        message: 'La propina no puede superar $8.900.',
      });
    }
    expect(await orderCount(t.db)).toBe(before);
  });

  it('takes a tip of the whole subtotal, typed with its thousands dot', async () => {
    const answer = await preflight(t.app, ana, card('8.900'));
    expect(answer.totals).toMatchObject({ tip: 8900, total: 17_800 });
  });
});
