import { checkInPasswordNeeded, type TAppConfig, tableLabel } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useId } from 'react';
import type { CheckoutForm } from '../model/checkout-form.ts';
import { useCheckout } from '../store/checkout-store-instance.ts';

/**
 * The table's block of the checkout (spec/1 §2 screen 4, §5 'Other checkout rules'): the table, the diner's
 * full name and, where the venue asks, phone and tax id — none of them for an anonymous guest (spec/2 §6) —
 * and the venue's check-in password where it asks for one. A wrong password clears the field, which then
 * reads 'CLAVE INCORRECTA' (spec/1 §8) until the diner types again.
 */
export function CheckInData(props: {
  app: TAppConfig;
  form: CheckoutForm;
  table: string;
  guest: boolean;
  update: (patch: Partial<CheckoutForm>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { app, form, update } = props;
  const passwordWrong = useCheckout((s) => s.passwordWrong);
  return (
    <section className="card" aria-labelledby={`${id}-data`}>
      <h2 id={`${id}-data`} className="card__title">
        {t('m1_checkout_checkin_data')}
      </h2>
      <p data-testid="checkout-table">
        {t('p1_checkout_at_table', { table: tableLabel(props.table, t('m1_checkout_table_word')) })}
      </p>
      {props.guest ? (
        <p className="muted" data-testid="checkout-guest">
          {t('m1_guest_ordering')}
        </p>
      ) : (
        <>
          <label className="field">
            <span className="field__label">{t('m1_full_name')} *</span>
            <input
              autoComplete="name"
              value={form.name}
              required
              onChange={(e) => update({ name: e.target.value })}
            />
          </label>
          {app.selfatphone ? (
            <label className="field">
              <span className="field__label">{t('m1_phone')} *</span>
              <input
                type="tel"
                autoComplete="tel"
                value={form.phone}
                required
                onChange={(e) => update({ phone: e.target.value })}
              />
            </label>
          ) : null}
          {app.selfatrut ? (
            <label className="field">
              <span className="field__label">{t('m1_rut')} *</span>
              <input value={form.rut} required onChange={(e) => update({ rut: e.target.value })} />
            </label>
          ) : null}
        </>
      )}
      {checkInPasswordNeeded(app, form.tipo, false) ? (
        <label className="field">
          <span className="field__label">{t('m1_checkin_password')} *</span>
          <input
            type="password"
            autoComplete="off"
            value={form.pwdCheckin}
            required
            aria-invalid={passwordWrong}
            aria-describedby={`${id}-pwd`}
            onChange={(e) => update({ pwdCheckin: e.target.value })}
          />
          {passwordWrong ? (
            <span
              id={`${id}-pwd`}
              role="alert"
              className="notice notice--error"
              data-testid="checkin-password-wrong"
            >
              {t('m1_checkin_password_wrong')}
            </span>
          ) : (
            <span id={`${id}-pwd`} className="field__hint">
              {t('m1_checkin_password_hint')}
            </span>
          )}
        </label>
      ) : null}
    </section>
  );
}
