import { DispatchType, TIP_CUSTOM, TIP_DEFAULT_PERCENT, TIP_NONE } from '../constants.ts';
import type { TAppConfig } from '../contracts/restaurant.ts';
import { type TextRef, textRef } from './text-ref.ts';

/**
 * The tip choices a venue offers and the preselected one (spec/1 §5 'Tip'): 0 none, percents, -1 custom.
 * The tip setting true means the default 10; a number is the venue's default. 5 shows only when the
 * default is 5, and 20 is hidden then.
 */
export function tipChoices(setting: TAppConfig['tip']): { choices: number[]; preselected: number } {
  const preselected = setting === true ? TIP_DEFAULT_PERCENT : setting === false ? TIP_NONE : setting;
  const percents = preselected === 5 ? [5, 10, 15] : [10, 15, 20];
  if (preselected > 0 && !percents.includes(preselected)) percents.push(preselected);
  return { choices: [TIP_NONE, ...percents.sort((a, b) => a - b), TIP_CUSTOM], preselected };
}

/** Digits grouped by thousands with dots or commas: '1.500', '12,000,000'. */
const GROUPED = /^\d{1,3}([.,]\d{3})+$/;

/**
 * A custom tip typed by the diner, in minor units: commas become dots, anything not a number or negative
 * becomes 0 (spec/1 §5 'Tip'). In a currency without decimals (CLP) a number grouped by thousands reads as
 * the whole number a Chilean diner means: '1.500' is $1.500, not $2 (issue 15 item 2).
 */
export function parseCustomTip(text: string, decimals: number): number {
  const trimmed = text.trim();
  if (decimals === 0 && GROUPED.test(trimmed)) return Number(trimmed.replace(/[.,]/g, ''));
  const normalised = trimmed.replace(/,/g, '.');
  if (!/^\d+(\.\d+)?$/.test(normalised)) return 0;
  const value = Number(normalised);
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 10 ** decimals) : 0;
}

/** A percent tip on the subtotal, in minor units. */
export function percentTip(subtotal: number, percent: number): number {
  return percent > 0 ? Math.round((subtotal * percent) / 100) : 0;
}

/**
 * The largest tip an order may carry, in minor units (issue 15 item 2): the venue's tipMaxPct of the
 * subtotal (100 % unless it sets another), rounded down so the bound is never exceeded.
 */
export function maxTip(subtotal: number, app: Pick<TAppConfig, 'tipMaxPct'>): number {
  return Math.floor((subtotal * app.tipMaxPct) / 100);
}

/** The percent choices that stay within the venue's maximum (a venue may set it below 20 %). */
export const tipChoicesWithin = (app: Pick<TAppConfig, 'tip' | 'tipMaxPct'>) => {
  const { choices, preselected } = tipChoices(app.tip);
  const within = choices.filter((c) => c <= app.tipMaxPct);
  return { choices: within, preselected: within.includes(preselected) ? preselected : TIP_NONE };
};

/**
 * Whether the tip selector shows (spec/1 §5 'Tip'): never when the venue's setting is false; for pickup and
 * delivery only with a prepaid method; for check-in only when check-in payment is configured.
 */
export function tipsOffered(input: {
  tipo: number;
  setting: TAppConfig['tip'];
  prepaid: boolean;
  checkInPayment: number;
}): boolean {
  if (input.setting === false || !input.prepaid) return false;
  if (input.tipo === DispatchType.pickup || input.tipo === DispatchType.delivery) return true;
  if (input.tipo === DispatchType.checkIn) return input.checkInPayment > 0;
  return false;
}

/**
 * A venue's tip setting that preselects a percent above its own maximum (issue 15 item 2), or null: the checkout
 * would quietly drop it to none (tipChoicesWithin), so the back office refuses it, in words, rather than save a
 * choice that never shows.
 */
export function tipSettingProblem(app: Pick<TAppConfig, 'tip' | 'tipMaxPct'>): TextRef | null {
  const { preselected } = tipChoices(app.tip);
  return preselected > app.tipMaxPct ? textRef('p1_err_tip_above_max', { pct: preselected }) : null;
}
