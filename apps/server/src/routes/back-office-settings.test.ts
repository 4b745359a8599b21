import { ZKioskCodeAnswer, ZKioskPairingStatus, ZPrintJob } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { catalogChanges } from '../store/catalog-changes.ts';
import { managerOf, venueSettingsCalls } from '../testing/back-office.ts';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, demo, type TestApp } from '../testing/test-app.ts';
import { pairKiosk } from './orders-fixtures.ts';

/**
 * Issue 13 item 3, the settings half of the back office: every write through the edit core (one catalog version,
 * a change-log row), refused with a readable text and nothing written when the caller may not or the edit is
 * invalid. Runs on PGlite, and on PostgreSQL with COMANDA_TEST_DATABASE_URL.
 */

// Monday 2026-11-23, 12:00 in Santiago: the pizzeria (open all day) is open.
let now = new Date('2026-11-23T15:00:00Z');
let t: TestApp;
let manager: string;
let otherManager: string;
let kitchen: string;
const pizzeria = demo.restaurants.find((r) => r.simpleId === 101)!;
const other = demo.restaurants.find((r) => r.ir !== pizzeria.ir)!;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  manager = await managerOf(t, 'gerente.forestal@example.com', pizzeria.ir);
  otherManager = await managerOf(t, 'gerente.otro@example.com', other.ir);
  kitchen = await signIn(t.app, 'cocina@comanda.demo', 5000);
});
afterAll(() => t.close());

const settingsOf = (token: string, ir = pizzeria.ir) =>
  t.app.inject({ method: 'GET', url: `/srv/backoffice/settings?ir=${ir}`, headers: bearer(token) });
const menuTa = async () =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/srv/getrestomenu',
      payload: { irl: `${pizzeria.ir}-${pizzeria.il}` },
    })
  ).json().data.ta;
const { settings, save, expectNothingWritten } = venueSettingsCalls(() => ({ t, manager }), pizzeria.ir);

describe('the back office settings: who may (issue 13 item 3)', () => {
  it("lists a manager's own restaurants only, an admin's every one", async () => {
    const venues = (token: string) =>
      t.app.inject({ method: 'GET', url: '/srv/backoffice/venues', headers: bearer(token) });
    expect((await venues(manager)).json().data.map((v: { ir: string }) => v.ir)).toEqual([pizzeria.ir]);
    const admin = await signIn(t.app, 'tecnico@comanda.demo', 9000);
    expect((await venues(admin)).json().data.length).toBe(demo.restaurants.length);
  });

  it("reads a restaurant's settings for its manager, and refuses others readably", async () => {
    const read = await settings();
    expect(read.shifts).toEqual(pizzeria.shifts);
    expect(read.holidays).toEqual([]);
    const foreign = await settingsOf(otherManager);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toMatchObject({ code: 'forbidden', key: 'm1_err_forbidden_module' });
    expect((await settingsOf(kitchen)).statusCode).toBe(403); // a kitchen session is not the back office
    const anonymous = await t.app.inject({
      method: 'GET',
      url: `/srv/backoffice/settings?ir=${pizzeria.ir}`,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await settingsOf(manager, 'noExisteResto0000000001')).statusCode).toBe(404);
  });

  it("refuses another restaurant's manager every write, writing nothing", async () => {
    await expectNothingWritten(async () => {
      const res = await save(otherManager, 'hours', { shifts: pizzeria.shifts, holidays: ['2026-12-25'] });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('No tienes permisos para este módulo');
      expect((await save(otherManager, 'tables', { tables: [] })).statusCode).toBe(403);
      expect((await save(otherManager, 'payment-methods', { paymentMethods: [] })).statusCode).toBe(403);
      expect((await save(otherManager, 'kiosk', { kiosk: pizzeria.kiosk })).statusCode).toBe(403);
    });
  });
});

