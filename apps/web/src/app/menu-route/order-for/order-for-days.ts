import { AS_SOON_AS_POSSIBLE, localDate, offeredDays, type TMenu } from '@comanda/domain';
import { useMemo, useState } from 'react';

/**
 * The days and slots the action bar offers (the domain's offeredDays, as the checkout's wizard), today in the
 * venue's time zone, and the time a diner starts with: 'lo antes posible' when today offers it (spec/1 §5
 * 'Deferral'), else none yet — a closed venue asks for a slot.
 */
export function useOfferedDays(menu: TMenu, tipo: number) {
  const [now] = useState(() => new Date());
  const today = localDate(now, menu.tz);
  const days = useMemo(
    () =>
      offeredDays({
        cfg: menu.cf.app,
        rows: menu.dt,
        tz: menu.tz,
        holidays: menu.holidays,
        openNow: menu.ta === 1,
        tipo,
        now,
      }),
    [menu, tipo, now],
  );
  const defaultTime =
    days[0]?.offset === 0 && days[0].times.includes(AS_SOON_AS_POSSIBLE) ? AS_SOON_AS_POSSIBLE : '';
  return { now, today, days, defaultTime };
}
