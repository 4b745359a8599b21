import { ZKioskPairingStatus, ZPrintJob, ZSaveOrderAnswer } from '@comanda/domain';
import { ZTicketOrder } from '@comanda/printing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import {
  AT,
  bearer,
  irlOf,
  margarita,
  pickupOrder,
  pizzeria,
  sanguches,
  saveOrder,
  taberna,
} from './orders-fixtures.ts';

// Issue 12 item 1: a portal totem sells for the restaurant its diner chose, and its ticket prints on it.
let t: TestApp;
let portal: { token: string; id: string };
beforeAll(async () => {
  t = await createTestApp({ at: AT });
  const tecnico = await signIn(t.app, 'tecnico@comanda.demo', 9000);
  const code = (
    await t.app.inject({ method: 'POST', url: '/srv/kiosk/code', payload: { iu: 'portal-1' } })
  ).json().data;
  await t.app.inject({
    method: 'POST',
    url: '/srv/kiosk/verify',
    headers: bearer(tecnico),
    payload: { code: code.code, portal: 'patio-santiago' },
  });
  const status = ZKioskPairingStatus.parse(
    (await t.app.inject({ method: 'GET', url: `/srv/kiosk/pairing?pid=${code.pairingId}` })).json().data,
  );
  if (status.status !== 'paired-portal') throw new Error(`portal not paired: ${status.status}`);
  portal = { token: status.portal.to, id: status.portal.iu };
});
afterAll(() => t.close());

const kioskOrder = (irl: string, prepago: number) => ({
  ...pickupOrder({ irl, tipo: 5, prepago, condiciones: false, lines: [margarita(1)] }),
  mesa: '12',
  terminal: 'T-01',
});

describe('a portal totem sells (issue 12 item 1)', () => {
  it("saves a cash order for a portal restaurant, and the diner's receipt goes to the portal device", async () => {
    const res = await saveOrder(t.app, portal.token, kioskOrder(irlOf(pizzeria), 1000), '?kio=1');
    expect(res.statusCode, res.body).toBe(200);
    const answer = ZSaveOrderAnswer.parse(res.json().data);
    if (answer.preflight) throw new Error('expected a saved order');
    const claim = await t.app.inject({
      method: 'POST',
      url: '/srv/print/claim',
      headers: bearer(portal.token),
      payload: {},
    });
    const job = z
      .array(ZPrintJob)
      .parse(claim.json().data)
      .find((j) => j.iped === answer.order.iped);
    expect(job?.device_id).toBe(portal.id);
    expect(ZTicketOrder.parse(job!.args.order)).toMatchObject({ locator: '12', orderType: 5, paid: false });
  });

  it('pays by card at the portal totem', async () => {
    const saved = ZSaveOrderAnswer.parse(
      (await saveOrder(t.app, portal.token, kioskOrder(irlOf(pizzeria), 5025), '?kio=1')).json().data,
    );
    if (saved.preflight) throw new Error('expected a saved order');
    const paid = await t.app.inject({
      method: 'POST',
      url: '/srv/kiosk/payment',
      headers: bearer(portal.token),
      payload: { iped: saved.order.iped, codigo: 5025, terminal: 'T-01', approved: true, reference: 'A-1' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.sp).toBe(2);
  });

  it('refuses a restaurant outside its portal, and one of its portal without a kiosk configuration', async () => {
    const outside = await saveOrder(t.app, portal.token, kioskOrder(irlOf(taberna), 1000), '?kio=1');
    expect(outside.statusCode).toBe(403);
    const noKiosk = await saveOrder(t.app, portal.token, kioskOrder(irlOf(sanguches), 1000), '?kio=1');
    expect(noKiosk.statusCode).toBe(403);
  });

  it('refuses a restaurant switched off (401), and a revoked portal device (403)', async () => {
    await t.db.query(
      `update restaurants set profile = jsonb_set(profile, '{app,active}', 'false'::jsonb) where ir = $1`,
      [pizzeria.ir],
    );
    const off = await saveOrder(t.app, portal.token, kioskOrder(irlOf(pizzeria), 1000), '?kio=1');
    await t.db.query(
      `update restaurants set profile = jsonb_set(profile, '{app,active}', 'true'::jsonb) where ir = $1`,
      [pizzeria.ir],
    );
    expect([off.statusCode, off.json().error.code]).toEqual([401, 'inactive']);
    await t.db.query('update kiosk_devices set revoked_at = $2 where id = $1', [portal.id, AT]);
    const revoked = await saveOrder(t.app, portal.token, kioskOrder(irlOf(pizzeria), 1000), '?kio=1');
    expect(revoked.statusCode).toBe(403);
  });
});
