import type { TCart, TCurrency, TOrderTotals } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { Money } from '@comanda/ui';
import { useId } from 'react';
import { Link } from 'react-router';
import type { PreflightBlock } from '../store/checkout-store.ts';
import { OrderExplanation } from './order-explanation.tsx';

/**
 * The order's lines and the totals the server's preflight answered (spec/1 §5 'Totals'). When the order
 * cannot be placed yet the amounts stay, with why and what is missing (issue 15 item 2); the delivery fee
 * reads 'Espera mientras calcula el valor de despacho...' while the server computes it (spec/1 §8). A line
 * whose product is not offered for the chosen type says so (issue 13 item 3).
 */
export function OrderSummary({
  cart,
  tipo,
  names,
  cur,
  totals,
  loading,
  blocked,
  quoted,
  opensText,
  canSchedule,
  menuPath,
  notOffered,
}: {
  cart: TCart;
  tipo: number;
  names: Record<string, string>;
  cur: TCurrency;
  totals: TOrderTotals | null;
  loading: boolean;
  blocked: PreflightBlock | null;
  /** The server quoted the delivery: without a quote (out of the area) the fee is not available. */
  quoted: boolean;
  /** A closed venue's next opening in words ('mañana, 27 de noviembre a las 11:30'), or ''. */
  opensText: string;
  canSchedule: boolean;
  menuPath: string;
  /** The cart lines (indiceCart) not offered for the chosen type, and why in words. */
  notOffered?: { lines: ReadonlySet<number>; reason: string };
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const extrasOf = (line: TCart['dl'][number]) =>
    Object.values(line.extras)
      .flat()
      .map(([pl, n]) => (n > 1 ? `${n}× ${names[pl] ?? pl}` : (names[pl] ?? pl)))
      .join(', ');
  const row = (label: string, amount: number, testId: string, negative = false) => (
    <div>
      <dt>{label}</dt>
      <dd data-testid={testId}>
        <Money amount={negative ? -amount : amount} cur={cur} />
      </dd>
    </div>
  );
  const delivery = tipo === 2;
  const feeWaiting = delivery && loading;
  const feeUnavailable = delivery && !quoted;
  return (
    <section className="card summary" aria-labelledby={titleId} aria-busy={loading}>
      <h2 id={titleId} className="card__title">
        {t('m1_totals_title')}
      </h2>
      <ul className="summary__lines">
        {cart.dl.map((line) => (
          <li key={line.indiceCart}>
            <span className="summary__qty">{line.cant}×</span> {names[line.item] ?? line.item}
            {extrasOf(line) ? <span className="muted small"> · {extrasOf(line)}</span> : null}
            {line.ct ? <span className="muted small"> · “{line.ct}”</span> : null}
            {notOffered?.lines.has(line.indiceCart) ? (
              <span className="summary__unavailable small"> · {notOffered.reason}</span>
            ) : null}
          </li>
        ))}
      </ul>
      <Link to={menuPath} className="link small">
        + {t('m1_checkout_add_more')}
      </Link>
      {feeWaiting ? (
        <p className="muted small" role="status" data-testid="fee-waiting">
          {t('m1_totals_fee_waiting')}
        </p>
      ) : null}
      {totals ? (
        <dl className="totals" data-testid="checkout-totals">
          {row(t('m1_totals_subtotal'), totals.subtotal, 'total-subtotal')}
          {totals.discounts > 0
            ? row(t('m1_totals_discounts'), totals.discounts, 'total-discounts', true)
            : null}
          {totals.coupon > 0 ? row(t('m1_totals_coupon'), totals.coupon, 'total-coupon', true) : null}
          {delivery ? (
            <div>
              <dt>{t('m1_totals_delivery')}</dt>
              <dd data-testid="total-delivery">
                {feeUnavailable ? (
                  t('m1_totals_fee_unavailable')
                ) : totals.delivery === 0 ? (
                  t('m1_totals_free')
                ) : (
                  <Money amount={totals.delivery} cur={cur} />
                )}
              </dd>
            </div>
          ) : null}
          {totals.tip > 0 ? row(t('m1_totals_tip'), totals.tip, 'total-tip') : null}
          <div className="totals__total">
            <dt>{t('m1_totals_total')}</dt>
            <dd data-testid="total-total">
              <Money amount={totals.total} cur={cur} />
            </dd>
          </div>
        </dl>
      ) : (
        <p className="muted small" role="status">
          {loading && !feeWaiting ? t('m1_totals_waiting') : ''}
        </p>
      )}
      {blocked ? (
        <OrderExplanation blocked={blocked} cur={cur} opensText={opensText} canSchedule={canSchedule} />
      ) : null}
    </section>
  );
}
