import { formatMoney, type TCurrency } from '@comanda/domain';

/** An amount in the restaurant's currency format; `reference` is shown struck through when higher. */
export function Money({ amount, cur, reference }: { amount: number; cur: TCurrency; reference?: number }) {
  return (
    <span className="money">
      {reference !== undefined && reference > amount ? (
        <s className="money-reference">{formatMoney(reference, cur)}</s>
      ) : null}
      <span className="money-amount">{formatMoney(amount, cur)}</span>
    </span>
  );
}
