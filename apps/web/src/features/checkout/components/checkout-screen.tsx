import {
  AS_SOON_AS_POSSIBLE,
  asLanguage,
  checkInActive,
  DEFAULT_LANGUAGE,
  DispatchType,
  formatMoney,
  isOnReceiptCode,
  linesNotOffered,
  localClock,
  localDate,
  maxTip,
  offersDispatchType,
  PaymentCode,
  restaurantPath,
  savedCardsAccepted,
  tipChoicesWithin,
} from '@comanda/domain';
import { dateInWords } from '@comanda/i18n';
import { useTranslation } from '@comanda/i18n/react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-message.ts';
import { currentDateLocale } from '../../../lib/language.ts';
import { notify } from '../../../lib/notifications.ts';
import type { CheckoutVenue } from '../api/fetch-venue.ts';
import { deviceStorage, useCheckoutDraft } from '../hooks/use-checkout-draft.ts';
import { useClosedNotice } from '../hooks/use-closed-notice.ts';
import { clearDraft, draftVenue } from '../model/checkout-draft.ts';
import {
  blocker,
  type CheckoutForm,
  initialForm,
  type MissingField,
  offeredMethods,
  orderRequest,
  paysOnline,
  startingTime,
} from '../model/checkout-form.ts';
import { timesOn, type VenueTimes, wizardDays } from '../model/deferral-view.ts';
import type { CheckoutContext } from '../store/checkout-store.ts';
import { checkoutStore, useCheckout } from '../store/checkout-store-instance.ts';
import { CheckInData } from './checkin-data.tsx';
import type { CheckoutPageProps } from './checkout-props.ts';
import { ConfirmSection } from './confirm-section.tsx';
import { DeferralWizard } from './deferral-wizard.tsx';
import { DispatchData } from './dispatch-data.tsx';
import { OrderSummary } from './order-summary.tsx';
import { OrderTypeSection } from './order-type-section.tsx';
import { PaymentSection } from './payment-section.tsx';
import { ProcessingDialog } from './processing-dialog.tsx';

const FIELD_KEYS: Record<MissingField, string> = {
  name: 'm1_field_full_name',
  rut: 'm1_field_rut',
  phone: 'm1_field_phone',
  address: 'm1_field_address',
  payment: 'm1_field_payment',
  time: 'm1_field_time',
  password: 'm1_field_checkin_password',
};

/**
 * The checkout of a loaded venue (spec/1 §2 screen 4): type, pickup/delivery/table data, payment, the
 * summary that explains, terms and confirm; its draft kept on the device (issue 15 items 1–2).
 */
