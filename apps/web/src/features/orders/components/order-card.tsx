import { DispatchType, formatMoney, type TOrder } from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { Link } from 'react-router';
import { currentDateLocale } from '../../../lib/language.ts';
import { orderView } from '../model/order-view.ts';
import { formatOrderDate, orderPagePath } from './order-detail.tsx';

/** A card of the orders lists (spec/1 §2 screen 8). */
export function OrderCard({ order }: { order: TOrder }) {
  const { t } = useTranslation();
  const view = orderView(order);
  return (
    <li className="order-card card" data-testid="order-card">
      <div className="order-card__head">
        {order.cfgApp.logo ? (
          <img
            src={order.cfgApp.logo}
            alt=""
            width={40}
            height={40}
            className="order-detail__logo"
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <div>
          <h2 className="card__title">{order.cfgApp.nombre}</h2>
          <p className="muted small">
            {formatOrderDate(order.fc, currentDateLocale(), order.cfgApp.tz)} ·{' '}
            {t(`m1_order_type_${order.ti}`)} · {t('p1_order_number', { n: order.imTxt || order.io })}
          </p>
        </div>
      </div>
      <p className="order-card__row">
        <span className="status-pill" data-colour={view.colour}>
          {t(view.statusKey)}
        </span>
        <strong>{formatMoney(order.det.total, order.cfgApp.cur)}</strong>
      </p>
      <div className="row-actions">
        <Link to={orderPagePath(order)} className="button button--ghost">
          {t('m1_orders_view')}
        </Link>
        {order.orden.tracking_url ? (
          <a
            className="button button--ghost"
            href={order.orden.tracking_url}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t('m1_orders_tracking')}
          </a>
        ) : null}
        {order.ti === DispatchType.checkIn && order.ss < 3 && order.ss >= 0 ? (
          <Link to={`${orderPagePath(order).split('/order/')[0]}/menu`} className="button">
            {t('m1_orders_order_more')}
          </Link>
        ) : null}
      </div>
    </li>
  );
}
