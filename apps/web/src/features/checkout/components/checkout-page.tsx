import {
  AS_SOON_AS_POSSIBLE,
  asLanguage,
  CheckInPayMode,
  checkInActive,
  DEFAULT_LANGUAGE,
  DispatchType,
  deferralDays,
  formatMoney,
  isOnReceiptCode,
  localDate,
  localText,
  offersDispatchType,
  PaymentCode,
  restaurantPath,
  type TAddress,
  type TAppConfig,
  type TCart,
  type TSaveOrderAnswer,
} from '@comanda/domain';
import { dateInWords, numberText } from '@comanda/i18n';
import { useTranslation } from '@comanda/i18n/react';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { EditIcon } from '../../../components/icons.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { currentDateLocale } from '../../../lib/language.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { type CheckoutVenue, fetchCheckoutVenue } from '../api/fetch-venue.ts';
import {
  blocker,
  type CheckoutForm,
  initialForm,
  type MissingField,
  offeredMethods,
  paysOnline,
  tipOffered,
} from '../model/checkout-form.ts';
import type { CheckoutContext } from '../store/checkout-store.ts';
import { checkoutStore, useCheckout } from '../store/checkout-store-instance.ts';
import { CheckInData } from './checkin-data.tsx';
import { CouponList } from './coupon-list.tsx';
import { DeferralWizard } from './deferral-wizard.tsx';
import { OrderSummary } from './order-summary.tsx';
import { ProcessingDialog } from './processing-dialog.tsx';
import { TipSelector } from './tip-selector.tsx';
import './checkout.css';

type Saved = Extract<TSaveOrderAnswer, { preflight: false }>;

const FIELD_KEYS: Record<MissingField, string> = {
  name: 'm1_field_full_name',
  rut: 'm1_field_rut',
  phone: 'm1_field_phone',
  address: 'm1_field_address',
  payment: 'm1_field_payment',
  time: 'm1_field_time',
  password: 'm1_field_checkin_password',
};

export type CheckoutPageProps = {
  cartId: string;
  cart: TCart;
  names: Record<string, string>;
  signedIn: boolean;
  /** Signed in as an anonymous guest at the table: no profile fields asked (spec/1 §5, spec/2 §6). */
  guest?: boolean;
  profile: { name: string; email: string; phone: string; rut: string; address: TAddress | null } | null;
  /** The diner's saved addresses with add/edit/default (the account feature), for delivery. */
  addressSlot: ReactNode;
  /** The sign-in panel, shown instead of the confirm block while signed out. */
  /** Where the sign-in goes while signed out; given the venue's settings and the order type when a function. */
  loginSlot: ReactNode | ((app: TAppConfig, tipo: number) => ReactNode);
  onTipo: (tipo: 1 | 2 | 3) => void;
  onSaved: (answer: Saved) => void;
};

/** /l/cart: the checkout of the cart's venue (spec/1 §2 screen 4). */
export function CheckoutPage(props: CheckoutPageProps) {
  const { t } = useTranslation();
  const resto = props.cart.resto;
  const [venue, setVenue] = useState<CheckoutVenue | null>(null);
  const [failed, setFailed] = useState('');
  useDocumentTitle(t('m1_checkout_title'));
  const restoKey = resto ? `${resto.pais}/${resto.simpleId}/${resto.dk}` : '';
  // The venue is named by restoKey; the cart object itself changes with every cart change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restoKey names resto
  useEffect(() => {
    if (!resto) return;
    let live = true;
    setFailed('');
    fetchCheckoutVenue(resto)
      .then((v) => live && setVenue(v))
      .catch((e: unknown) => live && setFailed(errorMessage(e)));
    return () => {
      live = false;
    };
  }, [restoKey]);

  if (!resto || props.cart.dl.length === 0)
    return (
      <div className="page">
        <StatusMessage
          title={t('m1_checkout_title')}
          hint={t('m1_checkout_empty')}
          headingLevel={1}
          action={
            <Link to="/" className="button">
              {t('m1_back_home')}
            </Link>
          }
        />
      </div>
    );
  if (failed)
    return (
      <div className="page">
        <StatusMessage role="alert" title={t('m1_error_title')} hint={failed} headingLevel={1} />
      </div>
    );
  if (!venue)
    return (
      <p className="page muted" role="status">
        {t('m1_checkout_loading')}
      </p>
    );
  return <CheckoutScreen {...props} venue={venue} />;
}

