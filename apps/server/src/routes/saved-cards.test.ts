import { ZSavedCard, ZSaveOrderAnswer } from '@comanda/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { AT, bearer, irlOf, pickupOrder, saveOrder, taberna } from './orders-fixtures.ts';

// Saved cards through the sandbox card vault (issue 16 item 4; spec/1 §4 'Order saving' 6–7, §8, §9; spec/2 §7–§9).

let t: TestApp;
let ana: string;
let bea: string;
beforeAll(async () => {
  t = await createTestApp({ at: AT });
  ana = await signIn(t.app, 'ana.tarjetas@correo.cl');
  bea = await signIn(t.app, 'bea.tarjetas@correo.cl');
});
afterAll(() => t.close());

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const VISA = '4242 4242 4242 4242';
const MASTERCARD = '5555555555554444';
const DECLINED = '4000000000000002';

/**
 * A diner opens the vault's form (createcard or tokenizecard), types a card there as a person would, and comes
 * back: answers where the platform sends them (/l/createcard?code=…, /l/carttoken?code=…, or an error page).
 */
async function throughCardForm(
  app: FastifyInstance,
  token: string,
  number: string,
  call: 'createcard' | 'tokenizecard' = 'createcard',
  query = 'pa=cl',
): Promise<string> {
  const opened = await app.inject({ method: 'POST', url: `/pay/${call}?${query}`, headers: bearer(token) });
  expect(opened.statusCode, opened.body).toBe(200);
  const formUrl: string = opened.json().data.redirect;
  const page = await app.inject({ method: 'GET', url: formUrl });
  expect(page.statusCode).toBe(200);
  expect(page.body).toContain('Sandbox de tarjetas');
  const sent = await app.inject({
    method: 'POST',
    url: formUrl,
    headers: form,
    payload: new URLSearchParams({ number, exp: '12/29', cvv: '123', holder: 'Ana Pérez' }).toString(),
  });
  expect(sent.statusCode, sent.body).toBe(303);
  const back = await app.inject({ method: 'GET', url: sent.headers.location as string });
  expect(back.statusCode).toBe(303);
  return back.headers.location as string;
}

const codeOf = (landing: string) => new URL(landing, 'http://x').searchParams.get('code')!;

const processCard = (token: string, code: string) =>
  t.app.inject({
    method: 'POST',
    url: '/pay/processcard?gfp=5009&pais=cl',
    headers: bearer(token),
    payload: { code },
  });

