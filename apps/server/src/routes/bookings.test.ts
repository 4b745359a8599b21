import { bookingLocalDate, type TLiveEvent, ZBookingRecord, ZErrorResponse } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { connectLive } from '../testing/live-client.ts';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { AT, bearer, irlOf, pizzeria, taberna } from './orders-fixtures.ts';

// Table bookings (issue 17; spec/2 §4 'Bookings', §5, §7 bookings calls, §8). The Taberna del Arenal (Madrid)
// takes them: comida 12:30–16:30 (not Mondays), cena 20:00–23:30 Tuesday–Thursday (30 covers), cena-larga
// 20:00–01:30 Friday–Saturday; 60 minutes' notice. AT is Tuesday 24 November 2026, 16:00 in Madrid.

let t: TestApp;
// The clock a test may move on (and puts back): a booking whose time has come.
let now = AT.getTime();
let ana: string;
let bea: string;
let reservas: string;
let cocina: string;
let carla: string;
beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date(now) });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  ana = await signIn(t.app, 'ana.reserva@correo.es');
  bea = await signIn(t.app, 'bea.reserva@correo.es');
  reservas = await signIn(t.app, 'reservas@comanda.demo', 5000);
  cocina = await signIn(t.app, 'cocina@comanda.demo', 5000);
  carla = await signIn(t.app, 'carla.reserva@correo.es');
});
afterAll(() => t.close());

const ZBooked = z.object({ ok: z.literal(true), data: ZBookingRecord });
const venue = { xir: taberna.ir, xil: taberna.il };
const form = (over: object = {}) => ({
  fr: '2026-11-24',
  hh: '20:00',
  qc: 2,
  nombre: 'Ana Reserva',
  ta: 'cena',
  ph: '+34 600 111 222',
  // Whatever the browser sends: the booking takes the account's own e-mail.
  em: 'otra.persona@correo.es',
  ct: 'Junto a la ventana',
  s: 'ZB.',
  og: 10,
  im: [0],
  ...over,
});
const book = (token: string | null, over: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/srv/bookings',
    headers: token ? bearer(token) : {},
    payload: { ...venue, payload: form(over) },
  });
const rows = async () =>
  Number((await t.db.query<{ n: string }>('select count(*)::text as n from bookings'))[0]!.n);
const move = (token: string, rv: string, st: number) =>
  t.app.inject({
    method: 'POST',
    url: '/srv/staff/bookings/status',
    headers: bearer(token),
    payload: { rv, st },
  });
const isBooking = (e: TLiveEvent): e is Extract<TLiveEvent, { type: 'booking' }> => e.type === 'booking';
const subscribed = (e: TLiveEvent): e is Extract<TLiveEvent, { type: 'subscribed' }> =>
  e.type === 'subscribed';

