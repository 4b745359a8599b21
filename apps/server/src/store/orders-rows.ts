import type {
  KitchenRelease,
  Language,
  TCurrency,
  TOrder,
  TOrderDetail,
  TPaymentAttempt,
  TStaffOrder,
} from '@comanda/domain';
import { diningStatus, kitchenStage, payRedirect } from '@comanda/domain';

/** An orders row with what the diner's view joins to it: the venue's name, logo and path parts. */
export type OrderRow = {
  id: string;
  number: number;
  ir: string;
  il: string;
  dk: string;
  cart_id: string;
  user_id: string | null;
  device_id: string | null;
  tipo: number;
  ss: number;
  sp: number;
  stdvy: number;
  prepago: number;
  total: number;
  det: TOrderDetail;
  /** The language the diner ordered in: the receipt's (migration 017). */
  language: Language;
  created_at: Date;
  updated_at: Date;
  nombre: string;
  logo: string;
  /** How the venue writes money. */
  cur: TCurrency;
  /** The venue's time zone: the order's days are counted in it. */
  tz: string;
  pais: string;
  slug: string;
  simple_id: number;
  /** The pending or in-progress payment on a hosted page, if any. */
  pay_id: string | null;
  /** Set while its kitchen ticket waits for a device past the limit (the diner reads ss -10). */
  ticket_unsent_at: Date | null;
  /** A payment of it is marked for refund (cancelled by timeout). */
  refund_due: boolean;
  /** The restaurant's choice of when an order on receipt reaches the kitchen; null for the default. */
  kitchen_release: KitchenRelease | null;
};

/** The select list of OrderRow over `orders o join restaurants r on r.ir = o.ir`. */
export const ORDER_SELECT = `select o.id, o.number, o.ir, o.il, o.dk, o.cart_id, o.user_id::text as user_id, o.device_id,
    o.tipo, o.ss, o.sp, o.stdvy, o.prepago, o.total, o.det, o.language, o.created_at, o.updated_at,
    coalesce(r.profile->'app'->>'nombre', r.nombre) as nombre, r.profile->>'logo' as logo,
    r.profile->'app'->'cur' as cur, r.profile->>'tz' as tz, r.pais, r.slug,
    r.simple_id,
    (select p.id from payments p where p.order_id = o.id and p.sp in (0, 1)
      order by p.created_at desc limit 1) as pay_id,
    o.ticket_unsent_at,
    exists (select 1 from payments p where p.order_id = o.id and p.refund_due_at is not null) as refund_due,
    r.profile->>'kitchenRelease' as kitchen_release
  from orders o join restaurants r on r.ir = o.ir`;

/**
 * A row in the wire names of ZOrder, mapped in this one place (DESIGN 'Conventions'). ent is 'PE' until the
 * restaurant confirms; ppago offers the pay-now page while an online payment is pending on an order still
 * in process (spec/1 §4 'Pay later'); imTxt is the number the kiosk prints as 'APP-n'; ss is the one the diner
 * sees (-10 while its ticket is flagged unsent, diningStatus).
 */
export function toOrder(row: OrderRow): TOrder {
  const payable = row.pay_id !== null && row.ss >= 0 && row.ss <= 2 && row.sp < 2;
  return {
    iped: row.id,
    io: row.number,
    ioext: '',
    ir: row.ir,
    il: row.il,
    dk: row.dk,
    ss: diningStatus(row.ss, row.ticket_unsent_at !== null),
    sp: row.sp,
    stdvy: row.stdvy,
    fc: row.created_at.toISOString(),
    fm: row.updated_at.toISOString(),
    ent: row.ss >= 1 ? 'OR' : 'PE',
    ti: row.tipo as TOrder['ti'],
    m_id: row.det.mesa,
    imTxt: String(row.number),
    det: row.det,
    cfgApp: { nombre: row.nombre, logo: row.logo, cur: row.cur, tz: row.tz },
    resto: { pais: row.pais, slug: row.slug, simpleId: row.simple_id, dk: row.dk },
    ppago: payable ? { init_point: payRedirect(row.pay_id!, row.prepago) } : null,
    orden: { tracking_url: '' },
  };
}

/**
 * A row as the staff board shows it: the diner's view with the order's own ss (what the staff's moves act
 * on), whether its ticket is flagged unsent (the diner reads -10), whether a payment awaits a refund, where
 * it stands towards the kitchen, and its payment attempts.
 */
export function toStaffOrder(row: OrderRow, attempts: TPaymentAttempt[]): Omit<TStaffOrder, 'confirmedAt'> {
  return {
    ...toOrder(row),
    ss: row.ss,
    ticketUnsent: row.ticket_unsent_at !== null,
    refundDue: row.refund_due,
    kitchen: kitchenStage(row, row.kitchen_release ?? undefined),
    attempts,
  };
}
