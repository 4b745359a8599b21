import { formatMoney, type TCurrency } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import type { PreflightBlock } from '../store/checkout-store.ts';

/**
 * Why the order cannot be placed yet, under its amounts (issue 15 item 2): below the minimum, what is
 * missing ('Te faltan $1.100 para el mínimo de despacho.'); closed, 'Este local está cerrado.' and when it
 * opens, and that the order can be scheduled; otherwise the server's own words (a time, the area).
 */
export function OrderExplanation({
  blocked,
  cur,
  opensText,
  canSchedule,
}: {
  blocked: PreflightBlock;
  cur: TCurrency;
  opensText: string;
  /** The wizard offers later days or times: a closed venue's order can be scheduled. */
  canSchedule: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="notice notice--warn" data-testid="checkout-explain">
      <strong>{t('m1_checkout_cannot_place')}</strong>
      {blocked.code === 'closed' ? (
        <p data-testid="checkout-closed">
          {t('m1_checkout_closed')}
          {opensText ? ` ${t('p1_checkout_opens_at', { when: opensText })}` : ''}
          {canSchedule ? ` ${t('m1_checkout_closed_pick_time')}` : ''}
        </p>
      ) : (
        <p>{blocked.message}</p>
      )}
      {blocked.code === 'minimum' && blocked.shortfall ? (
        <p data-testid="checkout-shortfall">
          {t('p1_checkout_shortfall', { amount: formatMoney(blocked.shortfall, cur) })}
        </p>
      ) : null}
    </div>
  );
}
