import { DispatchType, TIP_CUSTOM, TIP_DEFAULT_PERCENT, TIP_NONE } from '../constants.ts';
import type { TAppConfig } from '../contracts/restaurant.ts';

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

/**
 * A custom tip typed by the diner, in minor units: commas become dots, anything not a number or negative
 * becomes 0 (spec/1 §5 'Tip').
 */
export function parseCustomTip(text: string, decimals: number): number {
  const normalised = text.trim().replace(/,/g, '.');
  if (!/^\d+(\.\d+)?$/.test(normalised)) return 0;
  const value = Number(normalised);
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 10 ** decimals) : 0;
}

/** A percent tip on the subtotal, in minor units. */
export function percentTip(subtotal: number, percent: number): number {
  return percent > 0 ? Math.round((subtotal * percent) / 100) : 0;
}

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
