import { irlOf, pizzeria } from '../routes/orders-fixtures.ts';

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
