import { ZRestoBookingAnswer } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogChanges } from '../store/catalog-changes.ts';
import { managerOf, venueSettingsCalls } from '../testing/back-office.ts';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, demo, type TestApp } from '../testing/test-app.ts';

/**
 * Issue 17 items 3 and 7 in the back office: a restaurant sets up its bookings — bookable shifts with their
 * covers (the hours section) and whether it takes bookings with its config d[0] (the bookings section). Each
 * write goes through the import's contract and rules (one catalog version, a change-log row), a refusal is a
 * readable 400 naming its field that writes nothing, and GET /srv/restobooking answers what was saved. The
 * pizzeria (open all day, no bookings in the demo) is set up from nothing. Runs on PGlite, and on PostgreSQL
 * with COMANDA_TEST_DATABASE_URL.
 */

// Monday 2026-11-23, 12:00 in Santiago.
const now = new Date('2026-11-23T15:00:00Z');
let t: TestApp;
let manager: string;
let otherManager: string;
let kitchen: string;
let diner: string;
const pizzeria = demo.restaurants.find((r) => r.simpleId === 101)!;
const other = demo.restaurants.find((r) => r.ir !== pizzeria.ir)!;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const allDay = pizzeria.shifts[0]!;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  manager = await managerOf(t, 'gerente.reservas@example.com', pizzeria.ir);
  otherManager = await managerOf(t, 'gerente.ajeno@example.com', other.ir);
  kitchen = await signIn(t.app, 'cocina@comanda.demo', 5000);
  diner = await signIn(t.app, 'comensal.forestal@correo.cl');
});
afterAll(() => t.close());

const { settings, save, expectNothingWritten } = venueSettingsCalls(() => ({ t, manager }), pizzeria.ir);
const restobooking = () =>
  t.app.inject({ method: 'GET', url: `/srv/restobooking?xir=${pizzeria.ir}&xil=${pizzeria.il}` });
const config = { wfd: 7, wfpx: 4, inc: 30, anp: 45, atr: 20, bkd: [], bks: [] };

