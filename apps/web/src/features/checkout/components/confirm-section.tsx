import { localText, type TAppConfig } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useId } from 'react';

/**
 * The terms and the confirm button (spec/1 §4 'Checkout readiness'): the venue's policies, the conditions
 * checkbox, the button (disabled with the reason beside it while the order cannot go).
 */
export function ConfirmSection(props: {
  app: TAppConfig;
  conditions: boolean;
  onConditions: (accepted: boolean) => void;
  label: string;
  disabled: boolean;
  notice: string | null;
  onConfirm: () => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { app } = props;
  return (
    <section className="card checkout__confirm" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {t('m1_checkout_policies')}
      </h2>
      {app.politicas ? (
        <p className="small">{localText(app.politicas, app.politicasTrad, i18n.language)}</p>
      ) : null}
      <p className="muted small">{t('m1_checkout_venue_terms')}</p>
      <label className="check">
        <input
          type="checkbox"
          checked={props.conditions}
          onChange={(e) => props.onConditions(e.target.checked)}
        />
        <span>{t('m1_checkout_conditions')}</span>
      </label>
      <button
        type="button"
        className="button button--wide"
        aria-disabled={props.disabled}
        aria-describedby={props.notice ? `${id}-notice` : undefined}
        data-testid="checkout-confirm"
        onClick={() => {
          if (!props.disabled) props.onConfirm();
        }}
      >
        {props.label}
      </button>
      {props.notice ? (
        <p id={`${id}-notice`} className="notice notice--warn" role="status" data-testid="checkout-notice">
          {props.notice}
        </p>
      ) : null}
    </section>
  );
}
