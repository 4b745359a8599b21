import { useTranslation } from '@comanda/i18n/react';
import { useId } from 'react';

/** The order type of the checkout (spec/1 §2 screen 4, §4 'Dispatch type selection'). */
export function OrderTypeSection({
  types,
  tipo,
  onChange,
}: {
  types: readonly (1 | 2 | 3)[];
  tipo: number;
  onChange: (tipo: 1 | 2 | 3) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {t('m1_checkout_type')}
      </h2>
      <div className="segmented" role="radiogroup" aria-labelledby={id}>
        {types.map((value) => (
          <label key={value} className="segmented__option">
            <input
              type="radio"
              name="checkout-type"
              checked={tipo === value}
              onChange={() => onChange(value)}
            />
            <span>
              {value === 1 ? t('m1_type_pickup') : value === 2 ? t('m1_type_delivery') : t('m1_type_checkin')}
            </span>
          </label>
        ))}
      </div>
    </section>
  );
}
