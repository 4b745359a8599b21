import type { Language } from '@comanda/domain';
import { TICKET_TEXTS } from '@comanda/i18n/ticket';

/**
 * The words printed on an order ticket. Spanish by default (the kiosk's default language, spec/3 §9). The
 * diner's receipt prints in the order's language (receiptLabels, its words from packages/i18n's ticket
 * texts); the kitchen's ticket in the kitchen's Spanish.
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
  ...receiptWords('es'),
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
    guest: 'Invitado',
    seat: 'Asiento',
    phone: 'Teléfono',
    email: 'E-mail',
    address: 'Dirección',
    requested: 'Para',
    asSoonAsPossible: 'Lo antes posible',
    paid: 'PAGADO',
    toCollect: 'POR COBRAR',
    cancelledTitle: 'ANULACIÓN',
    orderCancelled: 'PEDIDO ANULADO: NO PREPARAR',
    linesCancelled: 'PRODUCTOS ANULADOS: NO PREPARAR',
  },
};

export const ENGLISH_LABELS: TicketLabels = {
  ...receiptWords('en'),
  kitchen: {
    title: 'KITCHEN',
    dispatch: { 1: 'Pickup', 2: 'Delivery', 3: 'At the table', 4: 'Take away', 5: 'Eat here' },
    customer: 'Customer',
    guest: 'Guest',
    seat: 'Seat',
    phone: 'Phone',
    email: 'E-mail',
    address: 'Address',
    requested: 'For',
    asSoonAsPossible: 'As soon as possible',
    paid: 'PAID',
    toCollect: 'TO COLLECT',
    cancelledTitle: 'CANCELLATION',
    orderCancelled: 'ORDER CANCELLED: DO NOT MAKE',
    linesCancelled: 'ITEMS CANCELLED: DO NOT MAKE',
  },
};

export type KitchenLabels = {
  title: string;
  /** By dispatch type (spec/1 §3: 1 pickup, 2 delivery, 3 at the table, 4 take away, 5 eat here). */
  dispatch: Record<number, string>;
  customer: string;
  /** An anonymous guest, as the customer line names one; the diner's seat at the table. */
  guest: string;
  seat: string;
  phone: string;
  email: string;
  address: string;
  requested: string;
  asSoonAsPossible: string;
  paid: string;
  toCollect: string;
  /** The cancellation slip's title and what it says not to make. */
  cancelledTitle: string;
  orderCancelled: string;
  linesCancelled: string;
};

/** The diner's receipt's words in a language, from packages/i18n's ticket texts (issue 11). */
function receiptWords(language: Language): Omit<TicketLabels, 'kitchen'> {
  const t = TICKET_TEXTS[language];
  return {
    order: t.m2000_ticket_order,
    table: t.m2000_ticket_table,
    locator: t.m2000_ticket_locator,
    takeAway: t.m2000_ticket_take_away,
    eatHere: t.m2000_ticket_eat_here,
    subtotal: t.m2000_ticket_subtotal,
    discounts: t.m2000_ticket_discounts,
    tip: t.m2000_ticket_tip,
    delivery: t.m2000_ticket_delivery,
    total: t.m2000_ticket_total,
    payment: t.m2000_ticket_payment,
    comment: t.m2000_ticket_comment,
    followOrder: t.m2000_ticket_follow_order,
    paid: t.m2000_ticket_paid,
    toPay: t.m2000_ticket_to_pay,
    unitOf: (unit, count) =>
      t.p2000_ticket_unit_of.replace('%unit%', String(unit)).replace('%count%', String(count)),
  };
}

/** A diner's receipt (and its disco vouchers) in the order's language; its kitchen words stay Spanish. */
export const receiptLabels = (language: Language): TicketLabels => ({
  ...receiptWords(language),
  kitchen: SPANISH_LABELS.kitchen,
});