describe('GET /srv/restobooking', () => {
  it('answers the config d[0] and the bookable shifts; a venue that takes no bookings says so', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/srv/restobooking?xir=${taberna.ir}&xil=1` });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.rv.d[0]).toMatchObject({ wfd: 31, wfpx: 10, inc: 15, anp: 60 });
    expect(data.dt.map((s: { jid: string }) => s.jid)).toEqual(['comida', 'cena', 'cena-larga']);
    expect(data.tz).toBe('Europe/Madrid');
    const off = await t.app.inject({ method: 'GET', url: `/srv/restobooking?xir=${pizzeria.ir}&xil=1` });
    expect(off.statusCode).toBe(409);
    expect(ZErrorResponse.parse(off.json()).error).toMatchObject({
      key: 'm1_err_booking_off',
      message: 'Este local no recibe reservas',
    });
    const info = await t.app.inject({ method: 'GET', url: '/srv/test?sid=201&pais=es' });
    expect(info.json().data._tieneReserva).toBe(true);
    const pizza = await t.app.inject({ method: 'GET', url: '/srv/test?sid=101&pais=cl' });
    expect(pizza.json().data._tieneReserva).toBe(false);
  });
});

describe('a closed venue (spec/2 §8)', () => {
  it("answers 'Este local está cerrado.' to the config and to a booking, booking nothing", async () => {
    const active = (on: boolean) =>
      t.db.query(
        `update restaurants set profile = jsonb_set(profile, '{app,active}', $2::jsonb) where ir = $1`,
        [taberna.ir, JSON.stringify(on)],
      );
    const before = await rows();
    await active(false);
    try {
      const config = await t.app.inject({ method: 'GET', url: `/srv/restobooking?xir=${taberna.ir}&xil=1` });
      const booked = await book(ana, { hh: '20:45' });
      for (const res of [config, booked]) {
        expect(res.statusCode).toBe(409);
        expect(ZErrorResponse.parse(res.json()).error).toMatchObject({
          key: 'm1_err_booking_closed',
          message: 'Este local está cerrado.',
        });
      }
    } finally {
      await active(true);
    }
    expect(await rows()).toBe(before);
  });
});

describe('POST /srv/bookings', () => {
  it('books an offered time: status 1, the instant in Madrid, heard live by the diner and the book', async () => {
    const diner = await connectLive(t.app);
    diner.send({ type: 'subscribe', restaurants: [], token: ana });
    await diner.next(subscribed);
    const book0 = await connectLive(t.app);
    book0.send({ type: 'subscribe', restaurants: [], staff: { token: reservas, irl: irlOf(taberna) } });
    await book0.next(subscribed);

    const res = await book(ana);
    expect(res.statusCode).toBe(200);
    const b = ZBooked.parse(res.json()).data;
    expect(b).toMatchObject({
      st: 1,
      fr: '2026-11-24',
      hh: '20:00',
      fm: '2026-11-24T19:00:00.000Z',
      qc: 2,
      nr: 'Taberna del Arenal',
      pa: 'es',
      si: 201,
      ta: 'cena',
      ct: 'Junto a la ventana',
      em: 'ana.reserva@correo.es',
    });
    expect(b.ls).toEqual([{ st: 1, t: AT.toISOString() }]);
    expect((await diner.next(isBooking)).booking.rv).toBe(b.rv);
    expect((await book0.next(isBooking)).booking.rv).toBe(b.rv);
    diner.close();
    book0.close();
  });

  it('refuses what the wizard would not offer, writing nothing', async () => {
    const before = await rows();
    for (const over of [
      { hh: '20:10' }, // not a step of 15
      { fr: '2026-11-24', hh: '16:00', ta: 'comida' }, // less than 60 minutes from now
      { fr: '2026-11-23', hh: '20:00' }, // yesterday
      { fr: '2026-11-30', hh: '20:00' }, // Monday: cena does not serve
      { fr: '2026-12-26', hh: '20:00' }, // beyond 31 days
      { qc: 11 }, // more than wfpx
      { ta: 'cena-larga' }, // Tuesday: the Friday-Saturday shift
    ]) {
      const res = await book(ana, over);
      expect(res.statusCode, JSON.stringify(over)).toBe(409);
      expect(ZErrorResponse.parse(res.json()).error.message).toBe(
        'Hora no disponible. Por favor seleccione otra hora para continuar.',
      );
    }
    const bad = await book(ana, { s: 'X', ph: '', qc: 0 });
    expect(bad.statusCode).toBe(400);
    expect((await book(null)).statusCode).toBe(401);
    const pizza = await t.app.inject({
      method: 'POST',
      url: '/srv/bookings',
      headers: bearer(ana),
      payload: { xir: pizzeria.ir, xil: '1', payload: form() },
    });
    expect(pizza.statusCode).toBe(409);
    expect(await rows()).toBe(before);
  });

  it("an overnight Friday shift books its 00:30 on Saturday's calendar date", async () => {
    const res = await book(bea, { fr: '2026-11-27', hh: '00:30', ta: 'cena-larga' });
    expect(res.statusCode).toBe(200);
    const b = ZBooked.parse(res.json()).data;
    expect(b.fm).toBe('2026-11-27T23:30:00.000Z');
    // The record carries the venue's zone: its screens show Saturday 28, the date the 00:30 falls on.
    expect(b.tz).toBe('Europe/Madrid');
    expect(bookingLocalDate(b.fm, b.tz)).toBe('2026-11-28');
  });
});

describe('My Reservations: GET and DELETE /srv/bookings', () => {
  it('lists only the diner\'s own; cancels once (-2), then "Error cancelando la orden"; another\'s is not found', async () => {
    const b = ZBooked.parse((await book(ana, { hh: '21:00' })).json()).data;
    const mine = (await t.app.inject({ method: 'GET', url: '/srv/bookings', headers: bearer(ana) })).json()
      .data.tr.rv;
    expect(mine.map((x: { rv: string }) => x.rv)).toContain(b.rv);
    const hers = (await t.app.inject({ method: 'GET', url: '/srv/bookings', headers: bearer(bea) })).json()
      .data.tr.rv;
    expect(hers.map((x: { rv: string }) => x.rv)).not.toContain(b.rv);

    const cancel = (token: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/srv/bookings?xir=${taberna.ir}&xil=1&rv=${b.rv}`,
        headers: bearer(token),
      });
    expect((await cancel(bea)).statusCode).toBe(404);
    const done = await cancel(ana);
    expect(done.statusCode).toBe(200);
    expect(ZBooked.parse(done.json()).data.st).toBe(-2);
    const again = await cancel(ana);
    expect(again.statusCode).toBe(409);
    expect(ZErrorResponse.parse(again.json()).error.message).toBe('Error cancelando la orden');
  });
});

