import {
  CHECK_IN_NOTIFICATION_WINDOW_MINUTES,
  DispatchType,
  NOTIFICATION_MAX_AGE_MINUTES,
  type TOrder,
} from '@comanda/domain';
import { minutesSince, statusStamp } from './order-view.ts';

/** One change of an order's status the diner's page learnt of: what the bell counts and its panel lists. */
export type StatusChange = {
  id: string;
  iped: string;
  /** When it happened (ISO). */
  at: string;
  ss: number;
  sp: number;
  stdvy: number;
  read: boolean;
};

/** Each order's last known status (its baseline) and the changes seen since, kept between visits. */
export type ChangeLog = { stamps: Record<string, string>; changes: StatusChange[] };

export const emptyChangeLog = (): ChangeLog => ({ stamps: {}, changes: [] });

/** Enough for a busy evening; older entries are past the 480 minutes anyway. */
const MAX_CHANGES = 50;

/**
 * An order as it arrived (a live event, a fetch, the list): its first sight is only its baseline; any later
 * status (ss, sp or kitchen sub-status) that differs from the last known one is a change. The diner's own
 * moves (cancel, pay now) come in already read. Changes older than 480 minutes are forgotten (spec/1 §9).
 */
export function recordOrder(log: ChangeLog, order: TOrder, now: number, read = false): ChangeLog {
  const stamp = statusStamp(order);
  const before = log.stamps[order.iped];
  if (before === stamp) return log;
  const stamps = { ...log.stamps, [order.iped]: stamp };
  if (before === undefined) return { stamps, changes: log.changes };
  const at = Number.isNaN(Date.parse(order.fm)) ? new Date(now).toISOString() : order.fm;
  const change = {
    id: `${order.iped}/${stamp}/${at}`,
    iped: order.iped,
    at,
    ss: order.ss,
    sp: order.sp,
    stdvy: order.stdvy,
    read,
  };
  const changes = [...log.changes, change]
    .filter((c) => minutesSince(c.at, now) <= NOTIFICATION_MAX_AGE_MINUTES)
    .slice(-MAX_CHANGES);
  return { stamps, changes };
}

/** The panel (spec/1 §2 screen 11, §9): changes of known orders in the last 480 minutes, newest first. */
export function visibleChanges(log: ChangeLog, orders: Record<string, TOrder>, now: number): StatusChange[] {
  // Reversed first: of changes stamped the same time, the one learnt last comes first.
  return log.changes
    .filter((c) => orders[c.iped] !== undefined && minutesSince(c.at, now) <= NOTIFICATION_MAX_AGE_MINUTES)
    .reverse()
    .sort((a, b) => b.at.localeCompare(a.at));
}

/**
 * The badge: each unread change on the panel, but none of a check-in order older than 240 minutes (spec/3 §2
 * 'Consumer shell': notifications stop counting for check-in orders older than 240 minutes).
 */
export function unreadChanges(log: ChangeLog, orders: Record<string, TOrder>, now: number): number {
  return visibleChanges(log, orders, now).filter((c) => {
    const order = orders[c.iped];
    const staleTable =
      order?.ti === DispatchType.checkIn &&
      minutesSince(order.fc, now) > CHECK_IN_NOTIFICATION_WINDOW_MINUTES;
    return !c.read && !staleTable;
  }).length;
}

/** Opening the panel reads every change. */
export const markAllRead = (log: ChangeLog): ChangeLog => ({
  stamps: log.stamps,
  changes: log.changes.map((c) => (c.read ? c : { ...c, read: true })),
});

/** A stored log as read back from the browser: anything unexpected starts afresh. */
export function parseChangeLog(value: unknown): ChangeLog {
  if (!value || typeof value !== 'object') return emptyChangeLog();
  const { stamps, changes } = value as Partial<ChangeLog>;
  if (!stamps || typeof stamps !== 'object' || !Array.isArray(changes)) return emptyChangeLog();
  return {
    stamps,
    changes: changes.filter((c) => c && typeof c.iped === 'string' && typeof c.at === 'string'),
  };
}
