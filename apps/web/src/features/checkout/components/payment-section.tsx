import {
  CheckInPayMode,
  isOnReceiptCode,
  localText,
  PaymentCode,
  type TAppConfig,
  type TPaymentMethod,
  type TSavedCard,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { useId } from 'react';
import { type CheckoutForm, tipOffered } from '../model/checkout-form.ts';
import { CouponList } from './coupon-list.tsx';
import { TipSelector } from './tip-selector.tsx';

/**
 * Payment of the checkout (spec/1 §2 screen 4, §5 'Tip'): the methods offered for the type (none for a
 * check-in order that costs nothing), the transfer's instructions, the tip (bounded by the venue's maximum)
 * and the coupons.
 */
export function PaymentSection(props: {
  app: TAppConfig;
  form: CheckoutForm;
  methods: readonly TPaymentMethod[];
  free: boolean;
  /** The largest tip the server takes for this subtotal; null until the totals are in. */
  maxTip: number | null;
  coupons: { codes: readonly string[]; discount: number | null; invalid: string };
  onAddCoupon: (code: string) => void;
  onToggleCoupon: (code: string) => void;
  /** The diner's saved cards for this venue's country, and whether 'Tarjeta nueva' is offered. */
  cards: { saved: readonly TSavedCard[]; offerNew: boolean };
  update: (patch: Partial<CheckoutForm>) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { app, form, update } = props;
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id} className="card__title">
        {t('m1_checkout_payment')}
      </h2>
      {props.free ? (
        <p className="notice" data-testid="checkout-no-payment">
          {t('m1_checkout_no_payment')}
        </p>
      ) : (
        <fieldset className="choice-list">
          <legend className="visually-hidden">{t('m1_checkout_payment')}</legend>
          {props.methods.map((m) => (
            <label key={m.id} className="choice">
              <input
                type="radio"
                name="checkout-payment"
                checked={form.prepago === m.id && !form.newCard}
                onChange={() => update({ prepago: m.id, tokenCard: '', newCard: false })}
              />
              <span>
                {localText(m.nm, m.nmTrad, i18n.language) ||
                  (m.id === PaymentCode.bankTransfer
                    ? t('m1_pay_transfer')
                    : isOnReceiptCode(m.id)
                      ? t('m1_pay_on_receipt')
                      : t('m1_pay_online'))}
              </span>
            </label>
          ))}
          {props.cards.saved.map((card) => (
            <label key={card.id} className="choice">
              <input
                type="radio"
                name="checkout-payment"
                checked={form.prepago === PaymentCode.savedCard && form.tokenCard === card.id}
                onChange={() =>
                  update({ prepago: PaymentCode.savedCard, tokenCard: card.id, newCard: false })
                }
              />
              <span>{t('p1_pay_saved_card', { brand: card.brand, last4: card.last_four_digits })}</span>
            </label>
          ))}
          {props.cards.offerNew ? (
            <label className="choice">
              <input
                type="radio"
                name="checkout-payment"
                checked={form.newCard}
                onChange={() => update({ prepago: PaymentCode.cardWallet, tokenCard: '', newCard: true })}
              />
              <span>{t('m1_pay_new_card')}</span>
            </label>
          ) : null}
        </fieldset>
      )}
      {form.newCard ? (
        <label className="check">
          <input
            type="checkbox"
            checked={form.saveCard}
            onChange={(e) => update({ saveCard: e.target.checked })}
          />
          <span>{t('m1_pay_save_card')}</span>
        </label>
      ) : null}
      {form.tipo === 3 && app.selfatpay === CheckInPayMode.onLeaving ? (
        <p className="muted small">{t('m1_checkout_pay_on_leaving')}</p>
      ) : null}
      {form.prepago === PaymentCode.bankTransfer && app.ordtxttrf ? (
        <div className="notice" data-testid="transfer-text">
          <strong>{t('m1_checkout_transfer_data')}</strong>
          <p>{app.ordtxttrf}</p>
        </div>
      ) : null}
      {tipOffered(app, form) ? (
        <TipSelector app={app} value={form.tip} max={props.maxTip} onChange={(tip) => update({ tip })} />
      ) : app.tip !== false ? (
        <p className="muted small">{t('m1_tip_prepaid_only')}</p>
      ) : null}
      <CouponList
        codes={props.coupons.codes}
        selected={form.coupon}
        discount={props.coupons.discount}
        cur={app.cur}
        invalid={props.coupons.invalid}
        onAdd={props.onAddCoupon}
        onToggle={props.onToggleCoupon}
      />
    </section>
  );
}
