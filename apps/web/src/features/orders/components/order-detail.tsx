import {
  canPayNow,
  DispatchType,
  isCancellable,
  localText,
  orderToday,
  PaymentCode,
  placeText,
  restaurantPath,
  type TOrder,
} from '@comanda/domain';
import { dateInWords } from '@comanda/i18n';
import { useTranslation } from '@comanda/i18n/react';
import { Money } from '@comanda/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorNotice } from '../../../lib/error-message.ts';
import { currentDateLocale } from '../../../lib/language.ts';
import { notify } from '../../../lib/notifications.ts';
import { type StartPayment, usePayNow } from '../hooks/use-pay-now.ts';
import { lineStatusKey, orderView } from '../model/order-view.ts';
import { ordersStore, useOrders } from '../store/orders-store-instance.ts';

export const orderPagePath = (order: Pick<TOrder, 'resto' | 'iped'>) =>
  `${restaurantPath(order.resto)}/order/${order.iped}`;

/** The order's time as its venue's clock read it (issue 15: the venue's zone, not the device's). */
export const formatOrderDate = (iso: string, lang: string, timeZone: string) =>
  new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso));

/** The diner's own pay-now: through their session (POST /srv/payorder), kept in the orders store. */
const payAsOwner: StartPayment = (iped) => ordersStore.getState().payNow(iped);

/**
 * An order's detail (spec/1 §2 screen 7): venue, date, status with colour and waiting message, ids, tracking,
 * table, lines (kitchen status; cancelled lines warn 'Hay Productos anulados'), delivery and payment data,
 * totals labelled by payment status, cancel with confirmation while cancellable, and the pay-now link.
 * `readOnly` leaves out what only the diner may do (cancel, add more); `pay` is how pay-now starts a payment
 * and where its link points (the order link's pages pay without an account), by default the diner's own
 * unless read-only.
 */
