import type { TVenueSettings } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useState } from 'react';
import { backOffice } from '../../../lib/back-office.ts';
import { SaveStatus, useSave } from './save-status.tsx';
import type { SectionProps } from './section-props.ts';
import { translated } from './translated-name.ts';

type Method = TVenueSettings['paymentMethods'][number];

/** The payment methods the venue takes (codes of spec/1 §9), each named in es and en. */
export function PaymentMethodsSection({ settings, onSaved }: SectionProps) {
  const { t } = useTranslation();
  const [methods, setMethods] = useState<Method[]>(settings.paymentMethods);
  const { status, busy, run } = useSave();
  const update = (i: number, change: Partial<Method>) =>
    setMethods((all) => all.map((row, j) => (j === i ? { ...row, ...change } : row)));

  return (
    <section className="set-section" aria-labelledby="set-payments">
      <h3 id="set-payments">{t('m9000_set_payments')}</h3>
      <ul className="set-rows">
        {methods.map((method, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: codes change while typed.
          <li key={i} className="set-row">
            <label className="bo-field">
              <span>{t('m9000_set_pay_code')}</span>
              <input
                type="number"
                inputMode="numeric"
                value={method.id}
                onChange={(e) => update(i, { id: Number(e.target.value) })}
              />
            </label>
            <label className="bo-field">
              <span>{t('m9000_set_table_name')}</span>
              <input
                value={method.nm}
                required
                maxLength={80}
                onChange={(e) => update(i, { nm: e.target.value })}
              />
            </label>
            <label className="bo-field">
              <span>{t('m9000_set_name_en')}</span>
              <input
                value={method.nmTrad?.en ?? ''}
                maxLength={80}
                onChange={(e) => update(i, { nmTrad: translated(method.nmTrad, e.target.value) })}
              />
            </label>
            <button
              type="button"
              className="button"
              onClick={() => setMethods((all) => all.filter((_, j) => j !== i))}
            >
              {t('m9000_set_remove')}
            </button>
          </li>
        ))}
      </ul>
      <div className="set-actions">
        <button
          type="button"
          className="button"
          onClick={() => setMethods((all) => [...all, { id: 0, nm: '' }])}
        >
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