describe('opening shifts and holidays', () => {
  it('closes the menu on a holiday: one new version, a change row with before and after', async () => {
    const before = await settings();
    expect(await menuTa()).toBe(1);
    const res = await save(manager, 'hours', {
      shifts: before.shifts,
      holidays: ['2026-11-23', '2026-12-25'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.changed).toBe(true);
    expect(BigInt(res.json().data.version)).toBeGreaterThan(BigInt(before.version));
    expect(await menuTa()).toBe(-1);
    const [change] = await catalogChanges(t.db, pizzeria.ir);
    expect(change).toMatchObject({
      what: 'settings.hours',
      who: 'gerente.forestal@example.com',
      before: { shifts: before.shifts, holidays: [] },
      after: { shifts: before.shifts, holidays: ['2026-11-23', '2026-12-25'] },
      version: res.json().data.version,
    });
    // The day after, the same shifts serve again.
    now = new Date('2026-11-24T15:00:00Z');
    expect(await menuTa()).toBe(1);
    now = new Date('2026-11-23T15:00:00Z');
  });

  it('saves the same hours again as no change: no version, no row', async () => {
    const current = await settings();
    await expectNothingWritten(async () => {
      const res = await save(manager, 'hours', { shifts: current.shifts, holidays: current.holidays });
      expect(res.json().data).toEqual({ version: current.version, changed: false });
    });
  });

  it('refuses a date that is not one, no shift at all and a repeated shift, writing nothing', async () => {
    const { shifts } = await settings();
    await expectNothingWritten(async () => {
      const badDate = await save(manager, 'hours', { shifts, holidays: ['2026-13-01'] });
      expect(badDate.statusCode).toBe(400);
      expect(badDate.json().error).toMatchObject({ code: 'bad_request', key: 'p1_err_invalid_request' });
      expect(badDate.json().error.message).toContain('holidays.0');
      const none = await save(manager, 'hours', { shifts: [], holidays: [] });
      expect(none.statusCode).toBe(400);
      const twice = await save(manager, 'hours', { shifts: [shifts[0], shifts[0]], holidays: [] });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().error).toMatchObject({ code: 'settings_invalid', key: 'p1_err_settings_invalid' });
      expect(twice.json().error.message).toContain('está repetido');
      const nul = await save(manager, 'hours', { shifts: [{ ...shifts[0], jid: 'a\u0000b' }], holidays: [] });
      expect(nul.statusCode).toBe(400);
      expect(nul.json().error.params.detail[0].key).toBe('p1_err_v_unstorable');
    });
  });
});

describe('tables and sectors, payment methods', () => {
  it('replaces the tables with their sectors, and refuses a repeated table id', async () => {
    const tables = [
      { id: 't1', nm: 'Mesa 1', sector: 'Terraza' },
      { id: 't2', nm: 'Mesa 2', nmTrad: { en: 'Table 2' }, sector: 'Salón' },
    ];
    const res = await save(manager, 'tables', { tables });
    expect(res.statusCode).toBe(200);
    expect((await settings()).tables).toEqual(tables);
    expect((await catalogChanges(t.db, pizzeria.ir))[0]).toMatchObject({
      what: 'settings.tables',
      after: tables,
    });
    await expectNothingWritten(async () => {
      const twice = await save(manager, 'tables', { tables: [tables[0], tables[0]] });
      expect(twice.statusCode).toBe(400);
      expect(twice.json().error).toMatchObject({
        code: 'settings_invalid',
        key: 'p1_err_settings_invalid',
        message: "Cambio no válido: mesa 't1' está repetido",
      });
    });
  });

  it('replaces the payment methods with names in es and en', async () => {
    const paymentMethods = [
      { id: 0, nm: 'Pago al recibir', nmTrad: { en: 'Pay on receipt' } },
      { id: 5011, nm: 'Tarjeta', nmTrad: { en: 'Card' } },
    ];
    const res = await save(manager, 'payment-methods', { paymentMethods });
    expect(res.statusCode).toBe(200);
    expect((await settings()).paymentMethods).toEqual(paymentMethods);
    await expectNothingWritten(async () => {
      const unnamed = await save(manager, 'payment-methods', { paymentMethods: [{ id: 1, nm: '' }] });
      expect(unnamed.statusCode).toBe(400);
      expect(unnamed.json().error).toMatchObject({
        code: 'bad_request',
        key: 'p1_err_invalid_request',
        message: 'Solicitud inválida: paymentMethods.0.nm: Mínimo 1 caracteres',
      });
      // A code the spec does not name, and that is no negative id of the venue's own: refused by its code.
      const unknown = await save(manager, 'payment-methods', {
        paymentMethods: [...paymentMethods, { id: 1234, nm: 'Inventado' }],
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().error.message).toContain(
        'El código 1234 no es un medio de pago conocido: elige uno de la lista o usa un código negativo propio',
      );
    });
    const own = [...paymentMethods, { id: -7, nm: 'Cheque' }];
    expect((await save(manager, 'payment-methods', { paymentMethods: own })).statusCode).toBe(200);
  });
});

describe('the kiosk configuration', () => {
  async function pairDevice(nm: string): Promise<string> {
    const admin = await signIn(t.app, 'tecnico@comanda.demo', 9000);
    const code = ZKioskCodeAnswer.parse(
      (await t.app.inject({ method: 'POST', url: '/srv/kiosk/code', payload: {} })).json().data,
    );
    await t.app.inject({
      method: 'POST',
      url: '/srv/kiosk/verify',
      headers: bearer(admin),
      payload: { code: code.code, ir: pizzeria.ir, il: pizzeria.il, dp: '1', nm },
    });
    const poll = await t.app.inject({ method: 'GET', url: `/srv/kiosk/pairing?pid=${code.pairingId}` });
    const status = ZKioskPairingStatus.parse(poll.json().data);
    if (status.status !== 'paired') throw new Error(status.status);
    return status.identity.iu;
  }

  it("chooses the kitchen printer among the venue's devices, with width, disco mode and messages", async () => {
    const device = await pairDevice('Caja 1');
    const listed = await settings();
    expect(listed.devices).toContainEqual({ id: device, name: 'Caja 1', revoked: false });
    const kiosk = {
      ...listed.kiosk!,
      orderType: 2 as const,
      discoMode: true,
      welcomeText: 'Bienvenido',
      welcomeTextTrad: { en: 'Welcome' },
      printerConfig: { ...listed.kiosk!.printerConfig, ancho: 48, kitchenDevice: device },
    };
    const res = await save(manager, 'kiosk', { kiosk });
    expect(res.statusCode).toBe(200);
    expect((await settings()).kiosk).toEqual(kiosk);
    // The kiosk reads its configuration from the restaurant's answer: the same change reaches it.
    const info = await t.app.inject({
      method: 'GET',
      url: `/srv/test?xir=${pizzeria.ir}&xil=${pizzeria.il}`,
    });
    expect(info.json().data.cfg.kiosk.printerConfig).toMatchObject({ ancho: 48, kitchenDevice: device });
  });

  it('refuses a kitchen printer that is not an active device of the venue, writing nothing', async () => {
    const { kiosk } = await settings();
    await expectNothingWritten(async () => {
      const res = await save(manager, 'kiosk', {
        kiosk: { ...kiosk!, printerConfig: { ...kiosk!.printerConfig, kitchenDevice: '999999' } },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'kitchen_device_unknown',
        message: 'La impresora de cocina debe ser un dispositivo activo de este local',
      });
      const badType = await save(manager, 'kiosk', { kiosk: { ...kiosk!, orderType: 7 } });
      expect(badType.statusCode).toBe(400);
      expect(badType.json().error).toMatchObject({
        code: 'bad_request',
        key: 'p1_err_invalid_request',
        message: 'Solicitud inválida: kiosk.orderType: Valor inválido',
      });
      // A totem takes kiosk codes only (spec/3 §9), once each; wallet 5010 needs its register.
      const webCode = await save(manager, 'kiosk', { kiosk: { ...kiosk!, payMethods: [1000, 0] } });
      expect(webCode.statusCode).toBe(400);
      expect(webCode.json().error.message).toContain('El totem no puede cobrar con el medio de pago 0');
      const noRegister = await save(manager, 'kiosk', { kiosk: { ...kiosk!, payMethods: [5010] } });
      expect(noRegister.json().error.message).toContain('La billetera con QR de caja necesita una caja');
    });
  });

  it('hands the kitchen ticket of a web order to the device chosen here first (the claim reads the choice)', async () => {
    const other = await pairKiosk(t.app);
    const chosen = await pairKiosk(t.app);
    const { kiosk } = await settings();
    const res = await save(manager, 'kiosk', {
      kiosk: { ...kiosk!, printerConfig: { ...kiosk!.printerConfig, kitchenDevice: chosen.id } },
    });
    expect(res.statusCode).toBe(200);
    // A web order's kitchen ticket: the restaurant's, no device of its own (store/print-jobs.ts).
    await t.db.query(
      `insert into print_jobs (id, kind, order_id, ir, device_id, args, status, created_at)
       values ('pj-back-office-1', 'order', null, $1, null, '{"kind":"kitchen"}'::jsonb, 'pending', $2)`,
      [pizzeria.ir, now],
    );
    const claim = async (token: string) =>
      z
        .array(ZPrintJob)
        .parse(
          (
            await t.app.inject({
              method: 'POST',
              url: '/srv/print/claim',
              headers: bearer(token),
              payload: {},
            })
          ).json().data,
        )
        .map((job) => job.id);
    expect(await claim(other.token)).not.toContain('pj-back-office-1');
    expect(await claim(chosen.token)).toContain('pj-back-office-1');
  });
});

describe('the kitchen: when an order paid on receipt reaches it, and the board timers', () => {
  const kitchenSettings = {
    kitchenRelease: 'confirmed',
    kitchenTimers: {
      arrivalAmberMinutes: 3,
      arrivalRedMinutes: 6,
      confirmedAmberMinutes: 20,
      confirmedRedMinutes: 30,
    },
  };

  it('saves both with one version and a change row, and the kitchen board reads the new limits', async () => {
    const before = await settings();
    const res = await save(manager, 'kitchen', kitchenSettings);
    expect(res.statusCode).toBe(200);
    const after = await settings();
    expect(after).toMatchObject(kitchenSettings);
    expect(BigInt(after.version)).toBeGreaterThan(BigInt(before.version));
    expect((await catalogChanges(t.db, pizzeria.ir))[0]).toMatchObject({
      what: 'settings.kitchen',
      before: { kitchenRelease: before.kitchenRelease, kitchenTimers: before.kitchenTimers },
      after: kitchenSettings,
    });
    const venues = await t.app.inject({ method: 'GET', url: '/srv/staff/venues', headers: bearer(kitchen) });
    const listed = venues.json().data.find((v: { ir: string }) => v.ir === pizzeria.ir);
    expect(listed.timers).toEqual(kitchenSettings.kitchenTimers);
  });

  it('refuses a red that does not come after amber, or no release rule, readably and writing nothing', async () => {
    await expectNothingWritten(async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/srv/backoffice/settings/kitchen',
        headers: { ...bearer(manager), 'accept-language': 'en' },
        payload: {
          ir: pizzeria.ir,
          ...kitchenSettings,
          kitchenTimers: { ...kitchenSettings.kitchenTimers, arrivalRedMinutes: 3 },
        },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/rojo.*después del ámbar/);
      const wrongRule = await save(manager, 'kitchen', { ...kitchenSettings, kitchenRelease: 'never' });
      expect(wrongRule.statusCode).toBe(400);
    });
  });

  it("refuses another restaurant's manager and the kitchen staff", async () => {
    await expectNothingWritten(async () => {
      expect((await save(otherManager, 'kitchen', kitchenSettings)).statusCode).toBe(403);
      expect((await save(kitchen, 'kitchen', kitchenSettings)).statusCode).toBe(403);
    });
  });
});

