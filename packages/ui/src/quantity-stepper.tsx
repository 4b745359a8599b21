import { Icon } from './icons.tsx';

/**
 * A − value + stepper (drawn icons, not characters: see icons.tsx). The value is announced politely when it changes; each button names what it does
 * for screen readers (the caller passes translated labels, e.g. 'Quitar una unidad de Pizza').
 */
export function QuantityStepper({
  value,
  min,
  max,
  onChange,
  labels,
  size = 'normal',
}: {
  value: number;
  min: number;
  max: number;
  onChange: (value: number) => void;
  labels: { decrease: string; increase: string; value: string };
  size?: 'normal' | 'small';
}) {
  return (
    <div className={`ui-stepper ui-stepper--${size}`}>
      <button
        type="button"
        className="ui-stepper__button"
        aria-label={labels.decrease}
        disabled={value <= min}
        onClick={() => onChange(value - 1)}
      >
        <Icon name="minus" />
      </button>
      <output className="ui-stepper__value" aria-live="polite" aria-label={labels.value}>
        {value}
      </output>
      <button
        type="button"
        className="ui-stepper__button"
        aria-label={labels.increase}
        disabled={value >= max}
        onClick={() => onChange(value + 1)}
      >
        <Icon name="plus" />
      </button>
    </div>
  );
}
