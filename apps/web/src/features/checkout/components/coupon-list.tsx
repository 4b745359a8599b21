import { formatMoney, type TCurrency } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { type FormEvent, useId, useState } from 'react';

/**
 * The discount coupons (spec/1 §2 screen 4, §5 'Totals'): the codes the diner added for this venue, one
 * applied at a time; picking the applied one again deselects it. The server says whether a code exists
 * here and what it takes off (percentage or fixed, capped at the subtotal): nothing is computed here.
 */
export function CouponList({
  codes,
  selected,
  discount,
  cur,
  invalid,
  onAdd,
  onToggle,
}: {
  codes: readonly string[];
  selected: string;
  discount: number | null;
  cur: TCurrency;
  invalid: string;
  onAdd: (code: string) => void;
  onToggle: (code: string) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [text, setText] = useState('');
  const add = (event: FormEvent) => {
    event.preventDefault();
    const code = text.trim().toUpperCase();
    if (!code) return;
    onAdd(code);
    setText('');
  };
  return (
    <section className="coupons" aria-labelledby={titleId}>
      <h3 id={titleId} className="block__subtitle">
        {t('m1_checkout_coupons')}
      </h3>
      {codes.length > 0 ? (
        <ul className="coupons__list">
          {codes.map((code) => (
            <li key={code}>
              <button
                type="button"
                className="chip"
                aria-pressed={code === selected}
                onClick={() => onToggle(code)}
              >
                {code}
                {code === selected && discount !== null
                  ? ` · ${t('p1_coupon_off', { amount: formatMoney(discount, cur) })}`
                  : ''}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <form className="inline-form" onSubmit={add}>
        <label className="field">
          <span className="field__label">{t('m1_coupon_code')}</span>
          <input
            value={text}
            autoComplete="off"
            autoCapitalize="characters"
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <button type="submit" className="button button--ghost" disabled={text.trim() === ''}>
          {t('m1_coupon_apply')}
        </button>
      </form>
      {invalid ? (
        <p role="alert" className="notice notice--error">
          {invalid}
        </p>
      ) : null}
    </section>
  );
}
