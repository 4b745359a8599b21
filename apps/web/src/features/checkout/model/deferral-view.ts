import {
  keepOrClearTime,
  localDate,
  type OfferedDay,
  offeredDays,
  type TAppConfig,
  type TScheduleRow,
} from '@comanda/domain';

/** What the checkout knows of a venue's times: its deferral settings, dispatch rows, zone and holidays. */
export type VenueTimes = {
  app: Pick<TAppConfig, 'orddife' | 'orddifemin' | 'orddifedia'>;
  rows: readonly TScheduleRow[];
  tz: string;
  holidays: readonly string[] | undefined;
  /** The venue is open now (the menu's ta): 'lo antes posible' is offered only then. */
  openNow: boolean;
};

/**
 * The days the wizard offers, each with its times (spec/1 §5 'Deferral'; the domain's offeredDays): no
 * holiday and no day without a time, so never a closed day (issue 15 item 2).
 */
export const wizardDays = (venue: VenueTimes, tipo: number, now: Date): OfferedDay[] =>
  offeredDays({
    cfg: venue.app,
    rows: venue.rows,
    tz: venue.tz,
    holidays: venue.holidays,
    openNow: venue.openNow,
    tipo,
    now,
  });

/** The times offered on a date of the form ('' is today); none when the date is not offered. */
export function timesOn(venue: VenueTimes, tipo: number, now: Date, fecha: string): string[] {
  const date = fecha || localDate(now, venue.tz);
  return wizardDays(venue, tipo, now).find((d) => d.date === date)?.times ?? [];
}

/** After the date changes the time stays if still offered, else it is cleared (spec/1 §5). */
export const timeAfterDateChange = (chosen: string, offered: readonly string[]) =>
  keepOrClearTime(chosen === '' ? null : chosen, offered) ?? '';

/** The wizard's steps (spec/1 §2 screen 5): an optional message, then calendar and time when deferral is on. */
export function wizardSteps(withMessage: boolean, deferral: boolean): ('message' | 'date' | 'time')[] {
  return [...(withMessage ? (['message'] as const) : []), ...(deferral ? (['date', 'time'] as const) : [])];
}
