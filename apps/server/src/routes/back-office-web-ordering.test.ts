import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogChanges } from '../store/catalog-changes.ts';
import { managerOf, venueSettingsCalls } from '../testing/back-office.ts';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, demo, type TestApp } from '../testing/test-app.ts';

/**
 * Ordering on the web, the back office's section (issue 15 item 2 'a restaurant-set maximum'; spec/1 §3 app
 * configuration, §4 'Dispatch type selection', §5 'Tip'): the dispatch types, prepayment, preparation minutes,
 * the preselected tip and the largest, saved through the edit core (one catalog version, a change row) and read
 * by the menu's configuration; refused in words, writing nothing. PGlite, and PostgreSQL with
 * COMANDA_TEST_DATABASE_URL.
 */

let t: TestApp;
let manager: string;
let otherManager: string;
let kitchen: string;
const pizzeria = demo.restaurants.find((r) => r.simpleId === 101)!;
const other = demo.restaurants.find((r) => r.ir !== pizzeria.ir)!;

beforeAll(async () => {
  t = await createTestApp({ clock: () => new Date('2026-11-23T15:00:00Z') });
  manager = await managerOf(t, 'gerente.web@example.com', pizzeria.ir);
  otherManager = await managerOf(t, 'gerente.ajeno@example.com', other.ir);
  kitchen = await signIn(t.app, 'cocina@comanda.demo', 5000);
});
afterAll(() => t.close());

const {
  settings,
  save: saveSection,
  expectNothingWritten,
} = venueSettingsCalls(() => ({ t, manager }), pizzeria.ir);
const save = (token: string, webOrdering: object) => saveSection(token, 'web-ordering', { webOrdering });
/** The app configuration the menu and checkout read. */
const app = async () =>
  (await t.app.inject({ method: 'GET', url: `/srv/test?xir=${pizzeria.ir}&xil=${pizzeria.il}` })).json().data
    .cfg.app;

describe('ordering on the web, in the back office (issue 15 item 2)', () => {
  it("reads the restaurant's own configuration: the demo pizzeria delivers, takes pickup and tables, tips 10 %", async () => {
    expect((await settings()).webOrdering).toEqual({
      ord: true,
      ordpick: true,
      ordpickonly: false,
      selfat: true,
      selfatonly: false,
      ordpay: false,
      ordpickpay: false,
      ordtiempomin: 40,
      ordtiempominpick: 20,
      tip: true,
      tipMaxPct: 100,
    });
  });

  it('saves pickup only, 15 % preselected within 25 %: one version, a change row, and the menu reads it', async () => {
    const before = await settings();
    const webOrdering = {
      ...before.webOrdering,
      ordpickonly: true,
      ordpickpay: true,
      ordtiempominpick: 30,
      tip: 15,
      tipMaxPct: 25,
    };
    const res = await save(manager, webOrdering);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.changed).toBe(true);
    const after = await settings();
    expect(after.webOrdering).toEqual(webOrdering);
    expect(BigInt(after.version)).toBeGreaterThan(BigInt(before.version));
    expect((await catalogChanges(t.db, pizzeria.ir))[0]).toMatchObject({
      what: 'settings.web-ordering',
      before: before.webOrdering,
      after: webOrdering,
    });
    expect(await app()).toMatchObject({ ordpickonly: true, ordpickpay: true, tip: 15, tipMaxPct: 25 });
    // The same again is no change: no version, no row.
    await expectNothingWritten(async () => {
      expect((await save(manager, webOrdering)).json().data.changed).toBe(false);
    });
    await save(manager, before.webOrdering);
    expect((await settings()).webOrdering).toEqual(before.webOrdering);
  });

  it('refuses a preselected tip above the largest, in words, writing nothing', async () => {
    const { webOrdering } = await settings();
    await expectNothingWritten(async () => {
      const res = await save(manager, { ...webOrdering, tip: 15, tipMaxPct: 12 });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'tip_above_max',
        key: 'p1_err_tip_above_max',
        message: 'La propina máxima debe ser al menos la preseleccionada: 15 %.',
      });
    });
  });

  it('refuses minutes below zero, a largest tip of 0 % and a missing flag readably (no 500), writing nothing', async () => {
    const { webOrdering } = await settings();
    const { ord: _ord, ...withoutDelivery } = webOrdering;
    for (const wrong of [
      { ...webOrdering, ordtiempomin: -5 },
      { ...webOrdering, tipMaxPct: 0 },
      withoutDelivery,
    ]) {
      await expectNothingWritten(async () => {
        const res = await save(manager, wrong);
        expect(res.statusCode).toBe(400);
        expect(res.json().error.message).toEqual(expect.any(String));
      });
    }
  });

  it("refuses another restaurant's manager and the kitchen staff", async () => {
    const { webOrdering } = await settings();
    await expectNothingWritten(async () => {
      expect((await save(otherManager, webOrdering)).statusCode).toBe(403);
      expect((await save(kitchen, webOrdering)).statusCode).toBe(403);
    });
  });
});
