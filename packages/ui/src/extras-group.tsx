import { formatMoney, type TCurrency } from '@comanda/domain';
import type { Ref } from 'react';
import { QuantityStepper } from './quantity-stepper.tsx';

/** One extra as the product detail shows it; the caller has applied the domain's limits. */
export type ExtraChoice = {
  id: string;
  name: string;
  price: number;
  soldOut: boolean;
  quantity: number;
  /** Whether one more can be taken (the extra's maxex, the group's max, its stock). */
  canIncrease: boolean;
};

export type ExtrasGroupLabels = {
  required: string;
  /** 'Mín. 2', 'Máx. 3': already built by the caller, or empty. */
  bounds: string;
  soldOut: string;
  error: string;
  decrease: (name: string) => string;
  increase: (name: string) => string;
  quantity: (name: string) => string;
};

/**
 * An extras group of the product detail (spec/1 §2 screen 2, §5): its name with the 'Obligatorio' hint
 * and bounds, then its extras. A single-choice group is a set of check boxes (picking again unpicks,
 * the domain drops the oldest beyond max); a multi group gives each extra a stepper. Sold-out extras
 * are disabled. `invalid` marks the group after a refused add, with its message.
 * With `radios`, a single-choice group of one pick (max 1) is a radiogroup instead (issue 15 item 4): arrow
 * keys move the pick, and picking the chosen one again still unpicks it (the spec's toggle).
 */
export function ExtrasGroup({
  code,
  title,
  multi,
  required,
  choices,
  cur,
  labels,
  invalid,
  onToggle,
  onQuantity,
  groupRef,
  radios = false,
}: {
  code: string;
  title: string;
  multi: boolean;
  required: boolean;
  choices: readonly ExtraChoice[];
  cur: TCurrency;
  labels: ExtrasGroupLabels;
  invalid: boolean;
  onToggle: (id: string) => void;
  onQuantity: (id: string, quantity: number) => void;
  groupRef?: Ref<HTMLFieldSetElement>;
  /** Draw a one-pick single-choice group (max 1) as radio buttons. */
  radios?: boolean | undefined;
}) {
  const errorId = `extras-${code}-error`;
  const radio = radios && !multi;
  return (
    <fieldset
      ref={groupRef}
      className={invalid ? 'ui-extras ui-extras--invalid' : 'ui-extras'}
      aria-describedby={invalid ? errorId : undefined}
      role={radio ? 'radiogroup' : undefined}
      data-group={code}
    >
      <legend className="ui-extras__legend">
        <span className="ui-extras__title">{title}</span>
        {required ? <span className="ui-extras__required">{labels.required}</span> : null}
        {labels.bounds ? <span className="ui-extras__bounds">{labels.bounds}</span> : null}
      </legend>
      {invalid ? (
        <p id={errorId} className="ui-extras__error">
          {labels.error}
        </p>
      ) : null}
      <ul className="ui-extras__list">
        {choices.map((choice) => {
          const price = choice.price > 0 ? `+${formatMoney(choice.price, cur)}` : '';
          return (
            <li key={choice.id} className="ui-extras__item">
              {multi ? (
                <>
                  <span className="ui-extras__name">
                    {choice.name}
                    {choice.soldOut ? <span className="ui-extras__sold-out"> · {labels.soldOut}</span> : null}
                  </span>
                  <span className="ui-extras__price">{price}</span>
                  <QuantityStepper
                    size="small"
                    value={choice.quantity}
                    min={0}
                    max={choice.canIncrease ? choice.quantity + 1 : choice.quantity}
                    onChange={(q) => onQuantity(choice.id, q)}
                    labels={{
                      decrease: labels.decrease(choice.name),
                      increase: labels.increase(choice.name),
                      value: labels.quantity(choice.name),
                    }}
                  />
                </>
              ) : (
                <label className="ui-extras__check">
                  <input
                    type={radio ? 'radio' : 'checkbox'}
                    name={radio ? `extras-${code}` : undefined}
                    checked={choice.quantity > 0}
                    disabled={choice.soldOut && choice.quantity === 0}
                    onChange={() => onToggle(choice.id)}
                    // A radio fires no change when picked again: the click unpicks it (spec/1 §5 'picking toggles').
                    onClick={radio && choice.quantity > 0 ? () => onToggle(choice.id) : undefined}
                  />
                  <span className="ui-extras__name">
                    {choice.name}
                    {choice.soldOut ? <span className="ui-extras__sold-out"> · {labels.soldOut}</span> : null}
                  </span>
                  <span className="ui-extras__price">{price}</span>
                </label>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