describe("the settings' change history", () => {
  const history = (token: string, query: string) =>
    t.app.inject({ method: 'GET', url: `/srv/backoffice/changes?${query}`, headers: bearer(token) });

  it("lists the settings' changes apart from the menu's, with who made them by e-mail and name", async () => {
    await t.db.query("update users set first_name = 'Gloria', last_name = 'Forestal' where email = $1", [
      'gerente.forestal@example.com',
    ]);
    const product = pizzeria.menu.products[0]!;
    await t.app.inject({
      method: 'POST',
      url: '/srv/backoffice/stock',
      headers: bearer(manager),
      payload: { ir: pizzeria.ir, kind: 'product', id: product.ip, stock: 7, crinvol: 0, agot: false },
    });
    const hours = await settings();
    expect(
      (await save(manager, 'hours', { shifts: hours.shifts, holidays: ['2027-01-01'] })).statusCode,
    ).toBe(200);
    const whats = async (query: string) => {
      const res = await history(manager, query);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { what: string; who: string; whoName: string }[];
    };
    const inSettings = await whats(`ir=${pizzeria.ir}&area=settings`);
    expect(inSettings[0]).toMatchObject({
      what: 'settings.hours',
      who: 'gerente.forestal@example.com',
      whoName: 'Gloria Forestal',
    });
    expect(inSettings.every((c) => /^(settings|coupon|staff)\./.test(c.what))).toBe(true);
    const inMenu = await whats(`ir=${pizzeria.ir}&area=menu`);
    expect(inMenu[0]).toMatchObject({ what: 'product.stock' });
    expect(inMenu.every((c) => /^(product|category|extraGroup|extra)\./.test(c.what))).toBe(true);
    const all = await whats(`ir=${pizzeria.ir}`);
    expect(all.length).toBe(inSettings.length + inMenu.length);
  });

  it('refuses an area it does not know, and a venue the caller does not manage', async () => {
    const unknown = await history(manager, `ir=${pizzeria.ir}&area=kitchen`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.key).toBe('p1_err_invalid_request');
    expect((await history(otherManager, `ir=${pizzeria.ir}&area=settings`)).statusCode).toBe(403);
  });
});