describe('bookable shifts and their covers (the hours section)', () => {
  it('starts with no bookings: the settings say so and GET /srv/restobooking refuses', async () => {
    const read = await settings();
    expect(read.bookings).toEqual({
      rsvp: false,
      booking: { wfd: 31, wfpx: 10, inc: 15, anp: 0, atr: 15, bkd: [], bks: [] },
    });
    const off = await restobooking();
    expect(off.statusCode).toBe(409);
    expect(off.json().error).toMatchObject({ code: 'bookings_off', key: 'm1_err_booking_off' });
  });

  it('refuses a bookable shift without covers, or with fewer than 1, at the shift, writing nothing', async () => {
    await expectNothingWritten(async () => {
      const none = await save(manager, 'hours', { shifts: [{ ...allDay, rv: true }], holidays: [] });
      expect(none.statusCode).toBe(400);
      expect(none.json().error).toMatchObject({ code: 'settings_invalid', key: 'p1_err_settings_invalid' });
      expect(none.json().error.params.detail).toEqual([
        { key: 'p1_err_catalog_shift_covers', params: { shift: allDay.jid } },
      ]);
      expect(none.json().error.message).toBe(
        "Cambio no válido: el turno reservable 'all-day' necesita sus cubiertos (al menos 1)",
      );
      const zero = await save(manager, 'hours', { shifts: [{ ...allDay, rv: true, cv: 0 }], holidays: [] });
      expect(zero.json().error.params.detail[0].key).toBe('p1_err_catalog_shift_covers');
      const negative = await save(manager, 'hours', {
        shifts: [{ ...allDay, rv: true, cv: -2 }],
        holidays: [],
      });
      expect(negative.statusCode).toBe(400);
      expect(negative.json().error.params.detail[0].params.field).toBe('shifts.0.cv');
      const half = await save(manager, 'hours', { shifts: [{ ...allDay, rv: true, cv: 1.5 }], holidays: [] });
      expect(half.statusCode).toBe(400);
      expect(half.json().error.params.detail[0].params.field).toBe('shifts.0.cv');
    });
  });

  it('saves a bookable shift with covers and overnight: a version, a history row, the shift in the settings', async () => {
    const before = await settings();
    const bookable = { ...allDay, rv: true, cv: 12 };
    const late = { jid: 'trasnoche', hi: '22:00', hf: '02:00', si: false, sf: true, d: 96, rv: false };
    const res = await save(manager, 'hours', { shifts: [bookable, late], holidays: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.changed).toBe(true);
    expect(BigInt(res.json().data.version)).toBeGreaterThan(BigInt(before.version));
    expect((await settings()).shifts).toEqual([bookable, late]);
    const [change] = await catalogChanges(t.db, pizzeria.ir);
    expect(change).toMatchObject({
      what: 'settings.hours',
      who: 'gerente.reservas@example.com',
      before: { shifts: before.shifts },
      after: { shifts: [bookable, late] },
      version: res.json().data.version,
    });
    // A bookable shift alone offers nothing: the restaurant does not take bookings yet (rules/booking-offer.ts).
    expect((await restobooking()).statusCode).toBe(409);
  });
});

describe('taking bookings and the booking config (the bookings section)', () => {
  it('turns bookings on with its config: a history row, and GET /srv/restobooking answers it', async () => {
    const before = await settings();
    const res = await save(manager, 'bookings', {
      bookings: {
        rsvp: true,
        booking: {
          ...config,
          bkd: ['2026-12-25', '2026-12-24', '2026-12-25'],
          bks: [{ fr: '2026-11-24', ta: allDay.jid }],
        },
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.changed).toBe(true);
    const saved = {
      rsvp: true,
      booking: { ...config, bkd: ['2026-12-24', '2026-12-25'], bks: [{ fr: '2026-11-24', ta: allDay.jid }] },
    };
    expect((await settings()).bookings).toEqual(saved);
    const [change] = await catalogChanges(t.db, pizzeria.ir);
    expect(change).toMatchObject({
      what: 'settings.bookings',
      who: 'gerente.reservas@example.com',
      before: before.bookings,
      after: saved,
      version: res.json().data.version,
    });

    const answer = await restobooking();
    expect(answer.statusCode).toBe(200);
    const data = ZRestoBookingAnswer.parse(answer.json().data);
    expect(data.rv.d).toEqual([saved.booking]);
    // Only the bookable shift, with its covers; the overnight one is not bookable.
    expect(data.dt).toEqual([{ ...allDay, si: false, sf: false, rv: true, cv: 12 }]);
  });

  it('takes a booking within the new config and refuses one above its guests', async () => {
    const form = {
      fr: '2026-11-25',
      hh: '13:00',
      qc: 4,
      nombre: 'Comensal Forestal',
      ta: allDay.jid,
      ph: '+56 9 1234 5678',
      s: 'ZB.',
      og: 10,
      im: [0],
    };
    const book = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/srv/bookings',
        headers: bearer(diner),
        payload: { xir: pizzeria.ir, xil: pizzeria.il, payload },
      });
    const taken = await book(form);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().data).toMatchObject({ fr: '2026-11-25', hh: '13:00', qc: 4, ta: allDay.jid });
    // Five guests: above wfpx 4. 13:15: not on the 30-minute step. The blocked shift's day: none.
    expect((await book({ ...form, qc: 5 })).statusCode).toBe(409);
    expect((await book({ ...form, hh: '13:15' })).statusCode).toBe(409);
    expect((await book({ ...form, fr: '2026-11-24' })).statusCode).toBe(409);
  });

  it('saves the same config again as no change', async () => {
    const current = await settings();
    await expectNothingWritten(async () => {
      const res = await save(manager, 'bookings', { bookings: current.bookings });
      expect(res.json().data).toEqual({ version: current.version, changed: false });
    });
  });

  it('refuses each config field out of its limits, naming it, and writes nothing', async () => {
    const { bookings } = await settings();
    const refused = async (booking: object) => {
      const res = await save(manager, 'bookings', {
        bookings: { ...bookings, booking: { ...bookings.booking, ...booking } },
      });
      expect(res.statusCode).toBe(400);
      return res.json().error;
    };
    await expectNothingWritten(async () => {
      for (const [field, value] of [
        ['wfd', 0],
        ['wfpx', 101],
        ['inc', 4],
        ['anp', -1],
        ['atr', 0],
        ['wfd', 2.5],
      ] as const) {
        const error = await refused({ [field]: value });
        expect(error).toMatchObject({ code: 'bad_request', key: 'p1_err_invalid_request' });
        expect(error.params.detail[0].params.field).toBe(`bookings.booking.${field}`);
      }
      const badDate = await refused({ bkd: ['2026-13-01'] });
      expect(badDate.params.detail[0].params.field).toBe('bookings.booking.bkd.0');
      const unknownShift = await refused({ bks: [{ fr: '2026-12-31', ta: 'nochevieja' }] });
      expect(unknownShift).toMatchObject({ code: 'settings_invalid', key: 'p1_err_settings_invalid' });
      expect(unknownShift.params.detail).toEqual([
        { key: 'p1_err_catalog_blocked_shift', params: { shift: 'nochevieja', date: '2026-12-31' } },
      ]);
      expect(unknownShift.message).toBe(
        "Cambio no válido: el turno bloqueado el 2026-12-31 ('nochevieja') no existe",
      );
      const noSwitch = await save(manager, 'bookings', { bookings: { booking: bookings.booking } });
      expect(noSwitch.statusCode).toBe(400);
      expect(noSwitch.json().error.params.detail[0].params.field).toBe('bookings.rsvp');
    });
  });

  it('refuses removing a shift that is blocked on a day, and writes nothing', async () => {
    const { shifts } = await settings();
    await expectNothingWritten(async () => {
      const res = await save(manager, 'hours', { shifts: shifts.slice(1), holidays: [] });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.params.detail[0]).toEqual({
        key: 'p1_err_catalog_blocked_shift',
        params: { shift: allDay.jid, date: '2026-11-24' },
      });
    });
  });

  it("refuses another restaurant's manager, a kitchen session and no session, writing nothing", async () => {
    const { bookings } = await settings();
    await expectNothingWritten(async () => {
      const foreign = await save(otherManager, 'bookings', { bookings: { ...bookings, rsvp: false } });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json().error.key).toBe('m1_err_forbidden_module');
      expect((await save(kitchen, 'bookings', { bookings })).statusCode).toBe(403);
      const anonymous = await t.app.inject({
        method: 'POST',
        url: '/srv/backoffice/settings/bookings',
        payload: { ir: pizzeria.ir, bookings },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  it('turns bookings off again: GET /srv/restobooking refuses, and the history has both rows', async () => {
    const { bookings } = await settings();
    const res = await save(manager, 'bookings', { bookings: { ...bookings, rsvp: false } });
    expect(res.statusCode).toBe(200);
    expect((await restobooking()).statusCode).toBe(409);
    const rows = await catalogChanges(t.db, pizzeria.ir, { what: 'settings.bookings' });
    expect(rows.map((r) => [r.before, r.after].map((b) => (b as { rsvp: boolean }).rsvp))).toEqual([
      [true, false],
      [false, true],
    ]);
  });
});