describe("DELETE /srv/bookings refuses what is no longer the diner's to cancel", () => {
  const cancel = (token: string, rv: string, xir = taberna.ir, xil = '1') =>
    t.app.inject({
      method: 'DELETE',
      url: `/srv/bookings?xir=${xir}&xil=${xil}&rv=${rv}`,
      headers: bearer(token),
    });
  const status = async (rv: string) =>
    (await t.db.query<{ status: number }>('select status from bookings where id = $1', [rv]))[0]!.status;

  it('a booking whose time has passed: a readable refusal, nothing changes', async () => {
    const b = ZBooked.parse((await book(carla, { hh: '20:15' })).json()).data;
    now = Date.parse('2026-11-24T19:20:00Z'); // 20:20 in Madrid: the 20:15 booking's time has come
    try {
      const res = await cancel(carla, b.rv);
      expect(res.statusCode).toBe(409);
      expect(ZErrorResponse.parse(res.json()).error).toMatchObject({
        key: 'm1_err_booking_past',
        message: 'Esta reserva ya pasó: no se puede cancelar',
      });
      expect(await status(b.rv)).toBe(1);
    } finally {
      now = AT.getTime();
    }
  });

  it('a booking named with another venue (xir/xil) is not found there, and stays as it was', async () => {
    const b = ZBooked.parse((await book(carla, { hh: '20:30' })).json()).data;
    for (const [xir, xil] of [
      [pizzeria.ir, '1'],
      [taberna.ir, '2'],
    ] as const) {
      const res = await cancel(carla, b.rv, xir, xil);
      expect(res.statusCode).toBe(404);
      expect(ZErrorResponse.parse(res.json()).error).toMatchObject({
        key: 'm1_err_booking_not_found',
        message: 'No encontramos la reserva',
      });
    }
    expect(await status(b.rv)).toBe(1);
    expect((await cancel(carla, b.rv)).statusCode).toBe(200);
    expect(await status(b.rv)).toBe(-2);
  });
});

