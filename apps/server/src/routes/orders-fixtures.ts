import { type TSaveOrderRequestInput, ZKioskPairingStatus } from '@comanda/domain';
import type { FastifyInstance } from 'fastify';
import { signIn } from '../testing/sign-in.ts';
import { demo } from '../testing/test-app.ts';

/** Shared by the order tests: demo venues, request builders and a paired kiosk. */

export const pizzeria = demo.restaurants.find((r) => r.simpleId === 101)!;
export const sanguches = demo.restaurants.find((r) => r.simpleId === 102)!;
export const taberna = demo.restaurants.find((r) => r.simpleId === 201)!;
export const irlOf = (r: { ir: string; il: string }) => `${r.ir}-${r.il}`;

/** Tuesday 24 November 2026, 12:00 in Santiago, 16:00 in Madrid: all three demo venues are open. */
export const AT = new Date('2026-11-24T15:00:00Z');

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
export const size = { 'fz-tamano': [['fz-tam-individual', 1]] as [string, number][] };
export const margarita = (cant = 1) => ({ ip: 'fz-margarita', cant, extras: size });
/** The pizzeria's limited product: tests set its stock with setStockOf. */
export const trufa = (cant = 1) => ({ ip: 'fz-trufa', cant, extras: size });

let carts = 0;
export const newCartId = (prefix = 'order-test-cart') => `${prefix}-${String(++carts).padStart(6, '0')}`;

/** A pizzeria pickup order paid on receipt, with conditions accepted and a phone. */
export function pickupOrder(over: Partial<TSaveOrderRequestInput> = {}): TSaveOrderRequestInput {
  return {
    cartId: newCartId(),
    irl: irlOf(pizzeria),
    tipo: 1,
    lines: [margarita()],
    prepago: 0,
    contacto: { nm: 'Ana', ph: '+56 9 1234 5678', em: '' },
    condiciones: true,
    ...over,
  };
}

export const saveOrder = (app: FastifyInstance, token: string, payload: object, query = '') =>
  app.inject({ method: 'POST', url: `/srv/saveorder${query}`, headers: bearer(token), payload });

/** Pairs a new kiosk device to the pizzeria through the technician flow and answers its token and id. */
export async function pairKiosk(app: FastifyInstance): Promise<{ token: string; id: string }> {
  const tecnico = await signIn(app, 'tecnico@comanda.demo', 9000);
  const code = (
    await app.inject({ method: 'POST', url: '/srv/kiosk/code', payload: { iu: 'order-tests' } })
  ).json().data;
  await app.inject({
    method: 'POST',
    url: '/srv/kiosk/verify',
    headers: bearer(tecnico),
    payload: { code: code.code, ir: pizzeria.ir, il: pizzeria.il, dp: '1' },
  });
  const status = ZKioskPairingStatus.parse(
    (await app.inject({ method: 'GET', url: `/srv/kiosk/pairing?pid=${code.pairingId}` })).json().data,
  );
  if (status.status !== 'paired') throw new Error(`kiosk not paired: ${status.status}`);
  return { token: status.identity.to, id: status.identity.iu };
}

/** The stock level of a product of the pizzeria. */
export async function stockOf(
  db: { query<R>(sql: string, p?: unknown[]): Promise<R[]> },
  id: string,
  ir = pizzeria.ir,
) {
  const [row] = await db.query<{ stock: number | null }>(
    `select stock from stock where ir = $1 and kind = 'p' and item_id = $2`,
    [ir, id],
  );
  return row?.stock ?? null;
}

/** Sets the stock level of a product of the pizzeria. */
export const setStockOf = (
  db: { query<R>(sql: string, p?: unknown[]): Promise<R[]> },
  id: string,
  stock: number | null,
) =>
  db.query(`update stock set stock = $3 where ir = $1 and kind = 'p' and item_id = $2`, [
    pizzeria.ir,
    id,
    stock,
  ]);
