import { kitchenTimers, type TKitchenTimers, type TStaffOrder } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';

/**
 * Time since the order arrived and since it was confirmed (issue 13 item 2), amber and red at the venue's
 * limits (domain rules/kitchen-timers.ts): the colour is a word too, for who cannot tell the colours apart.
 */
export function OrderTimers({
  order,
  limits,
  now,
}: {
  order: TStaffOrder;
  limits: TKitchenTimers;
  now: Date;
}) {
  const { t } = useTranslation();
  const timers = kitchenTimers(
    {
      ss: order.ss,
      arrivedAt: new Date(order.fc),
      confirmedAt: order.confirmedAt ? new Date(order.confirmedAt) : null,
    },
    limits,
    now,
  );
  const late = (colour: string) =>
    colour === 'red'
      ? ` · ${t('m5000_timer_late')}`
      : colour === 'amber'
        ? ` · ${t('m5000_timer_soon')}`
        : '';
  return (
    <p className="staff-card__timers small">
      <span className="staff-timer" data-colour={timers.arrival.colour} data-testid="staff-timer-arrival">
        {t('p5000_since_arrival', { n: timers.arrival.minutes })}
        {late(timers.arrival.colour)}
      </span>
      {timers.confirmed ? (
        <span
          className="staff-timer"
          data-colour={timers.confirmed.colour}
          data-testid="staff-timer-confirmed"
        >
          {t('p5000_since_confirmed', { n: timers.confirmed.minutes })}
          {late(timers.confirmed.colour)}
        </span>
      ) : null}
    </p>
  );
}
