import {
  freeCustomPaymentCode,
  KNOWN_PAYMENT_METHODS,
  knownPaymentMethod,
  type TVenueSettings,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useState } from 'react';
import { backOffice } from '../../../lib/back-office.ts';
import { NameFields } from './name-fields.tsx';
import { paymentMethodName } from './payment-method-name.ts';
import { SaveStatus, useSave } from './save-status.tsx';
import type { SectionProps } from './section-props.ts';

type Method = TVenueSettings['paymentMethods'][number];
const CUSTOM = 'custom';

/**
 * The payment methods the venue takes, each picked by name among those the spec knows (spec/1 §9, spec/3 §9;
 * rules/payment-method-catalog.ts) and named in es and en as diners will read it. Only a method of the venue's
 * own — a negative id (spec/1 §3 'Payment methods') — asks for its code; the server refuses any other code,
 * and a repeated one, with a text naming it.
 */
export function PaymentMethodsSection({ settings, onSaved }: SectionProps) {
  const { t, i18n } = useTranslation();
  const [methods, setMethods] = useState<Method[]>(settings.paymentMethods);
  const { status, busy, run } = useSave();
  const update = (i: number, change: Partial<Method>) =>
    setMethods((all) => all.map((row, j) => (j === i ? { ...row, ...change } : row)));
  // A method picked with no name yet takes its default one for the manager to change: in Spanish, and in
  // English when the page has the English texts (it reads them once the manager switches to English).
  const defaultNames = (code: number): Pick<Method, 'nm' | 'nmTrad'> => {
    const nm = paymentMethodName(i18n.getFixedT('es'), code);
    if (!i18n.hasResourceBundle('en', '9000/settings')) return { nm };
    return { nm, nmTrad: { en: paymentMethodName(i18n.getFixedT('en'), code) } };
  };
  const pick = (i: number, value: string) => {
    const row = methods[i]!;
    const code = value === CUSTOM ? freeCustomPaymentCode(methods.map((m) => m.id)) : Number(value);
    update(i, { id: code, ...(row.nm === '' ? defaultNames(code) : {}) });
  };
  const add = () => {
    const used = methods.map((m) => m.id);
    const next = KNOWN_PAYMENT_METHODS.find((m) => m.web && !used.includes(m.code))?.code;
    const code = next ?? freeCustomPaymentCode(used);
    setMethods((all) => [...all, { id: code, ...defaultNames(code) }]);
  };

  return (
    <section className="set-section" aria-labelledby="set-payments">
      <h3 id="set-payments">{t('m9000_set_payments')}</h3>
      <ul className="set-rows">
        {methods.map((method, i) => {
          const known = knownPaymentMethod(method.id) !== undefined;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row's code changes while it is picked.
            <li key={i} className="set-row">
              <label className="bo-field">
                <span>{t('m9000_set_pay_method')}</span>
                <select value={known ? String(method.id) : CUSTOM} onChange={(e) => pick(i, e.target.value)}>
                  {KNOWN_PAYMENT_METHODS.map((m) => (
                    <option key={m.code} value={m.code}>
                      {paymentMethodName(t, m.code)}
                    </option>
                  ))}
                  <option value={CUSTOM}>{t('m9000_set_pay_custom')}</option>
                </select>
              </label>
              {known ? null : (
                <label className="bo-field">
                  <span>{t('m9000_set_pay_custom_code')}</span>
                  <input
                    type="number"
                    inputMode="numeric"
                    max={-1}
                    step={1}
                    required
                    title={t('m9000_set_pay_custom_hint')}
                    value={Number.isFinite(method.id) ? method.id : ''}
                    onChange={(e) => update(i, { id: e.target.valueAsNumber })}
                  />
                </label>
              )}
              <NameFields names={method} onChange={(change) => update(i, change)} />
              <button
                type="button"
                className="button"
                onClick={() => setMethods((all) => all.filter((_, j) => j !== i))}
              >
                {t('m9000_set_remove')}
              </button>
            </li>
          );
        })}
      </ul>
      <div className="set-actions">
        <button type="button" className="button" onClick={add}>
          {t('m9000_set_add_payment')}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() =>
            void run(
              () => backOffice.savePaymentMethods({ ir: settings.ir, paymentMethods: methods }),
              onSaved,
            )
          }
        >
          {t('m9000_set_save')} · {t('m9000_set_payments')}
        </button>
      </div>
      <SaveStatus status={status} />
    </section>
  );
}