describe('table service: check-in payment, guests and calling the waiter (issue 14)', () => {
  const tableService = {
    selfatpay: 3,
    selfAnonymousLogin: false,
    selfGenerateQR: false,
    callWaiterFooter: false,
    callWaiterIcon: true,
    callWaiterComment: false,
    callWaiterAskTable: true,
    selfatpwd: false,
    checkInPassword: '',
  };

  it('saves the section with one version and a change row, and the menu reads it', async () => {
    const before = await settings();
    const res = await save(manager, 'table-service', { tableService });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.changed).toBe(true);
    const after = await settings();
    expect(after.tableService).toEqual(tableService);
    expect(BigInt(after.version)).toBeGreaterThan(BigInt(before.version));
    expect((await catalogChanges(t.db, pizzeria.ir))[0]).toMatchObject({
      what: 'settings.table-service',
      before: before.tableService,
      after: tableService,
    });
    // What the menu and checkout read: the app configuration of the restaurant's profile.
    const info = await t.app.inject({
      method: 'GET',
      url: `/srv/test?xir=${pizzeria.ir}&xil=${pizzeria.il}`,
    });
    expect(info.json().data.cfg.app).toMatchObject({
      selfatpay: 3,
      selfAnonymousLogin: false,
      callWaiterIcon: true,
    });
    // The same again is no change: no version, no row.
    await expectNothingWritten(async () => {
      const again = await save(manager, 'table-service', { tableService });
      expect(again.json().data.changed).toBe(false);
    });
    await save(manager, 'table-service', { tableService: before.tableService });
  });

  it('switches the check-in password on with its password: orders at a table then need it; off again', async () => {
    const before = await settings();
    const on = { ...before.tableService, selfatpwd: true, checkInPassword: ' 4321 ' };
    const res = await save(manager, 'table-service', { tableService: on });
    expect(res.statusCode, res.body).toBe(200);
    // Stored as the import stores it: the flag in the app configuration, the password beside it, trimmed.
    const [row] = await t.db.query<{ selfatpwd: boolean; pwd: string }>(
      `select (profile->'app'->>'selfatpwd')::boolean as selfatpwd, profile->>'checkInPassword' as pwd
       from restaurants where ir = $1`,
      [pizzeria.ir],
    );
    expect(row).toEqual({ selfatpwd: true, pwd: '4321' });
    expect((await settings()).tableService).toMatchObject({ selfatpwd: true, checkInPassword: '4321' });
    expect((await catalogChanges(t.db, pizzeria.ir))[0]).toMatchObject({
      what: 'settings.table-service',
      before: { selfatpwd: false },
      after: { selfatpwd: true, checkInPassword: '4321' },
    });
    // No diner's answer carries the password.
    const info = await t.app.inject({
      method: 'GET',
      url: `/srv/test?xir=${pizzeria.ir}&xil=${pizzeria.il}`,
    });
    expect(info.json().data.cfg.app.selfatpwd).toBe(true);
    expect(info.body).not.toContain('4321');
    await save(manager, 'table-service', { tableService: before.tableService });
    expect((await settings()).tableService).toMatchObject({ selfatpwd: false });
  });

  it('refuses the password switched on with none, or one too long, writing nothing', async () => {
    const { tableService: current } = await settings();
    await expectNothingWritten(async () => {
      const empty = await save(manager, 'table-service', {
        tableService: { ...current, selfatpwd: true, checkInPassword: '   ' },
      });
      expect([empty.statusCode, empty.json().error.code]).toEqual([400, 'settings_invalid']);
      expect(empty.json().error.message).toContain('checkInPassword');
      const long = await save(manager, 'table-service', {
        tableService: { ...current, selfatpwd: true, checkInPassword: 'x'.repeat(65) },
      });
      expect(long.statusCode).toBe(400);
    });
  });

  it('refuses a payment mode outside 0–3, another manager and the kitchen staff, writing nothing', async () => {
    await expectNothingWritten(async () => {
      const wrong = await save(manager, 'table-service', { tableService: { ...tableService, selfatpay: 4 } });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error.code).toBeTruthy();
      expect((await save(otherManager, 'table-service', { tableService })).statusCode).toBe(403);
      expect((await save(kitchen, 'table-service', { tableService })).statusCode).toBe(403);
    });
  });
});

