import { irlOf, pizzeria } from '../routes/orders-fixtures.ts';
import type { Seed } from './hostile-requests.ts';

/**
 * Valid-looking values the fuzzer starts from, by field name: the demo's ids, so that a mutation of one
 * field reaches the code behind the others (a bad table number is only looked up for a real venue).
 */
export const KNOWN_FIELDS: Record<string, unknown> = {
  irl: irlOf(pizzeria),
  cartId: 'fuzz-cart-0000000001',
  ip: 'fz-margarita',
  iped: 'no-existe-este-pedido',
  id: 'no-existe',
  idpr: 'no-existe',
  device: 'no-existe',
  em: 'fuzz@example.com',
  tipo: 1,
  prepago: 0,
  args: { kind: 'message', h: 'Hola' },
};

const lines = [{ ip: 'fz-margarita', cant: 1, extras: { 'fz-tamano': [['fz-tam-individual', 1]] } }];
const santiago = { lat: -33.45, lng: -70.66 };

/**
 * Seeds of routes whose contract the OpenAPI document does not declare yet (they parse by hand inside the
 * handler, until they are converted to declared routes): the fuzzer bends these too. A route with a declared
 * contract takes its seed from the document instead.
 */
export const UNDECLARED_SEEDS: Record<string, Seed> = {
  'GET /srv/test': { query: { sid: '101' } },
  'POST /srv/restosavailable': { query: { dist: '30' }, body: santiago },
  'POST /srv/getrestomenu': { query: { amb: 'PROD', dk: '' }, body: { irl: irlOf(pizzeria) } },
  'POST /search/dosearch': { query: {}, body: { ...santiago, query: 'pizza' } },
  'POST /srv/cartstock/reserve': {
    query: {},
    body: { cartId: 'fuzz-cart-0000000001', irl: irlOf(pizzeria), lines },
  },
  'POST /srv/cartstock/release': {
    query: {},
    body: { cartId: 'fuzz-cart-0000000001', irl: irlOf(pizzeria), lines },
  },
  'POST /srv/cartstock/clear': { query: {}, body: { cartId: 'fuzz-cart-0000000001' } },
  'POST /srv/pricecheck': { query: {}, body: { irl: irlOf(pizzeria), tipo: 1, lines } },
  'POST /mw/comandaapp/createuserapp': { query: {}, body: { em: 'fuzz-nuevo@example.com' } },
  'POST /srv/security/login': { query: {}, body: { em: 'fuzz@example.com', cd: 'ABCDEF', xmod: 2000 } },
  'POST /srv/profilesave': { query: {}, body: { nm: 'Ana', ad: [{ di: 'Calle 1' }], prefs: { idi: 'es' } } },
  'GET /sapi/perfiles': { query: { xmod: '2000' } },
  'POST /srv/kiosk/code': { query: {}, body: { iu: 'fuzz-device' } },
  'GET /srv/kiosk/pairing': { query: { pid: 'p'.repeat(20) } },
  'POST /srv/kiosk/verify': { query: {}, body: { code: 'ABCDEF', ir: pizzeria.ir, il: pizzeria.il } },
  'POST /srv/kiosk/token': { query: {}, body: { xiu: 'no-existe', token: 'no-existe', tt: 4 } },
  'GET /srv/kiosk/table': { query: { irl: irlOf(pizzeria), mesa: '5' } },
  'GET /srv/restosportales': { query: { ipr: 'no-existe', pais: 'cl' } },
  'POST /srv/kiosk/revoke': { query: {}, body: { id: 'no-existe' } },
  'POST /kiosk-host/invoke/{channel}': {
    query: {},
    body: { payload: null },
    params: { channel: 'cart.get' },
  },
  'GET /srv/checkin/table': { query: { irl: irlOf(pizzeria), mesa: '1' } },
  'GET /srv/staff/orders': { query: { irl: irlOf(pizzeria) } },
  'POST /srv/staff/order': { query: {}, body: { iped: 'no-existe-este-pedido', action: 'confirm' } },
  'POST /srv/staff/order/line': { query: {}, body: { iped: 'no-existe-este-pedido', lir: 0 } },
  'GET /printer/tickets/{file}': { query: {}, params: { file: 'no-existe.json' } },
};