describe("the restaurant's booking book", () => {
  it('lists from today, confirms (40): the diner hears it live and gets an e-mail with an .ics; closed moves refused', async () => {
    const b = ZBooked.parse((await book(ana, { hh: '22:00', qc: 3 })).json()).data;
    const list = await t.app.inject({
      method: 'GET',
      url: `/srv/staff/bookings?irl=${irlOf(taberna)}`,
      headers: bearer(reservas),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.today).toBe('2026-11-24');
    expect(list.json().data.rv.map((x: { rv: string }) => x.rv)).toContain(b.rv);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/srv/staff/bookings?irl=${irlOf(taberna)}`,
          headers: bearer(cocina),
        })
      ).statusCode,
    ).toBe(403);
    expect((await move(cocina, b.rv, 40)).statusCode).toBe(403);

    const diner = await connectLive(t.app);
    diner.send({ type: 'subscribe', restaurants: [], token: ana });
    await diner.next(subscribed);
    const confirmed = await move(reservas, b.rv, 40);
    expect(confirmed.statusCode).toBe(200);
    expect(ZBooked.parse(confirmed.json()).data.ls.map((h) => h.st)).toEqual([1, 40]);
    expect((await diner.next(isBooking)).booking).toMatchObject({ rv: b.rv, st: 40 });
    diner.close();

    const [mail] = await t.db.query<{
      subject: string;
      body: string;
      attachments: { filename: string; content: string }[];
    }>(
      "select subject, body, attachments from mail_outbox where to_address = 'ana.reserva@correo.es' order by id desc limit 1",
    );
    expect(mail!.subject).toBe('Tu reserva en Taberna del Arenal');
    expect(mail!.body).toContain('Tu reserva está confirmada.');
    expect(mail!.body).toContain('Taberna del Arenal: martes, 24 de noviembre a las 22:00, 3 personas.');
    expect(mail!.attachments[0]!.filename).toBe('reserva.ics');
    expect(mail!.attachments[0]!.content).toContain('DTSTART:20261124T210000Z');

    const wrong = await move(reservas, b.rv, 0); // done before seated
    expect(wrong.statusCode).toBe(409);
    expect(ZErrorResponse.parse(wrong.json()).error.key).toBe('m1_err_booking_move');
    for (const st of [70, 100, 0]) expect((await move(reservas, b.rv, st)).statusCode).toBe(200);
    expect((await move(reservas, b.rv, -1)).statusCode).toBe(409);
    const bad = await move(reservas, b.rv, 55);
    expect(bad.statusCode).toBe(400);
  });

  it('20 diners booking the last 4 covers at once: exactly 4 succeed and the covers are never exceeded', async () => {
    // Wednesday's cena seats 30: 26 are taken first.
    for (const qc of [10, 10, 6]) expect((await book(bea, { fr: '2026-11-25', qc })).statusCode).toBe(200);
    const diners = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(t.app, `carrera${i}@correo.es`)),
    );
    const answers = await Promise.all(
      diners.map((token) => book(token, { fr: '2026-11-25', hh: '21:30', qc: 1 })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(4);
    expect(codes.filter((c) => c === 409)).toHaveLength(16);
    const [held] = await t.db.query<{ qc: number }>(
      "select sum(guests)::integer as qc from bookings where ir = $1 and service_date = '2026-11-25' and shift = 'cena' and status >= 0",
      [taberna.ir],
    );
    expect(held!.qc).toBe(30);
    // The wizard now offers no cena on Wednesday.
    const config = (
      await t.app.inject({ method: 'GET', url: `/srv/restobooking?xir=${taberna.ir}&xil=1` })
    ).json().data;
    expect(config.taken).toContainEqual({ fr: '2026-11-25', ta: 'cena', qc: 30 });
  });

  it("keeps an earlier day's booking listed while it is seated or late, until it is closed", async () => {
    const b = ZBooked.parse((await book(carla, { hh: '21:15' })).json()).data;
    for (const st of [40, 100]) expect((await move(reservas, b.rv, st)).statusCode).toBe(200);
    const listed = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/srv/staff/bookings?irl=${irlOf(taberna)}`,
        headers: bearer(reservas),
      });
      return res.json().data as { today: string; tz: string; rv: { rv: string }[] };
    };
    try {
      now = Date.parse('2026-11-26T11:00:00Z'); // Thursday noon in Madrid: two days later
      const later = await listed();
      expect(later).toMatchObject({ today: '2026-11-26', tz: 'Europe/Madrid' });
      expect(later.rv.map((x) => x.rv)).toContain(b.rv);
      expect((await move(reservas, b.rv, 0)).statusCode).toBe(200);
      expect((await listed()).rv.map((x) => x.rv)).not.toContain(b.rv);
    } finally {
      now = AT.getTime();
    }
  });

  it('declines a request (-1) and marks a no-show (-3); every move e-mails the diner what happened', async () => {
    const mails = async () =>
      (
        await t.db.query<{ body: string }>(
          "select body from mail_outbox where to_address = 'carla.reserva@correo.es' and subject = 'Tu reserva en Taberna del Arenal' order by id",
        )
      ).map((m) => m.body.split('\n')[0]);
    const before = (await mails()).length;
    const booked = async (hh: string) =>
      ZBooked.parse((await book(carla, { hh, fr: '2026-11-26' })).json()).data;
    const declined = await booked('20:00');
    const noShow = await booked('20:15');
    const seated = await booked('20:30');

    const moved = async (rv: string, st: number) => {
      const res = await move(reservas, rv, st);
      expect(res.statusCode, `${st}`).toBe(200);
      return ZBooked.parse(res.json()).data;
    };
    expect((await moved(declined.rv, -1)).ls.map((h) => h.st)).toEqual([1, -1]);
    expect((await move(reservas, declined.rv, 40)).statusCode).toBe(409); // closed
    await moved(noShow.rv, 40);
    await moved(noShow.rv, 70);
    expect((await moved(noShow.rv, -3)).ls.map((h) => h.st)).toEqual([1, 40, 70, -3]);
    expect((await move(reservas, noShow.rv, 100)).statusCode).toBe(409); // closed
    await moved(seated.rv, 40);
    await moved(seated.rv, 100);
    await moved(seated.rv, 0);

    expect((await mails()).slice(before)).toEqual([
      'El local canceló tu reserva.',
      'Tu reserva está confirmada.',
      'El local registró que vienes con retraso.',
      'Tu reserva se marcó como no presentada.',
      'Tu reserva está confirmada.',
      'Te damos la bienvenida: ya estás en tu mesa.',
      'Gracias por tu visita.',
    ]);
  });
});
