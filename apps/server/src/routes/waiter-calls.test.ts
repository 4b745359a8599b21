import { type TLiveEvent, WAITER_CALLS_PER_TABLE, ZWaiterCall } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { connectLive } from '../testing/live-client.ts';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { AT, bearer, irlOf, pizzeria, taberna } from './orders-fixtures.ts';

// Calling the waiter from a table (issue 14 item 4; spec/1 §2 screen 13, §4 steps 0–3, §5, §7 sendmessage,
// §8 'Call-waiter read failure'). Pizzería Forestal (demo): footer button and comments on, 12 tables in two
// sectors, check-in at the table. Taberna del Arenal: no call-waiter button.

let t: TestApp;
let now = AT.getTime();
let ana: string;
let bea: string;
let cocina: string;
beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(now) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  ana = await signIn(t.app, 'ana.llama@correo.cl');
  bea = await signIn(t.app, 'bea.llama@correo.cl');
  cocina = await signIn(t.app, 'cocina@comanda.demo', 5000);
});
afterAll(() => t.close());

const ZCallAnswer = z.object({ ok: z.literal(true), data: ZWaiterCall });
const ZCallList = z.object({ ok: z.literal(true), data: z.array(ZWaiterCall) });

const send = (token: string | null, body: object) =>
  t.app.inject({
    method: 'POST',
    url: '/srv/sendmessage',
    headers: token ? bearer(token) : {},
    payload: { local_id: irlOf(pizzeria), idMesa: '5', check: { waiter_ask: true }, ...body },
  });
const openCalls = (token: string, irl = irlOf(pizzeria)) =>
  t.app.inject({ method: 'GET', url: `/srv/staff/waitercalls?irl=${irl}`, headers: bearer(token) });
const ack = (token: string, id: string) =>
  t.app.inject({
    method: 'POST',
    url: '/srv/staff/waitercalls/ack',
    headers: bearer(token),
    payload: { id },
  });
const callRows = async () =>
  Number((await t.db.query<{ n: string }>('select count(*)::text as n from waiter_calls'))[0]!.n);
const isWaiter = (e: TLiveEvent): e is Extract<TLiveEvent, { type: 'waiter' }> => e.type === 'waiter';

