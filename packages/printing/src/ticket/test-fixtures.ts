import type { TTicketOrderInput, TTicketRestaurantInput } from './order-input.ts';

/** A restaurant and an order with accents, extras, a comment and every total, shared by tests. */
export const DEMO_RESTAURANT: TTicketRestaurantInput = {
  name: 'Café Ñandú',
  country: 'cl',
  simpleId: 1042,
  host: 'https://comanda.app',
  timeZone: 'America/Santiago',
  currency: {
    code: 'CLP',
    symbol: '$',
    symbolPosition: 'before',
    decimalSeparator: ',',
    decimals: 0,
    thousandsSeparator: '.',
  },
};

export const DEMO_ORDER: TTicketOrderInput = {
  id: 'A1B2C3D4',
  number: 87,
  appNumber: 12,
  createdAt: '2025-03-01T15:30:00Z',
  orderType: 5,
  locator: '14',
  lines: [
    {
      name: 'Hamburguesa doble con queso y tocino ahumado',
      quantity: 2,
      unitPrice: 6990,
      extras: [{ name: 'Queso cheddar', quantity: 2, unitPrice: 500 }, { name: 'Sin cebolla' }],
      comment: 'bien cocida',
    },
    { name: 'Café cortado', quantity: 1, unitPrice: 1990 },
    { name: 'Piña colada', quantity: 3, unitPrice: 4500 },
  ],
  totals: { subtotal: 33_470, discounts: 2000, tip: 3000, delivery: 0, total: 34_470 },
  paymentMethod: 'Tarjeta',
};
