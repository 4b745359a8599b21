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
  /** The receipt's payment lines: paid with a method, or still to pay. */
  paid: string;
  toPay: string;
  /** The kitchen ticket's words. */
  kitchen: KitchenLabels;
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
  paid: 'Pagado',
  toPay: 'Por pagar',
  kitchen: {
    title: 'COCINA',
    dispatch: {
      1: 'Retiro en local',
      2: 'Despacho a domicilio',
      3: 'En la mesa',
      4: 'Para llevar',
      5: 'Para comer aquí',
    },
    customer: 'Cliente',
    phone: 'Teléfono',
    address: 'Dirección',
    requested: 'Para',
    asSoonAsPossible: 'Lo antes posible',
    paid: 'PAGADO',
    toCollect: 'POR COBRAR',
  },
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
  paid: 'Paid',
  toPay: 'To pay',
  kitchen: {
    title: 'KITCHEN',
    dispatch: { 1: 'Pickup', 2: 'Delivery', 3: 'At the table', 4: 'Take away', 5: 'Eat here' },
    customer: 'Customer',
    phone: 'Phone',
    address: 'Address',
    requested: 'For',
    asSoonAsPossible: 'As soon as possible',
    paid: 'PAID',
    toCollect: 'TO COLLECT',
  },
  unitOf: (unit, count) => `${unit} of ${count}`,
};

export type KitchenLabels = {
  title: string;
  /** By dispatch type (spec/1 §3: 1 pickup, 2 delivery, 3 at the table, 4 take away, 5 eat here). */
  dispatch: Record<number, string>;
  customer: string;
  phone: string;
  address: string;
  requested: string;
  asSoonAsPossible: string;
  paid: string;
  toCollect: string;
};
