/**
 * The words printed on an order ticket. Spanish by default (the kiosk's default language, spec/3
 * §9); the kiosk passes its i18n texts for English.
 */
export type TicketLabels = {
  order: string;
  table: string;
  locator: string;
  takeAway: string;
  eatHere: string;
  subtotal: string;
  discounts: string;
  tip: string;
  delivery: string;
  total: string;
  payment: string;
  comment: string;
  followOrder: string;
  unitOf: (unit: number, count: number) => string;
};

export const SPANISH_LABELS: TicketLabels = {
  order: 'Pedido',
  table: 'Mesa',
  locator: 'Localizador',
  takeAway: 'Para llevar',
  eatHere: 'Para comer aquí',
  subtotal: 'Subtotal',
  discounts: 'Descuentos',
  tip: 'Propina',
  delivery: 'Despacho',
  total: 'TOTAL',
  payment: 'Pago',
  comment: 'Nota',
  followOrder: 'Sigue tu pedido',
  unitOf: (unit, count) => `${unit} de ${count}`,
};

export const ENGLISH_LABELS: TicketLabels = {
  order: 'Order',
  table: 'Table',
  locator: 'Locator',
  takeAway: 'Take away',
  eatHere: 'Eat here',
  subtotal: 'Subtotal',
  discounts: 'Discounts',
  tip: 'Tip',
  delivery: 'Delivery',
  total: 'TOTAL',
  payment: 'Payment',
  comment: 'Note',
  followOrder: 'Follow your order',
  unitOf: (unit, count) => `${unit} of ${count}`,
};