function CheckoutScreen(props: CheckoutPageProps & { venue: CheckoutVenue }) {
  const { t, i18n } = useTranslation();
  const { venue, cart, profile } = props;
  const { info, menu } = venue;
  const app = menu.cf.app;
  const cur = app.cur;
  const titleId = useId();
  const form = useCheckout((s) => s.form);
  const preflight = useCheckout((s) => s.preflight);
  const phase = useCheckout((s) => s.phase);
  const [codes, setCodes] = useState<string[]>([]);
  const [couponError, setCouponError] = useState('');
  const [wizard, setWizard] = useState(false);
  const [now] = useState(() => new Date());
  const menuPath = `${restaurantPath({ pais: info.pais, slug: info.slug, simpleId: info.simpleId, dk: info.dk })}/menu`;
  // At the table only when the cart sits at one of this venue's tables and check-in is active (spec/1 §4).
  const atTable = cart.mesa !== '' && checkInActive(app);
  const types = ([DispatchType.pickup, DispatchType.delivery, DispatchType.checkIn] as const).filter(
    (tipo) => (tipo === DispatchType.checkIn ? atTable : offersDispatchType(app, tipo)),
  );

  // A new checkout for this cart: the venue's defaults and the diner's phone and default address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per venue and session
  useEffect(() => {
    const tipo = types.includes(cart.tipo as 1 | 2 | 3)
      ? cart.tipo
      : (types.filter((x) => x !== DispatchType.checkIn).pop() ?? 1);
    checkoutStore.getState().start(
      initialForm({
        app,
        tipo,
        phone: profile?.phone || checkoutStore.getState().lastPhone,
        address: profile?.address ?? null,
        name: profile?.name ?? '',
        rut: profile?.rut ?? '',
      }),
    );
    return () => checkoutStore.getState().reset();
  }, [info.id, props.signedIn]);

  // The chosen delivery address follows the diner's default (the address book makes the chosen one default).
  const addressKey = JSON.stringify(profile?.address ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: addressKey names the address
  useEffect(() => {
    if (checkoutStore.getState().form) checkoutStore.getState().update({ address: profile?.address ?? null });
  }, [addressKey]);

  // The name and tax id follow the profile once it loads or is completed, unless the diner typed their own.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the profile's name and rut name the effect
  useEffect(() => {
    const current = checkoutStore.getState().form;
    if (!current || !profile) return;
    const patch: Partial<CheckoutForm> = {};
    if (current.name === '' && profile.name) patch.name = profile.name;
    if (current.rut === '' && profile.rut) patch.rut = profile.rut;
    if (Object.keys(patch).length > 0) checkoutStore.getState().update(patch);
  }, [profile?.name, profile?.rut, form !== null]);

  const methods = useMemo(() => offeredMethods(app, menu.dm, form?.tipo ?? 1), [app, menu.dm, form?.tipo]);
  const fallbackPrepago = methods.find((m) => isOnReceiptCode(m.id))?.id ?? methods[0]?.id ?? 0;
  const context: CheckoutContext = {
    cartId: props.cartId,
    resto: cart.resto ?? { id: info.id, dk: info.dk },
    lines: cart.dl,
    mesa: cart.mesa,
    app,
    name: profile?.name ?? '',
    email: profile?.email ?? '',
    fallbackPrepago,
    // The diner's receipt and messages about the order go in the language they ordered in (issue 11).
    language: asLanguage(i18n.language) ?? DEFAULT_LANGUAGE,
  };

  // Totals come from the server's preflight of this very form (spec/1 §5 'Totals').
  const formKey = JSON.stringify([form, cart.dl, props.signedIn]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: formKey names what the preflight reads
  useEffect(() => {
    if (!form || !props.signedIn) return;
    const timer = setTimeout(() => void checkoutStore.getState().runPreflight(context), 250);
    return () => clearTimeout(timer);
  }, [formKey]);

  // A coupon the server does not know here is dropped with its message.
  useEffect(() => {
    if (
      preflight.status === 'refused' &&
      preflight.refusal?.code === 'coupon' &&
      form?.coupon &&
      preflight.coupon === form.coupon
    ) {
      setCouponError(preflight.refusal.message);
      setCodes((list) => list.filter((c) => c !== form.coupon));
      checkoutStore.getState().update({ coupon: '' });
    }
  }, [preflight, form?.coupon]);

  if (!form) return null;
  const update = (patch: Partial<CheckoutForm>) => checkoutStore.getState().update(patch);
  const totals = preflight.status === 'ready' ? preflight.totals : null;
  // A check-in order with total zero is confirmed with no payment (spec/1 §4 'Check-in specifics').
  const free = form.tipo === DispatchType.checkIn && totals?.total === 0;
  const stop = blocker({ app, form, preflight, free, guest: props.guest ?? false });
  const online = paysOnline(form);
  const days = deferralDays(app);
  const withMessage = form.tipo === DispatchType.delivery;
  const hasWizard = withMessage || app.orddife;
  const notice = !stop
    ? null
    : stop.kind === 'missing'
      ? t('p1_checkout_missing', { fields: stop.fields.map((f) => t(FIELD_KEYS[f])).join(', ') })
      : stop.kind === 'out-of-area'
        ? t('m1_checkout_out_of_area')
        : stop.kind === 'terms'
          ? t('m1_checkout_accept_terms')
          : stop.kind === 'server'
            ? stop.message
            : t('m1_totals_waiting');
  const whenText =
    form.hora === AS_SOON_AS_POSSIBLE && form.fecha === ''
      ? t('m1_checkout_asap')
      : form.hora === ''
        ? '—'
        : t('p1_checkout_when_at', {
            date: form.fecha
              ? dateInWords(form.fecha, localDate(now, menu.tz), t, currentDateLocale())
              : t('m1_wizard_today'),
            time: form.hora === AS_SOON_AS_POSSIBLE ? t('m1_checkout_asap') : form.hora,
          });
  const deliveryRefusal =
    form.tipo === 2 &&
    preflight.status === 'refused' &&
    ['delivery', 'address', 'minimum'].includes(preflight.refusal?.code ?? '')
      ? preflight.refusal?.message
      : null;
  const confirmLabel =
    online && totals && !free
      ? t('p1_checkout_pay_confirm', { total: formatMoney(totals.total, cur) })
      : t('m1_checkout_confirm');
  const confirm = () => void checkoutStore.getState().confirm(context);

  return (
    <div className="page checkout">
      <header className="checkout__head">
        <h1 id={titleId}>{t('m1_checkout_title')}</h1>
        <p className="muted">{t('p1_checkout_from', { name: info.nombre })}</p>
        <Link to={menuPath} className="link">
          ← {t('m1_checkout_back_menu')}
        </Link>
      </header>
      <div className="checkout__grid">
        <div className="checkout__form">
          <section className="card" aria-labelledby={`${titleId}-type`}>
            <h2 id={`${titleId}-type`} className="card__title">
              {t('m1_checkout_type')}
            </h2>
            <div className="segmented" role="radiogroup" aria-labelledby={`${titleId}-type`}>
              {types.map((tipo) => (
                <label key={tipo} className="segmented__option">
                  <input
                    type="radio"
                    name="checkout-type"
                    checked={form.tipo === tipo}
                    onChange={() => {
                      update({
                        tipo,
                        prepago: null,
                        hora: days.min > 0 ? '' : AS_SOON_AS_POSSIBLE,
                        fecha: '',
                      });
                      props.onTipo(tipo);
                    }}
                  />
                  <span>
                    {tipo === 1
                      ? t('m1_type_pickup')
                      : tipo === 2
                        ? t('m1_type_delivery')
                        : t('m1_type_checkin')}
                  </span>
                </label>
              ))}
            </div>
          </section>

          {form.tipo === 3 ? (
            <CheckInData
              app={app}
              form={form}
              table={cart.mesaName || cart.mesa}
              guest={props.guest ?? false}
              update={update}
            />
          ) : (
            <section className="card" aria-labelledby={`${titleId}-data`}>
              <h2 id={`${titleId}-data`} className="card__title">
                {form.tipo === 1 ? t('m1_checkout_pickup_data') : t('m1_checkout_delivery_data')}
              </h2>
              {form.tipo === 1 ? (
                <p>
                  {t('p1_checkout_pickup_at', {
                    address: [info.direccion, info.comuna].filter(Boolean).join(', '),
                  })}
                </p>
              ) : null}
              {(form.tipo === 1 ? app.ordtiempominpick : app.ordtiempomin) > 0 ? (
                <p className="muted small">
                  {t('p1_checkout_prep_time', {
                    count: form.tipo === 1 ? app.ordtiempominpick : app.ordtiempomin,
                  })}
                </p>
              ) : null}
              {form.tipo === 2 ? (
                props.signedIn ? (
                  <div className="block">
                    <h3 className="block__subtitle">{t('m1_checkout_address')}</h3>
                    {!profile?.address ? <p className="muted">{t('m1_checkout_no_addresses')}</p> : null}
                    {props.addressSlot}
                  </div>
                ) : null
              ) : null}
              <label className="field">
                <span className="field__label">
                  {t('m1_phone')}
                  {(form.tipo === 1 ? app.ordpickphone : app.orddvyphone) ? ' *' : ''}
                </span>
                <input
                  type="tel"
                  autoComplete="tel"
                  value={form.phone}
                  required={form.tipo === 1 ? app.ordpickphone : app.orddvyphone}
                  onChange={(e) => update({ phone: e.target.value })}
                />
                <span className="field__hint">{t('m1_phone_hint')}</span>
              </label>
              <div className="when">
                <span>
                  <span className="field__label">{t('m1_checkout_when')}: </span>
                  <strong data-testid="checkout-when">{whenText}</strong>
                </span>
                {hasWizard ? (
                  <button type="button" className="button button--ghost" onClick={() => setWizard(true)}>
                    <EditIcon />
                    {t('m1_checkout_edit_when')}
                  </button>
                ) : null}
              </div>
              {form.tipo === 2 && preflight.delivery ? (
                <p className="muted small" data-testid="delivery-distance">
                  {t('p1_delivery_distance', {
                    dist: `${numberText(preflight.delivery.dist, i18n.language)} ${app.ordunidist}`,
                  })}
                </p>
              ) : null}
              {deliveryRefusal ? (
                <p role="alert" className="notice notice--error" data-testid="delivery-refusal">
                  {deliveryRefusal}
                </p>
              ) : null}
            </section>
          )}

          <section className="card" aria-labelledby={`${titleId}-pay`}>
            <h2 id={`${titleId}-pay`} className="card__title">
              {t('m1_checkout_payment')}
            </h2>
            {free ? (
              <p className="notice" data-testid="checkout-no-payment">
                {t('m1_checkout_no_payment')}
              </p>
            ) : (
              <fieldset className="choice-list">
                <legend className="visually-hidden">{t('m1_checkout_payment')}</legend>
                {methods.map((m) => (
                  <label key={m.id} className="choice">
                    <input
                      type="radio"
                      name="checkout-payment"
                      checked={form.prepago === m.id}
                      onChange={() => update({ prepago: m.id })}
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
              </fieldset>
            )}
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
              <TipSelector app={app} value={form.tip} onChange={(tip) => update({ tip })} />
            ) : app.tip !== false ? (
              <p className="muted small">{t('m1_tip_prepaid_only')}</p>
            ) : null}
            <CouponList
              codes={codes}
              selected={form.coupon}
              discount={totals ? totals.coupon : null}
              cur={cur}
              invalid={couponError}
              onAdd={(code) => {
                setCouponError('');
                setCodes((list) => (list.includes(code) ? list : [...list, code]));
                update({ coupon: code });
              }}
              onToggle={(code) => {
                setCouponError('');
                update({ coupon: form.coupon === code ? '' : code });
              }}
            />
          </section>
        </div>

        <aside className="checkout__side">
          <OrderSummary
            cart={cart}
            names={props.names}
            cur={cur}
            totals={totals}
            loading={preflight.status === 'loading'}
            menuPath={menuPath}
          />
          {props.signedIn ? (
            <section className="card checkout__confirm" aria-labelledby={`${titleId}-terms`}>
              <h2 id={`${titleId}-terms`} className="card__title">
                {t('m1_checkout_policies')}
              </h2>
              {app.politicas ? (
                <p className="small">{localText(app.politicas, app.politicasTrad, i18n.language)}</p>
              ) : null}
              <p className="muted small">{t('m1_checkout_venue_terms')}</p>
              <label className="check">
                <input
                  type="checkbox"
                  checked={form.conditions}
                  onChange={(e) => update({ conditions: e.target.checked })}
                />
                <span>{t('m1_checkout_conditions')}</span>
              </label>
              <button
                type="button"
                className="button button--wide"
                aria-disabled={stop !== null || phase === 'saving'}
                aria-describedby={notice ? `${titleId}-notice` : undefined}
                data-testid="checkout-confirm"
                onClick={() => {
                  if (stop === null) confirm();
                }}
              >
                {confirmLabel}
              </button>
              {notice ? (
                <p
                  id={`${titleId}-notice`}
                  className="notice notice--warn"
                  role="status"
                  data-testid="checkout-notice"
                >
                  {notice}
                </p>
              ) : null}
            </section>
          ) : typeof props.loginSlot === 'function' ? (
            props.loginSlot(app, form.tipo)
          ) : (
            props.loginSlot
          )}
        </aside>
      </div>
      {wizard ? (
        <DeferralWizard
          app={app}
          rows={menu.dt}
          tz={menu.tz}
          holidays={menu.holidays}
          tipo={form.tipo}
          now={now}
          withMessage={withMessage}
          value={{ fecha: form.fecha, hora: form.hora, message: form.message }}
          onDone={(value) => {
            setWizard(false);
            update(value);
          }}
          onClose={() => setWizard(false)}
        />
      ) : null}
      {phase !== 'idle' ? <ProcessingDialog onRetry={confirm} onSaved={props.onSaved} /> : null}
    </div>
  );
}
