import { DispatchType } from '../constants.ts';
import type { TAppConfig } from '../contracts/restaurant.ts';
import { offersDispatchType } from './dispatch-type.ts';

export type SearchEstimate = { tipo: 1 | 2; minutes: number };

/**
 * The time a search result promises (issue 15 item 5 'results show … the delivery estimate'): the venue's
 * minimum delivery time (ordtiempomin, spec/1 §3) when it delivers, else its pickup time (ordtiempominpick)
 * when it takes pickup orders; null when it offers neither or sets no time (0), so nothing is promised.
 */
export function searchEstimate(
  app: Pick<
    TAppConfig,
    'ord' | 'ordpick' | 'ordpickonly' | 'selfat' | 'selfatonly' | 'ordtiempomin' | 'ordtiempominpick'
  >,
): SearchEstimate | null {
  if (offersDispatchType(app, DispatchType.delivery) && app.ordtiempomin > 0)
    return { tipo: DispatchType.delivery, minutes: app.ordtiempomin };
  if (offersDispatchType(app, DispatchType.pickup) && app.ordtiempominpick > 0)
    return { tipo: DispatchType.pickup, minutes: app.ordtiempominpick };
  return null;
}
