import { ZSaveOrderAnswer } from '@comanda/domain';
import { ZKitchenOrder, ZTicketOrder } from '@comanda/printing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { AT, bearer, margarita, pairKiosk, pickupOrder, saveOrder } from './orders-fixtures.ts';

// An order remembers the language its diner ordered in, and the diner's receipt prints in it; the kitchen's
// ticket stays Spanish (issue 11). On PGlite, and on PostgreSQL with COMANDA_TEST_DATABASE_URL.

let t: TestApp;
let kiosk: { token: string; id: string };
beforeAll(async () => {
  t = await createTestApp({ at: AT });
  kiosk = await pairKiosk(t.app);
});
afterAll(() => t.close());

type ReceiptArgs = {
  kind: string;
  order: unknown;
  options: { language?: string; customPrinterMessage?: string; customPaymentReceivedMessage?: string };
};
const saved = (res: { statusCode: number; json(): { data: unknown } }) => {
  expect(res.statusCode).toBe(200);
  const answer = ZSaveOrderAnswer.parse(res.json().data);
  if (answer.preflight) throw new Error('expected a saved order');
  return answer.order;
};
const jobOf = async (iped: string) => {
  const [job] = await t.db.query<{ args: ReceiptArgs }>('select args from print_jobs where order_id = $1', [
    iped,
  ]);
  return job!.args;
};
const languageOf = async (iped: string) =>
  (await t.db.query<{ language: string }>('select language from orders where id = $1', [iped]))[0]?.language;
/** A take-away kiosk order paid in cash at the desk: its receipt is queued when it is saved. */
const cashOrder = (over: object = {}) => ({
  ...pickupOrder({ tipo: 4, prepago: 1000, condiciones: false, lines: [margarita(1)] }),
  ...over,
});

describe("an order's language (issue 11)", () => {
  it("an English totem's order prints its receipt in English: words, product names, method, messages", async () => {
    const order = saved(await saveOrder(t.app, kiosk.token, cashOrder({ idioma: 'en' }), '?kio=1'));
    expect(await languageOf(order.iped)).toBe('en');
    const args = await jobOf(order.iped);
    expect(args.kind).toBe('order');
    expect(args.options.language).toBe('en');
    expect(ZTicketOrder.parse(args.order)).toMatchObject({
      lines: [{ name: 'Margherita pizza', extras: [{ name: 'Personal (22 cm)' }] }],
      paymentMethod: 'Cash at the desk',
    });
    expect(args.options.customPrinterMessage).toBe(
      'Thanks for your visit! Pick up your order when you hear your number.',
    );
    // The order keeps its Spanish record: the restaurant's board reads it.
    expect(order.det.lines[0]).toMatchObject({
      np: 'Pizza Margarita',
      nombreTrad: { en: 'Margherita pizza' },
    });
  });

  it('an order that does not say is Spanish, as before', async () => {
    const order = saved(await saveOrder(t.app, kiosk.token, cashOrder(), '?kio=1'));
    expect(await languageOf(order.iped)).toBe('es');
    const args = await jobOf(order.iped);
    expect(args.options.language).toBe('es');
    expect(ZTicketOrder.parse(args.order)).toMatchObject({
      lines: [{ name: 'Pizza Margarita', extras: [{ name: 'Individual (22 cm)' }] }],
      paymentMethod: 'Efectivo en caja',
    });
    expect(args.options.customPrinterMessage).toBe(
      '¡Gracias por tu visita! Retira tu pedido cuando escuches tu número.',
    );
  });

  it('refuses a language the platform does not list, readably, and saves nothing', async () => {
    const before = await t.db.query<{ n: number }>('select count(*)::int as n from orders');
    const res = await saveOrder(t.app, kiosk.token, cashOrder({ idioma: 'fr' }), '?kio=1');
    expect(res.statusCode).toBe(400);
    const { error } = res.json() as { error: { params: { detail: { key: string }[] }; message: string } };
    expect(error.params.detail).toEqual([expect.objectContaining({ key: 'p1_err_v_language' })]);
    expect(error.message).toContain('idioma: Idioma no disponible');
    expect(await t.db.query('select count(*)::int as n from orders')).toEqual(before);
  });

  it("an English diner's web order still sends the kitchen a Spanish ticket", async () => {
    const ana = await signIn(t.app, 'ana.lang@correo.cl');
    const order = saved(await saveOrder(t.app, ana, pickupOrder({ prepago: 5011, idioma: 'en' })));
    expect(await languageOf(order.iped)).toBe('en');
    const pay = await t.app.inject({
      method: 'GET',
      url: `/srv/getorder?iped=${order.iped}`,
      headers: bearer(ana),
    });
    const redirect = pay.json().data.ppago.init_point as string;
    await t.app.inject({ method: 'GET', url: redirect });
    const approve = await t.app.inject({
      method: 'POST',
      url: `${redirect}&d=approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(approve.statusCode).toBe(303);
    const args = await jobOf(order.iped);
    expect(args.kind).toBe('kitchen');
    expect(ZKitchenOrder.parse(args.order).lines).toMatchObject([
      { name: 'Pizza Margarita', extras: [{ name: 'Individual (22 cm)' }] },
    ]);
  });
});
