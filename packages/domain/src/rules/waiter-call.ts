import type { TAppConfig } from '../contracts/restaurant.ts';
import { checkInActive } from './check-in.ts';

/**
 * Calling the waiter from the table (spec/1 §2 screen 13, §4 'Check-in specifics' steps 0–3, §5 'Other checkout
 * rules', §7 sendmessage, §9 'Limits and timings'; issue 14 item 4).
 */

/** spec/1 §5, §9: the call's comment is optional and at most 80 characters. */
export const WAITER_COMMENT_MAX = 80;

/** spec/1 §5: the sector 'ZB.' in the selectors means every table of the venue. */
export const ALL_TABLES_SECTOR = 'ZB.';

/**
 * What a call asks for: the waiter (`waiter_ask`), or the bill (`pay_account`, spec/1 §4: 'Pay account goes
 * to step 3 and sends with pay_account true').
 */
export const WaiterCallKind = { waiter: 'waiter', bill: 'bill' } as const;
export type WaiterCallKind = (typeof WaiterCallKind)[keyof typeof WaiterCallKind];

/** The wire's `check` flags (spec/1 §7 sendmessage) as the call's kind: pay_account wins, else the waiter. */
export const waiterCallKind = (check: { pay_account?: boolean }): WaiterCallKind =>
  check.pay_account ? WaiterCallKind.bill : WaiterCallKind.waiter;

/**
 * How many calls one table may make in a window, whoever makes them (ours: the spec gives no number). A diner
 * asks for the waiter or the bill a few times a meal; more is a stuck finger or a prank, and every call rings
 * on the staff board.
 */
export const WAITER_CALLS_PER_TABLE = { max: 4, windowSeconds: 300 } as const;

/**
 * The seconds until a table may call again, or 0 when it may now: `recent` are the times (ms) of its calls
 * within the window, any order.
 */
export function tableCallWait(recent: readonly number[], now: number): number {
  const windowMs = WAITER_CALLS_PER_TABLE.windowSeconds * 1000;
  const inWindow = recent.filter((at) => now - at < windowMs).sort((a, b) => a - b);
  if (inWindow.length < WAITER_CALLS_PER_TABLE.max) return 0;
  // The call that must leave the window before another fits.
  const oldest = inWindow[inWindow.length - WAITER_CALLS_PER_TABLE.max]!;
  return Math.max(1, Math.ceil((oldest + windowMs - now) / 1000));
}

type WaiterFlags = Pick<
  TAppConfig,
  | 'selfat'
  | 'selfatonly'
  | 'selfatblock'
  | 'ord'
  | 'ordpick'
  | 'ordpickonly'
  | 'callWaiterFooter'
  | 'callWaiterIcon'
  | 'callWaiterComment'
  | 'callWaiterAskTable'
>;

/** spec/1 §2 screen 1: 'A call-waiter button appears when the footer or icon call-waiter setting is on.' */
export const callsWaiter = (app: Pick<TAppConfig, 'callWaiterFooter' | 'callWaiterIcon'>) =>
  app.callWaiterFooter || app.callWaiterIcon;

/**
 * spec/1 §5: 'Table and sector selectors appear only when self-at-table is off and the ask-for-table flag is
 * on'. Self-at-table is check-in at the table (checkInActive): where it is on, the table comes from the QR.
 */
export const asksForTable = (app: WaiterFlags) => !checkInActive(app) && app.callWaiterAskTable;

/**
 * The tables the selector offers for a sector (spec/1 §5: 'sector "ZB." means all tables'); '' is no sector
 * chosen yet, which offers none.
 */
export function tablesOfSector<T extends { sector: string }>(tables: readonly T[], sector: string): T[] {
  if (sector === ALL_TABLES_SECTOR) return [...tables];
  return sector === '' ? [] : tables.filter((t) => t.sector === sector);
}

/** The sectors a selector offers: 'ZB.' (every table) first, then each sector the tables name, once. */
export function sectorsOf(tables: readonly { sector: string }[]): string[] {
  const named = [...new Set(tables.map((t) => t.sector).filter((s) => s !== ''))];
  return [ALL_TABLES_SECTOR, ...named];
}

/**
 * The steps of the call-waiter modal (spec/1 §4 'Check-in specifics'): 0 initial, 1 add comment, 2 waiter on
 * the way, 3 bill being prepared.
 */
export const WaiterStep = { initial: 0, comment: 1, onTheWay: 2, bill: 3 } as const;
export type WaiterStep = (typeof WaiterStep)[keyof typeof WaiterStep];

/** What pressing a button of the modal does: the step shown next and whether a call is sent now. */
export type WaiterMove = { step: WaiterStep; send: WaiterCallKind | null };

/**
 * spec/1 §4: 'Call waiter goes to step 1 only if comments are enabled, otherwise straight to confirmation and
 * sending. Pay account goes to step 3 and sends with pay_account true. Sending the comment goes to step 2 and
 * sends.'
 */
export function waiterMove(
  button: 'call' | 'pay' | 'send-comment',
  app: Pick<TAppConfig, 'callWaiterComment'>,
): WaiterMove {
  if (button === 'pay') return { step: WaiterStep.bill, send: WaiterCallKind.bill };
  if (button === 'call' && app.callWaiterComment) return { step: WaiterStep.comment, send: null };
  return { step: WaiterStep.onTheWay, send: WaiterCallKind.waiter };
}

/** Whether the venue takes calls at all and, if so, whether a comment may come with them. */
export function waiterCallRefusal(
  app: WaiterFlags,
  comment: string,
): 'm1_err_waiter_off' | 'm1_err_waiter_no_comment' | null {
  if (!callsWaiter(app)) return 'm1_err_waiter_off';
  if (comment !== '' && !app.callWaiterComment) return 'm1_err_waiter_no_comment';
  return null;
}