const cardsOf = async (token: string, query = '') => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/srv/security/cards${query}`,
    headers: bearer(token),
  });
  return { res, cards: res.statusCode === 200 ? z.array(ZSavedCard).parse(res.json().data) : [] };
};

async function saveCard(token: string, number = VISA) {
  const landing = await throughCardForm(t.app, token, number);
  const res = await processCard(token, codeOf(landing));
  expect(res.statusCode, res.body).toBe(200);
  return ZSavedCard.parse(res.json().data);
}

describe('saving a card (spec/2 §7 Add card, §9)', () => {
  it('the form tokenizes the card, the check is a charge reversed at once, and only token, brand, last 4 and expiry are kept', async () => {
    const landing = await throughCardForm(t.app, ana, VISA);
    expect(landing).toMatch(/^\/l\/createcard\?code=ce-/);
    const res = await processCard(ana, codeOf(landing));
    expect(res.statusCode, res.body).toBe(200);
    const card = ZSavedCard.parse(res.json().data);
    expect(card).toMatchObject({
      gfp: 5009,
      pais: 'cl',
      brand: 'Visa',
      last_four_digits: '4242',
      exp: '12/29',
      payment_method: { name: 'Visa' },
      default: true,
    });
    const [charge] = await t.db.query<{
      amount: number;
      currency: string;
      approved: boolean;
      reversed: boolean;
    }>(
      `select amount, currency, approved, reversed_at is not null as reversed from sandbox_vault_charges
       where card_ref = (select vault_ref from saved_cards where id = $1)`,
      [card.id],
    );
    // spec/2 §9: the default card-test amount 1700, in Chilean pesos; reversed.
    expect(charge).toEqual({ amount: 1700, currency: 'CLP', approved: true, reversed: true });
    // No table holds the number or the security code, on the platform's side or the sandbox vault's.
    for (const table of [
      'saved_cards',
      'card_enrollments',
      'sandbox_vault_sessions',
      'sandbox_vault_cards',
    ]) {
      const rows = await t.db.query<{ row: string }>(`select row_to_json(x)::text as row from ${table} x`);
      expect(rows.length).toBeGreaterThan(0);
      for (const { row } of rows) {
        expect(row).not.toContain('4242424242424242');
        expect(row).not.toContain('"123"');
      }
    }
    // The code works once.
    const again = await processCard(ana, codeOf(landing));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'El formulario de la tarjeta caducó o ya se usó. Vuelve a intentarlo.',
    );
  });

  it('a card the check declines is not kept: "Error en su tarjeta. Intente con otro medio"', async () => {
    const before = (await cardsOf(ana)).cards.length;
    const landing = await throughCardForm(t.app, ana, DECLINED);
    const res = await processCard(ana, codeOf(landing));
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toMatchObject({
      code: 'card_declined',
      key: 'm1_err_card_declined',
      message: 'Error en su tarjeta. Intente con otro medio',
    });
    expect((await cardsOf(ana)).cards).toHaveLength(before);
  });

  it("another diner cannot use a form's code", async () => {
    const landing = await throughCardForm(t.app, ana, MASTERCARD);
    const res = await processCard(bea, codeOf(landing));
    expect(res.statusCode).toBe(409);
    expect((await cardsOf(bea)).cards).toEqual([]);
  });

  it('the saved-card countries and minimum amounts of the spec are refused readably (spec/1 §9)', async () => {
    const open = (query: string) =>
      t.app.inject({ method: 'POST', url: `/pay/createcard?${query}`, headers: bearer(ana) });
    const spain = await open('pa=es');
    expect(spain.statusCode).toBe(400);
    expect(spain.json().error.message).toBe('Solo se guardan tarjetas para Chile, Argentina y Colombia');
    const small = await open('pa=cl&amt=999');
    expect(small.statusCode).toBe(400);
    expect(small.json().error).toMatchObject({
      key: 'p1_err_card_minimum',
      message: 'El monto mínimo para verificar una tarjeta es 1000 CLP',
    });
    expect((await open('pa=cl&amt=1000')).statusCode).toBe(200);
    expect((await open('pa=ar&amt=2')).statusCode).toBe(200);
    expect((await open('pa=ar&amt=1.99')).statusCode).toBe(400);
    expect((await open('pa=co')).statusCode).toBe(200);
  });

  it("the form refuses a mistyped number on its own page, and 'Cancelar' lands on /l/createcarderror", async () => {
    const opened = await t.app.inject({ method: 'POST', url: '/pay/createcard?pa=cl', headers: bearer(ana) });
    const formUrl: string = opened.json().data.redirect;
    const wrong = await t.app.inject({
      method: 'POST',
      url: formUrl,
      headers: form,
      payload: 'number=4242424242424241&exp=12%2F29&cvv=123',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('El número de tarjeta no es válido.');
    const expired = await t.app.inject({
      method: 'POST',
      url: formUrl,
      headers: form,
      payload: 'number=4242424242424242&exp=10%2F26&cvv=123',
    });
    expect(expired.body).toContain('La fecha de vencimiento no es válida o ya pasó.');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `${formUrl}&cancel=1`,
      headers: form,
      payload: '',
    });
    expect(cancel.statusCode).toBe(303);
    const back = await t.app.inject({ method: 'GET', url: cancel.headers.location as string });
    expect(back.headers.location).toBe('/l/createcarderror');
    // A closed form is no longer served.
    expect((await t.app.inject({ method: 'GET', url: formUrl })).statusCode).toBe(404);
  });
});

describe("the vault's form in the diner's language", () => {
  it('an English account gets the English form, which keeps English when it refuses a number', async () => {
    const eve = await signIn(t.app, 'eve.cards@example.com');
    await t.db.query("update users set lang = 'en' where email = $1", ['eve.cards@example.com']);
    const opened = await t.app.inject({ method: 'POST', url: '/pay/createcard?pa=cl', headers: bearer(eve) });
    const formUrl: string = opened.json().data.redirect;
    expect(formUrl).toMatch(/&lang=en$/);
    const page = await t.app.inject({ method: 'GET', url: formUrl });
    expect(page.body).toContain('<h1>Enter your card</h1>');
    const wrong = await t.app.inject({
      method: 'POST',
      url: formUrl,
      headers: form,
      payload: 'number=4242424242424241&exp=12%2F29&cvv=123',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('The card number is not valid.');
    expect(wrong.body).toContain('<html lang="en">');
  });
});

describe('listing, deleting and the default (spec/2 §7 Cards: xcustom 1 delete, 0 default)', () => {
  it("lists the diner's own cards, default first; makes another the default; deletes with the default passing on", async () => {
    const c = await signIn(t.app, 'carla.tarjetas@correo.cl');
    const first = await saveCard(c, VISA);
    const second = await saveCard(c, MASTERCARD);
    expect(second.default).toBe(false);
    expect((await cardsOf(c)).cards.map((k) => [k.id, k.default])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
    const made = await cardsOf(c, `?xcustom=0&idcard=${second.id}`);
    expect(made.cards.map((k) => [k.last_four_digits, k.default])).toEqual([
      ['4444', true],
      ['4242', false],
    ]);
    const deleted = await cardsOf(c, `?xcustom=1&idcard=${second.id}`);
    expect(deleted.cards.map((k) => [k.last_four_digits, k.default])).toEqual([['4242', true]]);
    // The vault forgot the deleted card: it charges no more.
    const [removed] = await t.db.query<{ removed: boolean }>(
      `select removed_at is not null as removed from sandbox_vault_cards
       where ref = (select vault_ref from saved_cards where id = $1)`,
      [second.id],
    );
    expect(removed?.removed).toBe(true);
    expect((await cardsOf(c, '?gfp=5009&pais=ar')).cards).toEqual([]);
  });

  it("another diner's card reads as not found, and stays", async () => {
    const card = await saveCard(ana, VISA);
    for (const xcustom of [0, 1]) {
      const { res } = await cardsOf(bea, `?xcustom=${xcustom}&idcard=${card.id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('No encontramos esa tarjeta entre las tuyas');
    }
    expect((await cardsOf(ana)).cards.map((k) => k.id)).toContain(card.id);
    expect((await cardsOf(bea)).cards).toEqual([]);
    const anonymous = await t.app.inject({ method: 'GET', url: '/srv/security/cards' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('paying an order with a card (prepago 5009; spec/1 §4 "Order saving" 5–7)', () => {
  const saved = (res: { json(): { data: unknown } }) => {
    const answer = ZSaveOrderAnswer.parse(res.json().data);
    if (answer.preflight) throw new Error('expected a saved order');
    return answer;
  };
  const charges = (iped: string) =>
    t.db.query<{ provider: string; sp: number; amount: number }>(
      'select provider, sp, amount from payments where order_id = $1',
      [iped],
    );
  const ordersOfBea = async () =>
    (
      await t.db.query<{ n: number }>(
        `select count(*)::int as n from orders where user_id = (select id from users where email = $1)`,
        ['bea.tarjetas@correo.cl'],
      )
    )[0]!.n;

  it('a saved card pays at once: the order is paid (sp 2) with no pay page, and its ticket goes to the kitchen', async () => {
    const card = await saveCard(ana, VISA);
    const preflight = await saveOrder(
      t.app,
      ana,
      pickupOrder({ prepago: 5009, tokenCard: card.id }),
      '?preflight=1',
    );
    expect(preflight.statusCode, preflight.body).toBe(200);
    const res = await saveOrder(t.app, ana, pickupOrder({ prepago: 5009, tokenCard: card.id }));
    expect(res.statusCode, res.body).toBe(200);
    const { order, redirect } = saved(res);
    expect(redirect).toBeNull();
    expect(order).toMatchObject({ sp: 2, ss: 0, det: { prepago: 5009, nombreprepago: 'Tarjeta guardada' } });
    expect(await charges(order.iped)).toEqual([
      { provider: 'sandbox-vault', sp: 2, amount: order.det.total },
    ]);
    const [vaultCharge] = await t.db.query<{ amount: number; reversed: boolean }>(
      `select amount, reversed_at is not null as reversed from sandbox_vault_charges
       where card_ref = (select vault_ref from saved_cards where id = $1) and amount = $2`,
      [card.id, order.det.total],
    );
    expect(vaultCharge).toEqual({ amount: order.det.total, reversed: false });
    const jobs = await t.db.query<{ kind: string }>('select kind from print_jobs where order_id = $1', [
      order.iped,
    ]);
    expect(jobs).toEqual([{ kind: 'kitchen' }]);
  });

  it("another diner's card is refused and no order is saved", async () => {
    const card = await saveCard(ana, VISA);
    const res = await saveOrder(t.app, bea, pickupOrder({ prepago: 5009, tokenCard: card.id }));
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toMatchObject({ code: 'card_not_found', key: 'm1_err_card_not_found' });
    expect(await ordersOfBea()).toBe(0);
    const none = await saveOrder(t.app, bea, pickupOrder({ prepago: 5009 }));
    expect(none.statusCode).toBe(404);
  });

  it('a venue outside the saved-card countries does not take 5009', async () => {
    const card = await saveCard(ana, VISA);
    const res = await saveOrder(
      t.app,
      ana,
      pickupOrder({
        irl: irlOf(taberna),
        prepago: 5009,
        tokenCard: card.id,
        lines: [{ ip: 'ar-agua', cant: 1 }],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('payment');
  });

  it('a new card typed at checkout (/l/carttoken?code=) pays 5011 as 5009; kept in the list only with saveCard', async () => {
    const before = (await cardsOf(bea)).cards.length;
    const landing = await throughCardForm(t.app, bea, VISA, 'tokenizecard');
    expect(landing).toMatch(/^\/l\/carttoken\?code=ce-/);
    const res = await saveOrder(t.app, bea, pickupOrder({ prepago: 5009, tokenCard: codeOf(landing) }));
    expect(res.statusCode, res.body).toBe(200);
    expect(saved(res).order.sp).toBe(2);
    expect((await cardsOf(bea)).cards).toHaveLength(before);
    // The code paid once.
    const again = await saveOrder(t.app, bea, pickupOrder({ prepago: 5009, tokenCard: codeOf(landing) }));
    expect(again.statusCode).toBe(404);

    const kept = await throughCardForm(t.app, bea, MASTERCARD, 'tokenizecard');
    const paid = await saveOrder(
      t.app,
      bea,
      pickupOrder({ prepago: 5009, tokenCard: codeOf(kept), saveCard: true }),
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await cardsOf(bea)).cards.map((k) => k.last_four_digits)).toContain('4444');
  });

  it("a declined charge saves no order: 'ERROR AL INTENTAR PAGAR CON SU TARJETA. INTENTE CON OTRO MEDIO.'", async () => {
    const d = await signIn(t.app, 'dani.tarjetas@correo.cl');
    const landing = await throughCardForm(t.app, d, DECLINED, 'tokenizecard');
    const res = await saveOrder(
      t.app,
      d,
      pickupOrder({ prepago: 5009, tokenCard: codeOf(landing), saveCard: true }),
    );
    expect(res.statusCode).toBe(402);
    expect(res.json().error).toMatchObject({
      code: 'card_pay_failed',
      message: 'ERROR AL INTENTAR PAGAR CON SU TARJETA. INTENTE CON OTRO MEDIO.',
    });
    const [{ n }] = (await t.db.query<{ n: number }>(
      `select count(*)::int as n from orders where user_id = (select id from users where email = $1)`,
      ['dani.tarjetas@correo.cl'],
    )) as [{ n: number }];
    expect(n).toBe(0);
    expect((await cardsOf(d)).cards).toEqual([]);
  });

  it('a retry with the same key answers the same order and charges once', async () => {
    const card = await saveCard(ana, VISA);
    const request = pickupOrder({ prepago: 5009, tokenCard: card.id, idempotencyKey: 'card-retry-0001' });
    const first = saved(await saveOrder(t.app, ana, request));
    const second = saved(await saveOrder(t.app, ana, request));
    expect(second.order.iped).toBe(first.order.iped);
    const rows = await t.db.query(
      `select 1 from sandbox_vault_charges where card_ref = (select vault_ref from saved_cards where id = $1)
       and reversed_at is null and amount = $2`,
      [card.id, first.order.det.total],
    );
    expect(rows).toHaveLength(1);
  });
});

describe('without a card vault (production without the sandbox)', () => {
  let bare: TestApp;
  beforeAll(async () => {
    bare = await createTestApp({ at: AT, sandboxPayments: false });
  });
  afterAll(() => bare.close());

  it('card calls are refused readably and the sandbox form is not served', async () => {
    const token = await signIn(bare.app, 'eva.tarjetas@correo.cl');
    const res = await bare.app.inject({
      method: 'POST',
      url: '/pay/createcard?pa=cl',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Guardar y pagar con tarjetas no está disponible por ahora.');
    expect(
      (await bare.app.inject({ method: 'GET', url: '/pay/vault/sandbox/form?token=x' })).statusCode,
    ).toBe(404);
    const order = await saveOrder(bare.app, token, pickupOrder({ prepago: 5009, tokenCard: 'card-x' }));
    expect(order.statusCode).toBe(409);
  });
});
