import { ZSaveOrderAnswer } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { AT, irlOf, margarita, pickupOrder, pizzeria, saveOrder } from './orders-fixtures.ts';

// Issue 16 item 3: a diner not signed in yet sees the checkout priced by the server — the delivery fee of their
// temporary address and the total — through POST /srv/saveorder/preflight, the signed-in preflight's rule and
// contracts; out of range reads the same refusal. Nothing is created, and saving still needs a session.

let t: TestApp;
let ana: string;
beforeAll(async () => {
  t = await createTestApp({ at: AT });
  ana = await signIn(t.app, 'ana-preflight@correo.cl');
});
afterAll(() => t.close());

// 3.1 km and 20 km north of the pizzeria (delivery within 8 km).
const near = {
  di: 'Calle de prueba 123',
  cm: 'Providencia',
  ci: 'Santiago',
  lt: pizzeria.latitud + 0.0275,
  lg: pizzeria.longitud,
};
const far = {
  di: 'Calle lejana 9',
  cm: 'Colina',
  ci: 'Santiago',
  lt: pizzeria.latitud + 0.18,
  lg: pizzeria.longitud,
};
// Signed out there is no name nor e-mail yet, and the phone may not be typed.
const signedOutDelivery = (over: object) =>
  pickupOrder({ tipo: 2, direccion: near, contacto: { nm: '', ph: '', em: '' }, condiciones: true, ...over });
const orderCount = async () =>
  Number((await t.db.query<{ n: string }>('select count(*)::text as n from orders'))[0]?.n);

const anonymous = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/srv/saveorder/preflight', payload });

async function priced(payload: object) {
  const res = await anonymous(payload);
  expect(res.statusCode, res.body).toBe(200);
  const answer = ZSaveOrderAnswer.parse(res.json().data);
  if (!answer.preflight) throw new Error('preflight expected');
  return answer;
}

describe('a signed-out checkout priced by the server (issue 16 item 3; spec/1 §5 Delivery, §7 Save order)', () => {
  it('answers the fee and the total of a temporary address, as the signed-in preflight does, creating nothing', async () => {
    const before = await orderCount();
    const body = signedOutDelivery({ lines: [margarita(2)] });
    const answer = await priced(body);
    // Two margaritas $17.800 and the fee of 3.1 km, $3.500.
    expect(answer.totals).toMatchObject({ subtotal: 17_800, delivery: 3500, total: 21_300 });
    expect(answer.delivery).toMatchObject({ costoDvy: 3500, distOK: true });
    expect(answer.blocked).toBeNull();
    const signedIn = await saveOrder(t.app, ana, body, '?preflight=1');
    expect(ZSaveOrderAnswer.parse(signedIn.json().data)).toEqual(answer);
    expect(await orderCount()).toBe(before);
  });

  it('explains the minimum beside the amounts', async () => {
    const answer = await priced(signedOutDelivery({ lines: [margarita(1)] }));
    expect(answer.totals).toMatchObject({ subtotal: 8900, delivery: 3500, total: 12_400 });
    expect(answer.blocked).toMatchObject({ code: 'minimum', shortfall: 1100 });
  });

  it('out of range: no fee, and the distance refusal', async () => {
    const answer = await priced(signedOutDelivery({ direccion: far, lines: [margarita(2)] }));
    expect(answer.delivery).toBeNull();
    expect(answer.totals).toMatchObject({ delivery: 0, total: 17_800 });
    expect(answer.blocked).toMatchObject({ code: 'delivery' });
    expect(answer.blocked?.message).toContain('La distancia máxima de despacho es 8 km');
  });

  it('refuses what the signed-in preflight refuses, and a saved card, which needs an account', async () => {
    const unlocated = await anonymous(
      signedOutDelivery({ direccion: { di: 'Sin mapa 123', lt: null, lg: null } }),
    );
    expect(unlocated.statusCode).toBe(400);
    expect(unlocated.json().error.code).toBe('address');
    const card = await anonymous(signedOutDelivery({ lines: [margarita(2)], prepago: 5009, tokenCard: 'x' }));
    expect(card.statusCode).toBe(400);
    expect(card.json().error.code).toBe('payment');
    const unknownVenue = await anonymous(signedOutDelivery({ irl: `${pizzeria.ir}-999` }));
    expect(unknownVenue.statusCode).toBe(404);
    const bad = await anonymous({ irl: irlOf(pizzeria), tipo: 2 });
    expect(bad.statusCode).toBe(400);
  });

  it('saving still needs a session, and the save still asks for the phone the preflight let pass', async () => {
    const body = signedOutDelivery({ lines: [margarita(2)] });
    const unsigned = await t.app.inject({ method: 'POST', url: '/srv/saveorder', payload: body });
    expect(unsigned.statusCode).toBe(401);
    const noPhone = await saveOrder(t.app, ana, body);
    expect(noPhone.statusCode).toBe(400);
    expect(noPhone.json().error.code).toBe('phone');
  });
});
