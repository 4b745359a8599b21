import { ZMenu } from '@comanda/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { AT, bearer, irlOf, pickupOrder, sanguches, saveOrder } from './orders-fixtures.ts';

/**
 * Issue 15: deferred slots lie within the opening shifts the back office edits, not only within the dispatch
 * rows (rules/schedule-within-shifts.ts). Demo 102 takes pickups up to 2 days ahead, Monday to Saturday
 * 12:00–16:00; AT is Tuesday 24 November 2026, 12:00 in Santiago.
 */
let t: TestApp;
let admin: string;
let ana: string;
beforeAll(async () => {
  t = await createTestApp({ at: AT });
  admin = await signIn(t.app, 'soporte@comanda.demo', 9000);
  ana = await signIn(t.app, 'ana@correo.cl');
});
afterAll(() => t.close());

const WEDNESDAY = 2 ** 3;
const dinerMenu = async () =>
  ZMenu.parse(
    (
      await t.app.inject({ method: 'POST', url: '/srv/getrestomenu', payload: { irl: irlOf(sanguches) } })
    ).json().data,
  );
const pickup = (fechaDespacho: string, horaDespacho: string) =>
  pickupOrder({
    irl: irlOf(sanguches),
    lines: [{ ip: 'mp-empanada-pino', cant: 1 }],
    fechaDespacho,
    horaDespacho,
  });

describe('deferred slots within the opening shifts (issue 15)', () => {
  it('the back office closes Wednesdays and shortens lunch: the menu and the order check follow', async () => {
    // Lunch 12:00–14:00 Monday to Saturday but Wednesday; the evening and Sunday shifts as they were.
    const shifts = sanguches.shifts.map((s) =>
      s.jid === 'almuerzo' ? { ...s, hi: '12:00', hf: '14:00', d: s.d & ~WEDNESDAY } : s,
    );
    const hours = await t.app.inject({
      method: 'POST',
      url: '/srv/backoffice/settings/hours',
      headers: bearer(admin),
      payload: { ir: sanguches.ir, shifts, holidays: [] },
    });
    expect(hours.statusCode, hours.body).toBe(200);

    // The menu's dispatch rows are cut to the shifts: no Wednesday lunch, lunch ends at 14:00.
    const lunch = (await dinerMenu()).dt.filter((r) => r.hi === '12:00');
    expect(lunch).toHaveLength(1);
    expect(lunch[0]).toMatchObject({ d: 126 & ~WEDNESDAY, hf: '14:00' });

    for (const [fecha, hora] of [
      ['2026-11-25', '12:30'],
      ['2026-11-26', '15:00'],
    ] as const) {
      const res = await saveOrder(t.app, ana, pickup(fecha, hora));
      expect(res.statusCode, `${fecha} ${hora}`).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'time',
        key: 'p1_err_schedule_closed',
        message: `El local está cerrado a las ${hora} de ese día, debe seleccionar otro horario.`,
      });
    }
    expect((await saveOrder(t.app, ana, pickup('2026-11-26', '13:30'))).statusCode).toBe(200);
  });
});