export function OrderDetail({
  order,
  readOnly = false,
  headingLevel = 2,
  showPageLink = false,
  pay,
  onCancelled,
}: {
  order: TOrder;
  readOnly?: boolean;
  headingLevel?: 1 | 2;
  showPageLink?: boolean;
  pay?: { start: StartPayment; href: string };
  /** Closes the detail once the order is cancelled (spec/1 §4 'Cancellation'). */
  onCancelled?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const cancelling = useOrders((s) => s.cancelling);
  const [asking, setAsking] = useState(false);
  const view = orderView(order);
  const { det } = order;
  const Heading = `h${headingLevel}` as const;
  const venuePath = restaurantPath(order.resto);
  const canCancel = !readOnly && isCancellable(order.ss, order.sp) && cancelling === null;
  // Pay now (spec/1 §4 'Pay later'), also after a decline: a web order in process, online, sp below 2.
  const startPayment = pay?.start ?? (readOnly ? null : payAsOwner);
  const payable =
    startPayment !== null && canPayNow({ ss: order.ss, sp: order.sp, ti: order.ti, prepago: det.prepago });
  const { paying, payNow } = usePayNow(startPayment);

  const cancel = async () => {
    setAsking(false);
    try {
      await ordersStore.getState().cancel(order.iped);
      // spec/1 §4 'Cancellation': the detail closes, the lists have reloaded, the cancellation is announced.
      onCancelled?.();
      notify({ key: 'p1_order_cancelled_at', params: { venue: order.cfgApp.nombre } });
    } catch (error) {
      notify(errorNotice(error), { kind: 'slowError' });
    }
  };
  const money = (amount: number, negative = false) => (
    <MoneyOf amount={negative ? -amount : amount} order={order} />
  );

  return (
    <article className="order-detail card" aria-labelledby={titleId} data-testid="order-detail">
      <header className="order-detail__head">
        {order.cfgApp.logo ? (
          <img src={order.cfgApp.logo} alt="" className="order-detail__logo" width={48} height={48} />
        ) : null}
        <div>
          <Heading id={titleId} className="card__title">
            {order.cfgApp.nombre}
          </Heading>
          <p className="muted small">{formatOrderDate(order.fc, currentDateLocale(), order.cfgApp.tz)}</p>
        </div>
      </header>
      <p className="order-detail__status">
        <span className="status-pill" data-colour={view.colour} data-testid="order-status" aria-live="polite">
          {t(view.statusKey)}
        </span>
        {view.kitchenKey ? (
          <span className="status-pill" data-colour="progress" data-testid="order-kitchen">
            {t(view.kitchenKey)}
          </span>
        ) : null}
      </p>
      {view.waitingKey ? <p className="muted">{t(view.waitingKey)}</p> : null}
      {order.ss === -10 || order.ss === -11 ? (
        <p role="alert" className="notice notice--error">
          {t('m1_status_n10')}
        </p>
      ) : null}
      <p className="small">
        <strong>{t('p1_order_number', { n: order.imTxt || order.io })}</strong>
        <br />
        <span className="muted">{t('p1_order_id', { id: order.iped })}</span>
        {order.ioext ? (
          <>
            <br />
            <span className="muted">{t('p1_order_external', { id: order.ioext })}</span>
          </>
        ) : null}
      </p>
      {order.orden.tracking_url ? (
        <a className="link" href={order.orden.tracking_url} rel="noopener noreferrer" target="_blank">
          {t('m1_orders_tracking')}
        </a>
      ) : null}
      {order.ti === DispatchType.checkIn ? (
        // The table's name ('Mesa 5', or a virtual table's), else its number (spec/1 §2 screen 7).
        <p data-testid="order-table">
          {det.mesaName || t('p1_order_table', { n: det.mesa })}
          {det.seat ? ` · ${t('p1_order_seat', { seat: det.seat })}` : ''}
        </p>
      ) : null}

      <section aria-labelledby={`${titleId}-lines`} className="block">
        <h3 id={`${titleId}-lines`} className="block__subtitle">
          {t('m1_order_products')}
        </h3>
        {view.cancelledLines ? (
          <p role="alert" className="notice notice--warn">
            <strong>{t('m1_order_cancelled_lines')}</strong> {t('m1_order_cancelled_lines_hint')}
          </p>
        ) : null}
        <ul className="order-detail__lines">
          {det.lines.map((line) => {
            const key = lineStatusKey(line.st);
            return (
              <li key={line.lir} data-cancelled={key === 'm1_line_170'}>
                <span>
                  <strong>{line.cant}×</strong> {line.np}
                  {line.extras.length > 0 ? (
                    <span className="muted small">
                      {' '}
                      · {line.extras.map((e) => (e.cant > 1 ? `${e.cant}× ${e.np}` : e.np)).join(', ')}
                    </span>
                  ) : null}
                  {line.ct ? <span className="muted small"> · “{line.ct}”</span> : null}
                  {key ? <span className="tag">{t(key)}</span> : null}
                </span>
                <span>{money(line.total)}</span>
              </li>
            );
          })}
        </ul>
        {!readOnly && order.ss >= 0 && order.ss < 3 ? (
          <Link to={`${venuePath}/menu`} className="link small">
            + {t('m1_checkout_add_more')}
          </Link>
        ) : null}
      </section>

      <section aria-labelledby={`${titleId}-dvy`} className="block">
        <h3 id={`${titleId}-dvy`} className="block__subtitle">
          {t('m1_order_delivery_data')}
        </h3>
        <p>{t(`m1_order_type_${order.ti}`)}</p>
        {det.direccion ? (
          <p>
            {placeText([det.direccion.di, det.direccion.dp, det.direccion.cm, det.direccion.ci])}
            {det.direccion.ct ? <span className="muted small"> · {det.direccion.ct}</span> : null}
          </p>
        ) : null}
        <p className="small">
          {t('m1_order_requested_for')}:{' '}
          {det.fechaDespacho
            ? `${dateInWords(det.fechaDespacho, orderToday(order, new Date()), t, currentDateLocale())}, `
            : ''}
          {det.horaDespacho === 'lo antes posible' ? t('m1_checkout_asap') : det.horaDespacho}
        </p>
        {det.contacto.ph ? (
          <p className="small">
            {t('m1_order_contact')}: {[det.contacto.nm, det.contacto.ph].filter(Boolean).join(' · ')}
          </p>
        ) : null}
      </section>

      <section aria-labelledby={`${titleId}-pay`} className="block">
        <h3 id={`${titleId}-pay`} className="block__subtitle">
          {t('m1_order_payment_data')}
        </h3>
        <p>
          {localText(det.nombreprepago, det.nombreprepagoTrad, i18n.language)}{' '}
          <span className="status-pill" data-colour={view.paymentColour} data-testid="order-payment">
            {t(view.paymentKey)}
          </span>
        </p>
        {order.sp === -1 ? (
          <p role="alert" className="notice notice--error">
            {t('m1_order_not_paid')}
          </p>
        ) : null}
        {det.prepago === PaymentCode.bankTransfer && det.ordtxttrf ? (
          <p className="notice small">{det.ordtxttrf}</p>
        ) : null}
        <dl className="totals">
          <div>
            <dt>{t('m1_totals_subtotal')}</dt>
            <dd>{money(det.subtotal)}</dd>
          </div>
          {det.discounts > 0 ? (
            <div>
              <dt>{t('m1_totals_discounts')}</dt>
              <dd>{money(det.discounts, true)}</dd>
            </div>
          ) : null}
          {det.coupon ? (
            <div>
              <dt>
                {t('m1_totals_coupon')} {det.coupon.id}
              </dt>
              <dd>{money(det.coupon.discount, true)}</dd>
            </div>
          ) : null}
          {order.ti === DispatchType.delivery ? (
            <div>
              <dt>{t('m1_totals_delivery')}</dt>
              <dd>{det.costoDvy === 0 ? t('m1_totals_free') : money(det.costoDvy)}</dd>
            </div>
          ) : null}
          {det.propina > 0 ? (
            <div>
              <dt>{t('m1_totals_tip')}</dt>
              <dd>{money(det.propina)}</dd>
            </div>
          ) : null}
          <div className="totals__total">
            <dt data-testid="order-total-label">{t(view.totalKey)}</dt>
            <dd data-testid="order-total">{money(det.total)}</dd>
          </div>
        </dl>
      </section>

      <div className="row-actions">
        {payable ? (
          <a
            className="button"
            href={pay?.href ?? order.ppago?.init_point ?? orderPagePath(order)}
            aria-disabled={paying}
            onClick={(event) => {
              event.preventDefault();
              void payNow(order.iped);
            }}
          >
            {t('m1_order_pay_now')}
          </a>
        ) : null}
        {canCancel ? (
          <button type="button" className="button button--ghost" onClick={() => setAsking(true)}>
            {t('m1_order_cancel')}
          </button>
        ) : null}
        {!readOnly && view.cancelBlockKey ? (
          <p className="muted small order-detail__no-cancel" data-testid="order-no-cancel">
            {t(view.cancelBlockKey)}
          </p>
        ) : null}
        {showPageLink ? (
          <Link to={orderPagePath(order)} className="button button--ghost">
            {t('m1_order_open_page')}
          </Link>
        ) : null}
      </div>
      {asking ? (
        <ConfirmDialog
          message={t('p1_order_cancel_confirm', { venue: order.cfgApp.nombre })}
          confirmLabel={t('m1_order_cancel_yes')}
          cancelLabel={t('m1_order_keep')}
          onConfirm={() => void cancel()}
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </article>
  );
}

/** Money in the order's currency, as its venue writes it (cfgApp.cur). */
function MoneyOf({ amount, order }: { amount: number; order: TOrder }) {
  return <Money amount={amount} cur={order.cfgApp.cur} />;
}