describe('POST /srv/sendmessage', () => {
  it('a diner at a table calls the waiter with a comment: the board hears it live and a board opened later lists it', async () => {
    now += 600_000;
    const board = await connectLive(t.app);
    board.send({ type: 'subscribe', restaurants: [], staff: { token: cocina, irl: irlOf(pizzeria) } });
    await board.next((e): e is Extract<TLiveEvent, { type: 'subscribed' }> => e.type === 'subscribed');

    const res = await send(ana, { idMesa: '9', idSector: 'Terraza', comment: '  Sin hielo, por favor  ' });
    expect(res.statusCode).toBe(200);
    const call = ZCallAnswer.parse(res.json()).data;
    expect(call).toMatchObject({
      irl: irlOf(pizzeria),
      mesa: '9',
      mesaName: 'Mesa 9',
      sector: 'Terraza',
      kind: 'waiter',
      comment: 'Sin hielo, por favor',
      acknowledgedAt: null,
    });
    const heard = await board.next(isWaiter);
    expect(heard.call).toEqual(call);
    board.close();

    const listed = ZCallList.parse((await openCalls(cocina)).json()).data;
    expect(listed.map((c) => c.id)).toContain(call.id);
  });

  it('asks for the bill with pay_account; the table is found by its number and any sector when ZB.', async () => {
    now += 600_000;
    const res = await send(ana, { idMesa: '05', idSector: 'ZB.', check: { pay_account: true } });
    expect(res.statusCode).toBe(200);
    expect(ZCallAnswer.parse(res.json()).data).toMatchObject({ mesa: '5', kind: 'bill', sector: 'Salón' });
  });

  it("staff acknowledge a call: the diner hears it live, it leaves the board's list, a second ack changes nothing", async () => {
    now += 600_000;
    const diner = await connectLive(t.app);
    diner.send({ type: 'subscribe', restaurants: [], token: bea });
    await diner.next((e): e is Extract<TLiveEvent, { type: 'subscribed' }> => e.type === 'subscribed');
    const call = ZCallAnswer.parse((await send(bea, { idMesa: '3' })).json()).data;

    now += 30_000;
    const res = await ack(cocina, call.id);
    expect(res.statusCode).toBe(200);
    const acknowledged = ZCallAnswer.parse(res.json()).data;
    expect(acknowledged.acknowledgedAt).toBe(new Date(now).toISOString());
    const heard = await diner.next(isWaiter);
    expect(heard.call).toEqual(acknowledged);
    diner.close();

    const listed = ZCallList.parse((await openCalls(cocina)).json()).data;
    expect(listed.map((c) => c.id)).not.toContain(call.id);
    now += 30_000;
    expect(ZCallAnswer.parse((await ack(cocina, call.id)).json()).data).toEqual(acknowledged);
  });

  it('a diner whose socket was away reads their call as it now is; nobody else reads it', async () => {
    now += 600_000;
    const call = ZCallAnswer.parse((await send(bea, { idMesa: '4' })).json()).data;
    const mine = (token: string) =>
      t.app.inject({ url: `/srv/waitercalls/call?id=${call.id}`, headers: bearer(token) });
    expect(ZCallAnswer.parse((await mine(bea)).json()).data).toEqual(call);
    now += 30_000;
    const acknowledged = ZCallAnswer.parse((await ack(cocina, call.id)).json()).data;
    expect(ZCallAnswer.parse((await mine(bea)).json()).data).toEqual(acknowledged);
    expect(acknowledged.acknowledgedAt).not.toBeNull();
    const other = await mine(ana);
    expect([other.statusCode, other.json().error.code]).toEqual([404, 'not_found']);
    expect((await t.app.inject({ url: `/srv/waitercalls/call?id=${call.id}` })).statusCode).toBe(401);
  });

  it('a table cannot flood the board: past its calls in the window it is refused readably, with nothing written', async () => {
    now += 600_000;
    for (let i = 0; i < WAITER_CALLS_PER_TABLE.max; i++) {
      expect((await send(i % 2 ? ana : bea, { idMesa: '7' })).statusCode).toBe(200);
      now += 10_000;
    }
    const before = await callRows();
    const refused = await send(ana, { idMesa: '7', check: { pay_account: true } });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(WAITER_CALLS_PER_TABLE.windowSeconds - 40));
    expect(refused.json().error).toMatchObject({
      code: 'rate_limited',
      key: 'p1_err_waiter_calls_minutes',
      message: 'Ya avisamos al personal de esta mesa. Puedes volver a llamar en 5 minutos.',
    });
    expect(await callRows()).toBe(before);
    // Another table is not held back by this one.
    expect((await send(ana, { idMesa: '8' })).statusCode).toBe(200);
    now += WAITER_CALLS_PER_TABLE.windowSeconds * 1000;
    expect((await send(ana, { idMesa: '7' })).statusCode).toBe(200);
  });

  it('two diners of one table calling at once for its last call of the window: exactly one gets through', async () => {
    now += 600_000;
    for (let i = 1; i < WAITER_CALLS_PER_TABLE.max; i++)
      expect((await send(ana, { idMesa: '12' })).statusCode).toBe(200);
    const both = await Promise.all([send(ana, { idMesa: '12' }), send(bea, { idMesa: '12' })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 429]);
  });

  it("a table the venue does not have is 'Error de lectura', and so is a sector that is not the table's", async () => {
    now += 600_000;
    for (const body of [{ idMesa: '99' }, { idMesa: '5', idSector: 'Terraza' }]) {
      const res = await send(ana, body);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toMatchObject({
        code: 'table',
        message: 'Error de lectura. Vuelve a intentar escanear el código QR de tu mesa.',
      });
    }
  });

  it('refuses readably: no session, a comment over 80 characters, neither or both asks, a venue without the button', async () => {
    now += 600_000;
    expect((await send(null, {})).statusCode).toBe(401);
    const long = await send(ana, { comment: 'x'.repeat(81) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toContain('comment');
    expect((await send(ana, { check: {} })).json().error.message).toContain(
      'indica si llamas al mesero o pides la cuenta',
    );
    expect((await send(ana, { check: { waiter_ask: true, pay_account: true } })).statusCode).toBe(400);
    const off = await send(ana, { local_id: irlOf(taberna) });
    expect(off.statusCode).toBe(409);
    expect(off.json().error.message).toBe('Este local no recibe llamadas al mesero desde la mesa.');
  });
});

describe('a guest calls only from its own table (issue 14 item 1)', () => {
  it('a guest seated at Mesa 5 calls from it; from another table or venue it is refused readably, nothing written', async () => {
    now += 600_000;
    const seated = await t.app.inject({
      method: 'POST',
      url: '/srv/checkin/guest',
      payload: { irl: irlOf(pizzeria), mesa: '5' },
    });
    const guest = seated.json().data.tot1 as string;
    const before = await callRows();
    for (const body of [{ idMesa: '6' }, { idMesa: '9', idSector: 'ZB.', check: { pay_account: true } }]) {
      const res = await send(guest, body);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({
        code: 'guest_scope',
        key: 'm1_err_guest_waiter_table',
        message:
          'Tu sesión de invitado sirve solo para llamar al mesero desde tu mesa. Escanea el código QR de esta mesa.',
      });
    }
    // The Taberna's table 5 (its button turned on for this) is not the guest's, though its number is.
    const button = (on: boolean) =>
      t.db.query(
        `update restaurants set profile = jsonb_set(profile, '{app,callWaiterFooter}', $2::jsonb) where ir = $1`,
        [taberna.ir, String(on)],
      );
    await button(true);
    const elsewhere = await send(guest, { local_id: irlOf(taberna) });
    await button(false);
    expect([elsewhere.statusCode, elsewhere.json().error.code]).toEqual([403, 'guest_scope']);
    expect(await callRows()).toBe(before);
    const own = await send(guest, { idMesa: '05' });
    expect(own.statusCode).toBe(200);
    expect(ZCallAnswer.parse(own.json()).data).toMatchObject({ mesa: '5', kind: 'waiter' });
  });
});

describe('GET /srv/waitercalls/tables', () => {
  it("answers the venue's tables with their sectors, for the selectors; an unknown venue is a 404", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/srv/waitercalls/tables?irl=${irlOf(pizzeria)}` });
    const tables = res.json().data as { id: string; sector: string }[];
    expect(tables).toHaveLength(12);
    expect(tables.find((table) => table.id === '9')).toMatchObject({ nm: 'Mesa 9', sector: 'Terraza' });
    const unknown = `${pizzeria.ir}-99`;
    expect(
      (await t.app.inject({ method: 'GET', url: `/srv/waitercalls/tables?irl=${unknown}` })).statusCode,
    ).toBe(404);
  });
});

describe('the board: only module 5000 staff of the venue', () => {
  it("a diner cannot read or acknowledge calls; staff cannot read another venue's", async () => {
    now += 600_000;
    const call = ZCallAnswer.parse((await send(ana, { idMesa: '11' })).json()).data;
    expect((await openCalls(ana)).statusCode).toBe(403);
    expect((await ack(ana, call.id)).statusCode).toBe(403);
    expect((await openCalls(cocina, irlOf(taberna))).statusCode).toBe(403);
    expect((await ack(cocina, 'no-such-call')).statusCode).toBe(404);
  });
});
