import {
  asksForPayment,
  cancelBlock,
  displayStatus,
  hasCancelledLines,
  lineStatus,
  notificationAge,
  paymentColour,
  statusColour,
  type TOrder,
  totalLabel,
  waitingMessage,
} from '@comanda/domain';

/** The text key of a status value: negatives are written n1, n22… (keys cannot hold a minus sign). */
const keyOf = (prefix: string, value: number) => `${prefix}${value < 0 ? `n${-value}` : value}`;

const KNOWN_STATUS = [-11, -10, -3, -2, -1, 0, 1, 2, 3, -22];
const KNOWN_KITCHEN = [40, 90, 100, 110, 120, 170, 172, 175, 180, 200];
const KNOWN_LINE = [0, 100, 110, 120, 130, 170];

const TOTAL_KEYS = { due: 'm1_totals_due', paid: 'm1_totals_paid', total: 'm1_totals_total' } as const;
const CANCEL_BLOCK_KEYS = {
  none: null,
  paid: 'm1_order_cancel_paid',
  confirmed: 'm1_order_cancel_confirmed',
  closed: null,
} as const;

/** How an order reads (spec/1 §4): status text and colour by ss/sp (-22 awaiting payment), sub-status, payment. */
export function orderView(order: Pick<TOrder, 'ss' | 'sp' | 'stdvy' | 'det'>) {
  const shown = displayStatus(order.ss, order.sp);
  const kitchen =
    order.ss >= 1 && KNOWN_KITCHEN.includes(order.stdvy) ? keyOf('m1_kitchen_', order.stdvy) : null;
  const waiting = waitingMessage(order.ss);
  return {
    statusKey: KNOWN_STATUS.includes(shown) ? keyOf('m1_status_', shown) : 'm1_status_0',
    colour: statusColour(order.ss, order.sp),
    kitchenKey: kitchen,
    waitingKey:
      waiting === 'confirmation'
        ? 'm1_wait_confirmation'
        : waiting === 'payments'
          ? 'm1_wait_payments'
          : waiting === 'preparing' && order.ss >= 0
            ? 'm1_wait_preparing'
            : null,
    // A cancelled order never asks for payment (issue 15 item 3): no 'pending' pill, no 'to pay' total.
    paymentKey:
      order.sp < 2 && !asksForPayment(order.ss, order.sp)
        ? 'm1_pay_cancelled'
        : keyOf('m1_pay_', Math.max(-1, Math.min(2, order.sp))),
    paymentColour: paymentColour(order.sp),
    totalKey: TOTAL_KEYS[totalLabel(order.sp, order.ss)],
    /** Why the diner cannot cancel it, when that needs saying: a paid order explains (issue 15 item 3). */
    cancelBlockKey: CANCEL_BLOCK_KEYS[cancelBlock(order.ss, order.sp) ?? 'none'],
    cancelledLines: hasCancelledLines(order.det.lines),
  };
}

/** A kitchen line's label key (up to 170; 170–179 read as cancelled), or null for a plain pending line. */
export function lineStatusKey(st: number): string | null {
  const shown = lineStatus(st);
  return shown > 0 && KNOWN_LINE.includes(shown) ? `m1_line_${shown}` : null;
}

/** A notification's age text (spec/1 §9): null once older than 480 minutes. */
export function ageText(
  minutes: number,
  t: (key: string, params?: Record<string, string | number>) => string,
) {
  const age = notificationAge(minutes);
  if (!age) return null;
  if (age.unit === 'minute') return t('m1_age_minute');
  if (age.unit === 'minutes') return t('p1_age_minutes', { count: age.n });
  if (age.unit === 'overHour') return t('m1_age_over_hour');
  return t('p1_age_hours', { count: age.n });
}

/** What the bell compares: a change of any of these is an unread status change. */
export const statusStamp = (order: Pick<TOrder, 'ss' | 'sp' | 'stdvy'>) =>
  `${order.ss}/${order.sp}/${order.stdvy}`;

/** Minutes since an ISO time. */
export const minutesSince = (iso: string, now: number) => Math.max(0, (now - Date.parse(iso)) / 60000);
