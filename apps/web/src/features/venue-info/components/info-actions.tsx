import {
  type InfoAction,
  type InfoActionKind,
  infoActions,
  type TCart,
  type TRestaurantInfo,
} from '@comanda/domain';
import { useTranslation } from '@comanda/i18n/react';
import { Link } from 'react-router';

const TEXT: Record<InfoActionKind, string> = {
  delivery: 'm1_service_delivery',
  pickup: 'm1_service_pickup',
  reserve: 'm1_info_reserve',
  checkIn: 'm1_info_checkin',
};

/**
 * The action buttons (spec/2 §2): delivery and pickup open the menu with that type, reserve the booking
 * wizard, check-in the table menu (which says to scan the table's QR). Each ordering type carries the
 * cart's count when it is the cart's type here (rules/venue-info.ts).
 */
export function InfoActions({
  info,
  cart,
  base,
  onOrder,
}: {
  info: TRestaurantInfo;
  cart: Pick<TCart, 'tipo' | 'dl' | 'resto'>;
  /** The venue's path, '/r/{pais}/{name}/{idsimple}'. */
  base: string;
  onOrder: (tipo: 1 | 2) => void;
}) {
  const { t } = useTranslation();
  const actions = infoActions(info, cart);
  if (actions.length === 0) return null;
  return (
    <nav className="info-actions" aria-label={t('m1_info_actions')}>
      {actions.map((action) => (
        <ActionButton
          key={action.kind}
          action={action}
          base={base}
          onOrder={onOrder}
          label={t(TEXT[action.kind])}
        />
      ))}
    </nav>
  );
}

function ActionButton({
  action,
  base,
  label,
  onOrder,
}: {
  action: InfoAction;
  base: string;
  label: string;
  onOrder: (tipo: 1 | 2) => void;
}) {
  const { t } = useTranslation();
  const count =
    action.count > 0 ? (
      <span className="info-actions__count">
        <span aria-hidden="true">{action.count}</span>
        <span className="visually-hidden">{t('p1_dispatch_count', { count: action.count })}</span>
      </span>
    ) : null;
  if (action.kind === 'reserve' || action.kind === 'checkIn') {
    return (
      <Link
        className="button info-actions__action"
        to={`${base}/${action.kind === 'reserve' ? 'booking' : 'checkin'}`}
      >
        {label}
        {count}
      </Link>
    );
  }
  const tipo = action.tipo === 1 ? 1 : 2;
  return (
    <button type="button" className="button info-actions__action" onClick={() => onOrder(tipo)}>
      {label}
      {count}
    </button>
  );
}
