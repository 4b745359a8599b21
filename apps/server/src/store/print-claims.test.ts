import { KITCHEN_TICKET_CLAIM_SECONDS, mayClaimTicket, ZPrintJob } from '@comanda/domain';
import { ZKitchenOrder } from '@comanda/printing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { AT, bearer, pairKiosk, pickupOrder, pizzeria, saveOrder } from '../routes/orders-fixtures.ts';
import { signIn } from '../testing/sign-in.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { claimJobs } from './print-claims.ts';

// A web order's kitchen ticket is printed by exactly one device of the restaurant (issue 12 item 2). The
// claim's SQL (print-claims.ts) is held to the domain's mayClaimTicket over a table of cases, and two
// devices claiming at once never both win — on PGlite and, with COMANDA_TEST_DATABASE_URL, on PostgreSQL.
let now = AT;
let t: TestApp;
let a: { token: string; id: string };
let b: { token: string; id: string };
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  a = await pairKiosk(t.app);
  b = await pairKiosk(t.app);
});
afterAll(() => t.close());

const seconds = (s: number) => new Date(AT.getTime() + s * 1000);
const lease = KITCHEN_TICKET_CLAIM_SECONDS;
let jobs = 0;

/** A restaurant ticket row as a case sets it. */
async function ticket(row: {
  status?: 'pending' | 'printed';
  claimedBy?: string | null;
  claimedAt?: Date | null;
  createdAt?: Date;
}): Promise<string> {
  const id = `pj-claim-${++jobs}`;
  await t.db.query(
    `insert into print_jobs (id, kind, order_id, ir, device_id, args, status, created_at, claimed_by, claimed_at)
     values ($1, 'order', null, $2, null, '{"kind":"kitchen"}'::jsonb, $3, $4, $5, $6)`,
    [
      id,
      pizzeria.ir,
      row.status ?? 'pending',
      row.createdAt ?? AT,
      row.claimedBy ?? null,
      row.claimedAt ?? null,
    ],
  );
  return id;
}
const clearTickets = () => t.db.query("delete from print_jobs where id like 'pj-claim-%'");

describe('the claim in SQL matches the domain rule', () => {
  const holders = ['none', 'self', 'other'] as const;
  const claimedAts = [0, lease - 1, lease] as const;
  const kitchens = ['none', 'self', 'other'] as const;
  const ages = [1, lease - 1, lease + 5] as const;
  const cases = holders.flatMap((holder) =>
    claimedAts.flatMap((claimedAgo) =>
      kitchens.flatMap((kitchen) =>
        ages.flatMap((age) =>
          (['pending', 'printed'] as const).map((status) => ({ holder, claimedAgo, kitchen, age, status })),
        ),
      ),
    ),
  );

  it(`agrees on all ${cases.length} cases`, async () => {
    const device = (who: 'none' | 'self' | 'other') =>
      who === 'self' ? a.id : who === 'other' ? b.id : null;
    for (const c of cases) {
      await clearTickets();
      const at = seconds(c.age);
      const row = {
        status: c.status,
        claimedBy: device(c.holder),
        claimedAt: c.holder === 'none' ? null : new Date(at.getTime() - c.claimedAgo * 1000),
        createdAt: AT,
      };
      const id = await ticket(row);
      const kitchenDevice = device(c.kitchen);
      const claimed = await claimJobs(t.db, { id: a.id, ir: pizzeria.ir, kitchenDevice }, at);
      const expected = mayClaimTicket({ ...row, deviceId: null }, { deviceId: a.id, kitchenDevice }, at);
      expect({ ...c, claimed: claimed.some((j) => j.id === id) }).toEqual({ ...c, claimed: expected });
    }
    await clearTickets();
  });

  it('never claims a ticket addressed to another device, and hands each device its own', async () => {
    await t.db.query(
      `insert into print_jobs (id, kind, order_id, ir, device_id, args, created_at)
       values ('pj-claim-own-b', 'message', null, $1, $2, '{"kind":"message"}'::jsonb, $3)`,
      [pizzeria.ir, b.id, AT],
    );
    const ofA = await claimJobs(t.db, { id: a.id, ir: pizzeria.ir, kitchenDevice: null }, AT);
    const ofB = await claimJobs(t.db, { id: b.id, ir: pizzeria.ir, kitchenDevice: null }, AT);
    expect(ofA.map((j) => j.id)).not.toContain('pj-claim-own-b');
    expect(ofB.map((j) => j.id)).toContain('pj-claim-own-b');
    await clearTickets();
  });

  it('gives each ticket to exactly one of two devices claiming at once', async () => {
    const ids = await Promise.all(Array.from({ length: 20 }, () => ticket({})));
    const rounds = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        claimJobs(t.db, { id: i % 2 ? a.id : b.id, ir: pizzeria.ir, kitchenDevice: null }, seconds(1)),
      ),
    );
    const winners = new Map<string, Set<string>>();
    rounds.forEach((jobs, i) => {
      for (const job of jobs) {
        if (!ids.includes(job.id)) continue;
        const set = winners.get(job.id) ?? new Set();
        set.add(i % 2 ? a.id : b.id);
        winners.set(job.id, set);
      }
    });
    expect(winners.size).toBe(ids.length);
    for (const devices of winners.values()) expect(devices.size).toBe(1);
    await clearTickets();
  });
});

