import type { TAppConfig, TDeliveryCost } from '@comanda/domain';
import { numberText } from '@comanda/i18n';
import { useTranslation } from '@comanda/i18n/react';
import { type ReactNode, useId } from 'react';
import { EditIcon } from '../../../components/icons.tsx';
import type { CheckoutForm } from '../model/checkout-form.ts';

/**
 * The pickup or delivery block of the checkout (spec/1 §2 screen 4): where to pick up, the preparation time,
 * the delivery address (chosen for this order: the profile's default does not change, issue 15 item 2;
 * signed out, the device's temporary one, issue 16 item 3), the
 * phone, date and time with the wizard's button, the distance and why the venue does not deliver there.
 */
export function DispatchData(props: {
  app: TAppConfig;
  form: CheckoutForm;
  pickupAddress: string;
  signedIn: boolean;
  hasAddresses: boolean;
  addressSlot: ReactNode;
  whenText: string;
  hasWizard: boolean;
  onEditWhen: () => void;
  delivery: TDeliveryCost | null;
  deliveryRefusal: string | null;
  update: (patch: Partial<CheckoutForm>) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { app, form } = props;
  const pickup = form.tipo === 1;
  const prepMinutes = pickup ? app.ordtiempominpick : app.ordtiempomin;
  const phoneRequired = pickup ? app.ordpickphone : app.orddvyphone;
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {pickup ? t('m1_checkout_pickup_data') : t('m1_checkout_delivery_data')}
      </h2>
      {pickup ? <p>{t('p1_checkout_pickup_at', { address: props.pickupAddress })}</p> : null}
      {prepMinutes > 0 ? (
        <p className="muted small">{t('p1_checkout_prep_time', { count: prepMinutes })}</p>
      ) : null}
      {form.tipo === 2 ? (
        <div className="block">
          <h3 className="block__subtitle">{t('m1_checkout_address')}</h3>
          {props.signedIn && !props.hasAddresses ? (
            <p className="muted">{t('m1_checkout_no_addresses')}</p>
          ) : null}
          {props.addressSlot}
          {props.signedIn && props.hasAddresses ? (
            <p className="muted small">{t('m1_checkout_address_once')}</p>
          ) : null}
        </div>
      ) : null}
      <label className="field">
        <span className="field__label">
          {t('m1_phone')}
          {phoneRequired ? ' *' : ''}
        </span>
        <input
          type="tel"
          autoComplete="tel"
          value={form.phone}
          required={phoneRequired}
          onChange={(e) => props.update({ phone: e.target.value })}
        />
        <span className="field__hint">{t('m1_phone_hint')}</span>
      </label>
      <div className="when">
        <span>
          <span className="field__label">{t('m1_checkout_when')}: </span>
          <strong data-testid="checkout-when">{props.whenText}</strong>
        </span>
        {props.hasWizard ? (
          <button type="button" className="button button--ghost" onClick={props.onEditWhen}>
            <EditIcon />
            {t('m1_checkout_edit_when')}
          </button>
        ) : null}
      </div>
      {form.tipo === 2 && props.delivery ? (
        <p className="muted small" data-testid="delivery-distance">
          {t('p1_delivery_distance', {
            dist: `${numberText(props.delivery.dist, i18n.language)} ${app.ordunidist}`,
          })}
        </p>
      ) : null}
      {props.deliveryRefusal ? (
        <p role="alert" className="notice notice--error" data-testid="delivery-refusal">
          {props.deliveryRefusal}
        </p>
      ) : null}
    </section>
  );
}
