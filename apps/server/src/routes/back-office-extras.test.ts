import { type TBackOfficeMenu, ZBackOfficeMenu, ZMenu, ZSaveOrderAnswer } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { installWriteLog } from '../testing/write-log.ts';
import {
  AT,
  bearer,
  irlOf,
  margarita,
  pickupOrder,
  pizzeria,
  sanguches,
  saveOrder,
} from './orders-fixtures.ts';

/**
 * Issue 13 item 3's last gaps, server side: extras groups edited and refused readably, products offered only
 * for some dispatch types (the back office sets it, the order check holds it), and holidays in the menu answer
 * and the deferred-order check.
 */
let t: TestApp;
let admin: string;
let ana: string;
let writes: { takeWrites(): Promise<string[]> };
beforeAll(async () => {
  t = await createTestApp({ at: AT });
  admin = await signIn(t.app, 'soporte@comanda.demo', 9000);
  ana = await signIn(t.app, 'ana@correo.cl');
  writes = await installWriteLog(t.db);
});
afterAll(() => t.close());

const post = (path: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/srv/backoffice/${path}`, headers: bearer(admin), payload });
const backOfficeMenu = async (ir = pizzeria.ir): Promise<TBackOfficeMenu> =>
  ZBackOfficeMenu.parse(
    (
      await t.app.inject({ method: 'GET', url: `/srv/backoffice/menu?ir=${ir}`, headers: bearer(admin) })
    ).json().data,
  );
const dinerMenu = async (venue: { ir: string; il: string }) =>
  ZMenu.parse(
    (await t.app.inject({ method: 'POST', url: '/srv/getrestomenu', payload: { irl: irlOf(venue) } })).json()
      .data,
  );
const draftOf = ({
  stock: _s,
  crinvol: _c,
  agot: _a,
  ...draft
}: TBackOfficeMenu['menu']['products'][number]) => draft;

describe('extras groups in the back office (issue 13 item 3)', () => {
  const group = {
    codJextras: 'bo-queso',
    nomCatExtra: 'Queso extra',
    nombreTrad: { en: 'Extra cheese' },
    min: 0,
    max: 2,
    multi: true,
    extras: ['bo-mozzarella', 'bo-parmesano'],
  };
  const extras = [
    {
      pl: 'bo-mozzarella',
      np: 'Mozzarella',
      nombreTrad: { en: 'Mozzarella' },
      pm: 900,
      refpr: 1200,
      maxex: 2,
    },
    { pl: 'bo-parmesano', np: 'Parmesano', pm: 1100 },
  ];

  it('refuses a minimum above the maximum and an extra code of another group, readably, writing nothing', async () => {
    const { version } = await backOfficeMenu();
    await writes.takeWrites();
    const minAboveMax = await post('extra-group', {
      ir: pizzeria.ir,
      group: { ...group, min: 3, max: 1 },
      extras,
    });
    expect(minAboveMax.statusCode).toBe(400);
    expect(minAboveMax.json().error).toMatchObject({ code: 'bad_request' });
    expect(minAboveMax.json().error.message).toBe(
      'Solicitud inválida: group: El mínimo no puede superar al máximo',
    );
    expect(JSON.stringify(minAboveMax.json().error.params)).toContain('p1_err_v_extras_min_max');
    // 'fz-tam-individual' is already an extra of the pizzeria's size group: one code, one extra.
    const taken = await post('extra-group', {
      ir: pizzeria.ir,
      group: { ...group, extras: ['fz-tam-individual'] },
      extras: [{ pl: 'fz-tam-individual', np: 'Otra', pm: 1 }],
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error).toMatchObject({ code: 'catalog_refused', key: 'p1_err_catalog_refused' });
    expect(taken.json().error.message).toContain('fz-tam-individual');
    expect(await writes.takeWrites()).toEqual([]);
    expect((await backOfficeMenu()).version).toBe(version);
  });

  it('saves a group, attaches it to a product, and the diner’s menu offers it; deleting it while used names the product', async () => {
    expect((await post('extra-group', { ir: pizzeria.ir, group, extras })).statusCode).toBe(200);
    const margaritaDraft = draftOf(
      (await backOfficeMenu()).menu.products.find((p) => p.ip === 'fz-margarita')!,
    );
    const attach = await post('product', {
      ir: pizzeria.ir,
      product: { ...margaritaDraft, jb: [...margaritaDraft.jb, group.codJextras] },
    });
    expect(attach.statusCode, attach.body).toBe(200);
    const menu = await dinerMenu(pizzeria);
    expect(menu.prods.find((p) => p.ip === 'fz-margarita')?.jb).toContain('bo-queso');
    expect(menu.jextras.find((g) => g.codJextras === 'bo-queso')).toMatchObject({
      min: 0,
      max: 2,
      multi: true,
    });
    expect(menu.extras.find((e) => e.pl === 'bo-mozzarella')).toMatchObject({
      pm: 900,
      refpr: 1200,
      maxex: 2,
    });

    await writes.takeWrites();
    const inUse = await post('delete', { ir: pizzeria.ir, kind: 'extraGroup', id: 'bo-queso' });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error).toMatchObject({ code: 'group_in_use', key: 'p1_err_group_in_use' });
    expect(inUse.json().error.message).toBe(
      "El grupo 'Queso extra' lo usan productos (Pizza Margarita): quítalo de ellos antes de borrarlo",
    );
    expect(await writes.takeWrites()).toEqual([]);

    // An order may take the new extras, priced by the server (a margarita with two mozzarellas).
    const order = await saveOrder(
      t.app,
      ana,
      pickupOrder({
        lines: [{ ...margarita(), extras: { ...margarita().extras, 'bo-queso': [['bo-mozzarella', 2]] } }],
      }),
    );
    expect(order.statusCode, order.body).toBe(200);
    const saved = ZSaveOrderAnswer.parse(order.json().data);
    if (saved.preflight) throw new Error('expected an order');
    const plain = ZSaveOrderAnswer.parse(
      (await saveOrder(t.app, ana, pickupOrder({ preflight: true }))).json().data,
    );
    expect(saved.order.det.subtotal - (plain.preflight ? plain.totals.subtotal : 0)).toBe(1800);

    // Detached, it can go, extras and all.
    expect((await post('product', { ir: pizzeria.ir, product: margaritaDraft })).statusCode).toBe(200);
    expect((await post('delete', { ir: pizzeria.ir, kind: 'extraGroup', id: 'bo-queso' })).statusCode).toBe(
      200,
    );
    expect((await dinerMenu(pizzeria)).extras.some((e) => e.pl.startsWith('bo-'))).toBe(false);
  });
});

describe('availability by dispatch type (issue 13 item 3)', () => {
  it('a product offered for pickup only reaches the menu with its types; a delivery line of it is refused, nothing written', async () => {
    const draft = draftOf((await backOfficeMenu()).menu.products.find((p) => p.ip === 'fz-margarita')!);
    const empty = await post('product', { ir: pizzeria.ir, product: { ...draft, tipos: [] } });
    expect(empty.statusCode).toBe(400);
    const saved = await post('product', { ir: pizzeria.ir, product: { ...draft, tipos: [1, 3] } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await dinerMenu(pizzeria)).prods.find((p) => p.ip === 'fz-margarita')?.tipos).toEqual([1, 3]);

    await writes.takeWrites();
    const delivery = await saveOrder(
      t.app,
      ana,
      // The lines are checked before the address: none is needed to hear about them.
      pickupOrder({ tipo: 2 }),
    );
    expect(delivery.statusCode).toBe(400);
    expect(delivery.json().error).toMatchObject({ key: 'p1_err_invalid_line_named' });
    expect(delivery.json().error.message).toBe(
      "Datos invalidos en orden: Línea 1 ('Pizza Margarita'): no se ofrece para delivery",
    );
    expect(await writes.takeWrites()).toEqual([]);
    expect((await saveOrder(t.app, ana, pickupOrder())).statusCode).toBe(200);

    // Offered everywhere again: the list goes, as an imported product without one.
    expect((await post('product', { ir: pizzeria.ir, product: draft })).statusCode).toBe(200);
    expect((await dinerMenu(pizzeria)).prods.find((p) => p.ip === 'fz-margarita')).not.toHaveProperty(
      'tipos',
    );
  });
});

describe('holidays of deferred orders (issue 13 item 3; demo 102 takes pickups up to 2 days ahead)', () => {
  it('the menu lists the venue’s holidays, and an order for one is refused while the next day is taken', async () => {
    // AT is Tuesday 24 November 2026, 12:00 in Santiago.
    const hours = await post('settings/hours', {
      ir: sanguches.ir,
      shifts: sanguches.shifts,
      holidays: ['2026-11-25'],
    });
    expect(hours.statusCode, hours.body).toBe(200);
    expect((await dinerMenu(sanguches)).holidays).toEqual(['2026-11-25']);
    const pickup = (fechaDespacho: string) =>
      pickupOrder({
        irl: irlOf(sanguches),
        lines: [{ ip: 'mp-empanada-pino', cant: 1 }],
        fechaDespacho,
        horaDespacho: '12:30',
      });
    const onHoliday = await saveOrder(t.app, ana, pickup('2026-11-25'));
    expect(onHoliday.statusCode).toBe(400);
    expect(onHoliday.json().error.message).toBe(
      'La fecha de entrega solicitada no está disponible, debe seleccionar otra fecha.',
    );
    expect((await saveOrder(t.app, ana, pickup('2026-11-26'))).statusCode).toBe(200);
  });
});
