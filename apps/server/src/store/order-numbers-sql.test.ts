import { type LastOrderNumber, nextOrderNumber, orderNumberDay } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Database } from '../db/database.ts';
import {
  irlOf,
  margarita,
  pairKiosk,
  pickupOrder,
  pizzeria,
  sanguches,
  saveOrder,
} from '../routes/orders-fixtures.ts';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { openSameTestDatabase } from '../testing/test-database.ts';

// Order numbers per restaurant and day (issue 12 item 3; migration 013) held to the domain's rule
// (packages/domain rules/order-number.ts) on PGlite and, with COMANDA_TEST_DATABASE_URL, on PostgreSQL:
// the SQL day function against orderNumberDay, then numbers of real saves against nextOrderNumber.
let now = new Date('2026-11-24T15:00:00Z');
let t: TestApp;
let ana: string;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  ana = await signIn(t.app, 'ana@correo.cl');
});
afterAll(() => t.close());

const ZONES = ['America/Santiago', 'Europe/Madrid', 'UTC', 'Asia/Tokyo', 'America/Los_Angeles'];
const INSTANTS = [
  '2026-01-01T00:00:00Z',
  '2026-03-01T02:59:59Z',
  '2026-03-01T03:00:00Z',
  // Santiago leaves summer time on 5 April 2026, Madrid on 25 October: the hours around both.
  '2026-04-05T02:30:00Z',
  '2026-04-05T03:30:00Z',
  '2026-04-05T04:30:00Z',
  '2026-10-24T21:59:59Z',
  '2026-10-24T22:00:00Z',
  '2026-10-25T22:59:59Z',
  '2026-10-25T23:00:00Z',
  '2026-11-24T14:59:59.999Z',
  '2026-12-31T23:30:00Z',
];

describe('the day rule in SQL matches the domain rule', () => {
  it.each(ZONES)('order_number_day in %s', async (zone) => {
    for (const instant of INSTANTS) {
      const [row] = await t.db.query<{ day: string }>(
        'select order_number_day($1::timestamptz, $2)::text as day',
        [instant, zone],
      );
      expect(`${instant} ${row!.day}`).toBe(`${instant} ${orderNumberDay(new Date(instant), zone)}`);
    }
  });
});

/** A product each venue sells. */
const LINE = new Map<string, { ip: string; cant: number }>([
  [pizzeria.ir, margarita()],
  [sanguches.ir, { ip: 'mp-empanada-pino', cant: 1 }],
]);

describe('numbers of saved orders follow the domain rule', () => {
  it('count per restaurant, from 1 again after midnight in the restaurant’s zone', async () => {
    const kiosk = await pairKiosk(t.app);
    const last = new Map<string, LastOrderNumber | null>();
    const place = async (venue: typeof pizzeria, at: string, by: 'web' | 'kiosk' = 'web') => {
      now = new Date(at);
      const res =
        by === 'web'
          ? await saveOrder(t.app, ana, pickupOrder({ irl: irlOf(venue), lines: [LINE.get(venue.ir)!] }))
          : await saveOrder(
              t.app,
              kiosk.token,
              pickupOrder({ tipo: 5, prepago: 1000, condiciones: false, lines: [margarita()] }),
              '?kio=1',
            );
      expect(res.statusCode, res.body).toBe(200);
      const expected = nextOrderNumber(last.get(venue.ir) ?? null, now, venue.tz);
      last.set(venue.ir, expected);
      const { io, imTxt } = res.json().data.order;
      expect({ at, venue: venue.simpleId, io, imTxt }).toEqual({
        at,
        venue: venue.simpleId,
        io: expected.number,
        imTxt: String(expected.number),
      });
      return io as number;
    };
    // Tuesday 24 November 2026 in Santiago (UTC-3): noon, then just before and after midnight.
    expect(await place(pizzeria, '2026-11-24T15:00:00Z')).toBe(1);
    expect(await place(sanguches, '2026-11-24T15:05:00Z')).toBe(1);
    expect(await place(pizzeria, '2026-11-24T15:10:00Z', 'kiosk')).toBe(2);
    expect(await place(pizzeria, '2026-11-25T02:59:00Z')).toBe(3);
    expect(await place(pizzeria, '2026-11-25T03:01:00Z')).toBe(1);
    expect(await place(pizzeria, '2026-11-25T15:00:00Z', 'kiosk')).toBe(2);
    expect(await place(sanguches, '2026-11-25T15:05:00Z')).toBe(1);
  });

  it('a refused save takes no number', async () => {
    now = new Date('2026-11-26T15:00:00Z');
    expect((await saveOrder(t.app, ana, pickupOrder())).json().data.order.io).toBe(1);
    await t.db.query(`update stock set stock = 0 where ir = $1 and kind = 'p' and item_id = 'fz-trufa'`, [
      pizzeria.ir,
    ]);
    const refused = await saveOrder(
      t.app,
      ana,
      pickupOrder({ lines: [{ ip: 'fz-trufa', cant: 1, extras: margarita().extras }] }),
    );
    expect(refused.statusCode).toBe(409);
    expect((await saveOrder(t.app, ana, pickupOrder())).json().data.order.io).toBe(2);
  });
});

describe('numbers under concurrent saves', () => {
  let b: Awaited<ReturnType<typeof buildApp>>;
  let dbB: Database | null;
  beforeAll(async () => {
    // A second instance: on PostgreSQL over its own connections (its saves run in transactions of their
    // own, at the same time as the first's); on PGlite, one process owns the database, so over the same one.
    dbB = await openSameTestDatabase(t.db);
    b = await buildApp({ db: dbB ?? t.db, clock: () => now });
  });
  afterAll(async () => {
    await b.close();
    await dbB?.close();
  });

  it('gives 24 orders saved at once at two instances the numbers 1 to 24, each once', async () => {
    now = new Date('2026-11-27T15:00:00Z');
    const bodies = Array.from({ length: 24 }, () => pickupOrder());
    const results = await Promise.all(bodies.map((body, i) => saveOrder(i % 2 ? b : t.app, ana, body)));
    expect(results.map((r) => r.statusCode)).toEqual(bodies.map(() => 200));
    const numbers = results.map((r) => r.json().data.order.io as number).sort((x, y) => x - y);
    expect(numbers).toEqual(bodies.map((_, i) => i + 1));
    const [row] = await t.db.query<{ last: number }>(
      `select last from order_numbers where ir = $1 and day = '2026-11-27'`,
      [pizzeria.ir],
    );
    expect(row!.last).toBe(24);
  });
});