describe('a paid web order prints one kitchen ticket (POST /srv/print/claim)', () => {
  const claim = async (token: string) =>
    z
      .array(ZPrintJob)
      .parse(
        (
          await t.app.inject({ method: 'POST', url: '/srv/print/claim', headers: bearer(token), payload: {} })
        ).json().data,
      );
  const pending = async (token: string) =>
    z
      .array(ZPrintJob)
      .parse(
        (await t.app.inject({ method: 'GET', url: '/srv/print/pending', headers: bearer(token) })).json()
          .data,
      );

  it('goes to one device, is taken over after a silent lease, and never again once printed', async () => {
    now = AT;
    const ana = await signIn(t.app, 'ana@correo.cl');
    const saved = await saveOrder(t.app, ana, pickupOrder({ prepago: 5011 }));
    const { order, redirect } = saved.json().data;
    await t.app.inject({
      method: 'POST',
      url: `${redirect}&d=approve`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    const [row] = await t.db.query<{ id: string; args: { kind: string; order: unknown } }>(
      'select id, args from print_jobs where order_id = $1',
      [order.iped],
    );
    // The kitchen's ticket, not the diner's receipt: dispatch type, customer, paid; no totals.
    expect(row!.args.kind).toBe('kitchen');
    expect(ZKitchenOrder.parse(row!.args.order)).toMatchObject({ dispatchType: 1, paid: true });
    expect(row!.args.order).not.toHaveProperty('totals');

    const [first, second] = await Promise.all([claim(a.token), claim(b.token)]);
    const holders = [first, second].filter((jobs) => jobs.some((j) => j.id === row!.id));
    expect(holders).toHaveLength(1);
    const [holder, other] = first.some((j) => j.id === row!.id) ? [a, b] : [b, a];
    expect((await pending(holder.token)).map((j) => j.id)).toContain(row!.id);
    expect((await pending(other.token)).map((j) => j.id)).not.toContain(row!.id);

    // The holder goes away without printing: after a lease the other device takes it over.
    now = seconds(lease - 1);
    expect((await claim(other.token)).map((j) => j.id)).not.toContain(row!.id);
    now = seconds(lease + 1);
    expect((await claim(other.token)).map((j) => j.id)).toContain(row!.id);
    const ack = await t.app.inject({
      method: 'POST',
      url: '/srv/print/ack',
      headers: bearer(other.token),
      payload: { id: row!.id },
    });
    expect(ack.statusCode).toBe(200);
    now = seconds(10 * lease);
    expect((await claim(holder.token)).map((j) => j.id)).not.toContain(row!.id);
    expect((await claim(other.token)).map((j) => j.id)).not.toContain(row!.id);
  });
});