describe("the restaurant's contact and description (issue 18 item 1)", () => {
  const contact = {
    phone: '+56 2 2000 0101',
    wha: '+56 9 6000 0101',
    mail: 'hola@forestal.example',
    web: 'forestal.example',
    inst: '@pizzeriaforestal',
    fb: 'pizzeriaforestal',
    tw: '',
    fiscalId: '76.000.101-1',
    des: 'Masa madre y horno a leña.',
    desTrad: { en: 'Sourdough and a wood-fired oven.' },
  };

  it('saves the section with a change row, and the info screen reads it', async () => {
    const before = await settings();
    const res = await save(manager, 'contact', { contact });
    expect(res.statusCode).toBe(200);
    expect((await settings()).contact).toEqual(contact);
    expect((await catalogChanges(t.db, pizzeria.ir))[0]).toMatchObject({
      what: 'settings.contact',
      after: contact,
    });
    // What the information screen reads (GET /srv/test, spec/1 §7).
    const info = await t.app.inject({
      method: 'GET',
      url: `/srv/test?xir=${pizzeria.ir}&xil=${pizzeria.il}`,
    });
    expect(info.json().data.webConfig).toMatchObject({
      phone: contact.phone,
      inst: contact.inst,
      des: contact.des,
    });
    // The English description left out is gone, not kept.
    const { desTrad: _english, ...spanishOnly } = contact;
    await save(manager, 'contact', { contact: spanishOnly });
    expect((await settings()).contact.desTrad).toBeUndefined();
    await save(manager, 'contact', { contact: before.contact });
  });

  it('refuses a field that makes no link, naming it, and another manager, writing nothing', async () => {
    await expectNothingWritten(async () => {
      const wrong = await save(manager, 'contact', { contact: { ...contact, inst: 'pizzeria forestal' } });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toMatchObject({
        code: 'contact_unlinkable',
        key: 'p1_err_contact_unlinkable',
        message: 'El Instagram «pizzeria forestal» no sirve como enlace: revisa cómo está escrito.',
      });
      expect((await save(otherManager, 'contact', { contact })).statusCode).toBe(403);
    });
  });
});
