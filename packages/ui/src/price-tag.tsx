import { formatMoney, type TCurrency } from '@comanda/domain';
import { Money } from './money.tsx';

/**
 * What a product card shows as its price: the price with an optional higher reference struck through,
 * or 'From $x' when the product has no price of its own (spec/1 §2 screen 1).
 */
export type PriceDisplay =
  | { kind: 'price'; amount: number; reference: number }
  | { kind: 'from'; amount: number };

export function PriceTag({
  price,
  cur,
  fromLabel,
}: {
  price: PriceDisplay;
  cur: TCurrency;
  /** Builds the translated 'From %price%' text around an already formatted amount. */
  fromLabel: (formatted: string) => string;
}) {
  switch (price.kind) {
    case 'from':
      return <span className="ui-price ui-price--from">{fromLabel(formatMoney(price.amount, cur))}</span>;
    case 'price':
      return (
        <span className="ui-price">
          <Money amount={price.amount} cur={cur} reference={price.reference} />
        </span>
      );
  }
}