export function CheckoutScreen(props: CheckoutPageProps & { venue: CheckoutVenue }) {
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
  const times: VenueTimes = useMemo(
    () => ({ app, rows: menu.dt, tz: menu.tz, holidays: menu.holidays, openNow: menu.ta === 1 }),
    [app, menu],
  );
  const resto = cart.resto ?? { id: info.id, dk: info.dk };
  const products = useMemo(() => new Map(menu.prods.map((p) => [p.ip, p])), [menu.prods]);

  useCheckoutDraft({
    place: { cartId: props.cartId, venue: draftVenue(resto) },
    offer: {
      types,
      methods: (tipo) => offeredMethods(app, menu.dm, tipo).map((m) => m.id),
      tipChoices: tipChoicesWithin(app).choices,
      times: (tipo, fecha) => timesOn(times, tipo, now, fecha),
    },
    // A new checkout for this cart: the venue's defaults and the diner's phone (the address follows below).
    fresh: () =>
      initialForm({
        app,
        tipo: types.includes(cart.tipo as 1 | 2 | 3)
          ? cart.tipo
          : (types.filter((x) => x !== DispatchType.checkIn).pop() ?? 1),
        phone: profile?.phone || checkoutStore.getState().lastPhone,
        // Signed in, the closest of the profile's addresses follows (useCheckoutDraft); signed out, the device's.
        address: props.signedIn ? null : (props.deviceAddress ?? null),
        name: profile?.name ?? '',
        rut: profile?.rut ?? '',
        openNow: times.openNow,
      }),
    restartKey: `${info.id}|${props.signedIn}`,
    coupons: codes,
    onKept: (kept) => {
      setCodes(kept?.coupons ?? []);
      if (kept?.tipo && kept.tipo !== cart.tipo) props.onTipo(kept.tipo);
    },
    addresses: profile ? profile.addresses : null,
    deliveryVenue: { app, latitud: info.latitud, longitud: info.longitud, polygons: menu.poly },
    weekday: localClock(now, menu.tz).weekday,
  });

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
    resto,
    lines: cart.dl,
    mesa: cart.mesa,
    seat: props.seat ?? null,
    app,
    name: profile?.name ?? '',
    email: profile?.email ?? '',
    fallbackPrepago,
    // The diner's receipt and messages about the order go in the language they ordered in (issue 11).
    language: asLanguage(i18n.language) ?? DEFAULT_LANGUAGE,
    signedIn: props.signedIn,
  };

  // Totals come from the server's preflight of this very form (spec/1 §5 'Totals'), signed in or not yet: a
  // signed-out diner sees the fee of their temporary address and the total before signing in (issue 16 item 3).
  const formKey = JSON.stringify([form, cart.dl, props.signedIn]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: formKey names what the preflight reads
  useEffect(() => {
    if (!form) return;
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

  // A closed venue says so, with when it opens, 0.8 s after the checkout opens (spec/1 §4, §9).
  const opensAt = preflight.blocked?.opensAt ?? menu.opensAt ?? null;
  const today = localDate(now, menu.tz);
  const opensText = opensAt
    ? t('p1_checkout_opens_when', {
        date: dateInWords(opensAt.date, today, t, currentDateLocale()),
        time: opensAt.time,
      })
    : '';
  // The menu's very words, so arriving from the menu within 5 s shows it once (spec/3 §8 dedupe); the
  // summary says when it opens.
  useClosedNotice(menu.ta === -1, 'm1_checkout_closed');

  if (!form) return null;
  const update = (patch: Partial<CheckoutForm>) => checkoutStore.getState().update(patch);
  const totals = preflight.status === 'ready' ? preflight.totals : null;
  const blocked = preflight.status === 'ready' ? preflight.blocked : null;
  // A check-in order with total zero is confirmed with no payment (spec/1 §4 'Check-in specifics').
  const free = form.tipo === DispatchType.checkIn && totals?.total === 0;
  // Lines of products the venue does not offer for the chosen type (issue 13 item 3): held here, named, before
  // the server refuses them.
  const notOffered = linesNotOffered(cart.dl, (ip) => products.get(ip), form.tipo);
  const notOfferedReason = t(`m1_not_offered_${form.tipo}`);
  const stop = blocker({
    app,
    form,
    preflight,
    free,
    guest: props.guest ?? false,
    notOffered: notOffered.map((l) => props.names[l.item] ?? products.get(l.item)?.np ?? l.item),
  });
  const withMessage = form.tipo === DispatchType.delivery;
  const hasWizard = withMessage || app.orddife;
  const canSchedule = app.orddife && wizardDays(times, form.tipo, now).length > 0;
  const notice = !stop
    ? null
    : stop.kind === 'not-offered'
      ? t('p1_checkout_not_offered', { reason: notOfferedReason, products: stop.products.join(', ') })
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
        ? t('m1_checkout_when_choose')
        : t('p1_checkout_when_at', {
            date: form.fecha ? dateInWords(form.fecha, today, t, currentDateLocale()) : t('m1_wizard_today'),
            time: form.hora === AS_SOON_AS_POSSIBLE ? t('m1_checkout_asap') : form.hora,
          });
  // Why the venue does not deliver to this address: the minimum and the area come priced; the address is refused.
  const deliveryRefusal =
    form.tipo !== 2
      ? null
      : blocked && ['delivery', 'minimum'].includes(blocked.code)
        ? blocked.message
        : preflight.status === 'refused' && preflight.refusal?.code === 'address'
          ? preflight.refusal.message
          : null;
  const confirmLabel =
    paysOnline(form) && totals && !free
      ? t('p1_checkout_pay_confirm', { total: formatMoney(totals.total, cur) })
      : t('m1_checkout_confirm');
  // Saved cards where the venue takes them and its card wallet (5011) is offered for this order — not at a table
  // that pays on leaving (issue 16 item 4); 'Tarjeta nueva' goes through the vault's form.
  const cardsHere =
    savedCardsAccepted(app, info.pais) && methods.some((m) => m.id === PaymentCode.cardWallet);
  const cards = cardsHere ? (props.savedCards ?? []).filter((c) => c.pais === info.pais) : [];
  const confirm = () => {
    if (!form.newCard || !props.onNewCard) return void checkoutStore.getState().confirm(context);
    const request = orderRequest({
      ...context,
      form: { ...form, hora: form.hora || AS_SOON_AS_POSSIBLE },
      idempotencyKey: crypto.randomUUID(),
    });
    // Its failure goes through the one notification system, as a slow error (spec/1 §8; issue 15 item 6).
    props
      .onNewCard(request, info.pais)
      .catch((failure: unknown) => notify(errorMessage(failure), { kind: 'slowError' }));
  };

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
          <OrderTypeSection
            types={types}
            tipo={form.tipo}
            onChange={(tipo) => {
              update({
                tipo,
                prepago: null,
                hora: startingTime(app, times.openNow),
                fecha: '',
              });
              props.onTipo(tipo);
            }}
          />
          {form.tipo === 3 ? (
            <CheckInData
              app={app}
              form={form}
              table={cart.mesaName || cart.mesa}
              guest={props.guest ?? false}
              update={update}
            />
          ) : (
            <DispatchData
              app={app}
              form={form}
              pickupAddress={[info.direccion, info.comuna].filter(Boolean).join(', ')}
              signedIn={props.signedIn}
              hasAddresses={(profile?.addresses.length ?? 0) > 0}
              addressSlot={props.addressSlot(form.address, (address) => update({ address }))}
              whenText={whenText}
              hasWizard={hasWizard}
              onEditWhen={() => setWizard(true)}
              delivery={preflight.delivery}
              deliveryRefusal={deliveryRefusal}
              update={update}
            />
          )}
          <PaymentSection
            app={app}
            form={form}
            methods={methods}
            free={free}
            maxTip={totals ? maxTip(totals.subtotal, app) : null}
            coupons={{ codes, discount: totals ? totals.coupon : null, invalid: couponError }}
            onAddCoupon={(code) => {
              setCouponError('');
              setCodes((list) => (list.includes(code) ? list : [...list, code]));
              update({ coupon: code });
            }}
            onToggleCoupon={(code) => {
              setCouponError('');
              update({ coupon: form.coupon === code ? '' : code });
            }}
            cards={{ saved: cards, offerNew: cardsHere && Boolean(props.onNewCard) }}
            update={update}
          />
        </div>

        <aside className="checkout__side">
          <OrderSummary
            cart={cart}
            tipo={form.tipo}
            names={props.names}
            cur={cur}
            totals={totals}
            loading={preflight.status === 'loading'}
            blocked={blocked}
            quoted={preflight.delivery !== null}
            opensText={opensText}
            canSchedule={canSchedule}
            menuPath={menuPath}
            notOffered={{ lines: new Set(notOffered.map((l) => l.indiceCart)), reason: notOfferedReason }}
          />
          {props.signedIn ? (
            <ConfirmSection
              app={app}
              conditions={form.conditions}
              onConditions={(conditions) => update({ conditions })}
              label={confirmLabel}
              disabled={stop !== null || phase === 'saving'}
              notice={notice}
              onConfirm={confirm}
            />
          ) : typeof props.loginSlot === 'function' ? (
            props.loginSlot(app, form.tipo)
          ) : (
            props.loginSlot
          )}
        </aside>
      </div>
      {wizard ? (
        <DeferralWizard
          venue={times}
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
      {phase !== 'idle' ? (
        <ProcessingDialog
          onRetry={confirm}
          onSaved={(answer) => {
            // The order is saved: its draft is done with (issue 15 item 1).
            const storage = deviceStorage();
            if (storage) clearDraft(storage);
            props.onSaved(answer);
          }}
        />
      ) : null}
    </div>
  );
}
