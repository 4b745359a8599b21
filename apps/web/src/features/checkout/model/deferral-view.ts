import {
  AS_SOON_AS_POSSIBLE,
  type DayChoice,
  deferralDays,
  keepOrClearTime,
  orderDates,
  slotsForDay,
  type TAppConfig,
  type TScheduleRow,
} from '@comanda/domain';

/**
 * The days a deferred order may take (spec/1 §5 'Deferral'): from min to max days after today, in the venue's
 * zone, without its holidays — the domain's orderDates, which the server checks the order's date with.
 */
export function dayChoices(
  app: Pick<TAppConfig, 'orddife' | 'orddifemin' | 'orddifedia'>,
  now: Date,
  tz: string,
  holidays?: readonly string[],
): DayChoice[] {
  return orderDates({ days: deferralDays(app), now, tz, holidays });
}

/**
 * The times offered on a day (spec/1 §5): 'lo antes posible' first for today when the venue takes same-day
 * orders, then the 30-minute slots of the dispatch type (today: not before now + 45 minutes).
 */
export function timeChoices(input: {
  app: Pick<TAppConfig, 'orddife' | 'orddifemin' | 'orddifedia'>;
  rows: readonly TScheduleRow[];
  tipo: number;
  now: Date;
  tz: string;
  offset: number;
}): string[] {
  const slots = input.app.orddife
    ? slotsForDay({
        rows: input.rows,
        dispatchType: input.tipo,
        now: input.now,
        tz: input.tz,
        dayOffset: input.offset,
      })
    : [];
  const asap = input.offset === 0 && deferralDays(input.app).min === 0;
  return asap ? [AS_SOON_AS_POSSIBLE, ...slots] : slots;
}

/** After the date changes the time stays if still offered, else it is cleared (spec/1 §5). */
export const timeAfterDateChange = (chosen: string, offered: readonly string[]) =>
  keepOrClearTime(chosen === '' ? null : chosen, offered) ?? '';

/** The wizard's steps (spec/1 §2 screen 5): an optional message, then calendar and time when deferral is on. */
export function wizardSteps(withMessage: boolean, deferral: boolean): ('message' | 'date' | 'time')[] {
  return [...(withMessage ? (['message'] as const) : []), ...(deferral ? (['date', 'time'] as const) : [])];
}
